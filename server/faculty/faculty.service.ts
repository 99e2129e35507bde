import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  FACULTY_FIELD_NAMES,
  FACULTY_FIELDS,
  FACULTY_PRIVATE_SORT_COLUMNS,
  HEAD_OF_DEPARTMENT,
  PRIVATE_SORT_MESSAGE,
  type CsvImportResult,
  type Faculty,
  type FacultyPagination,
  type FacultyStats,
  type FacultyValues,
  type PublicFaculty,
  type facultyListQuery,
} from "../../contract/faculty";
import type { Actor } from "../actor";
import { diffChanges, type AuditRecord } from "../audit/audit.service";
import type { Db, Executor } from "../db/client";
import type { Services } from "../module";
import { faculty, HEAD_OF_DEPARTMENT_INDEX, REG_NO_INDEX, type FacultyRow } from "./faculty.schema";
import { isUniqueViolation, violatedUniqueConstraint } from "../lib/db-errors";
import { conflict, invalid, notFound } from "../errors";
import { refusedImport } from "../lib/record-csv";
import { containsPattern } from "../lib/like";
import { pageWindow } from "../lib/pagination";
import type { Storage } from "../storage/local-storage";
import { isUuid } from "../lib/uuid";
import { createCountCache } from "./count-cache";
import { columnsOf, fieldsOf, REQUIRED_FIELDS } from "./faculty-fields";
import { assertCsvFile } from "../lib/record-csv";
import { readFacultyCsv, yearsFromExperience, type CsvRow } from "./faculty-csv";
import { createPhotoStore, encodePhoto, photoKeyFor, type EncodedPhoto } from "./faculty-photo";
import { sampleFaculty } from "./faculty.samples";

type ListQuery = z.output<typeof facultyListQuery>;

/** A member as the NMC list and the MSR items read them: public fields, the photo's key and the joining date. */
export type RosterMember = PublicFaculty & { photoKey: string | null; joiningDate: string | null };

/**
 * Rows an import writes in one statement: the bench's 10,000-row file in one batch (ADR 026). Each batch has
 * a fixed cost (the locking read of its registration numbers, the insert's planning, its JSON parsed); the
 * insert's own work, half of it the trigram index, does not shrink with fewer batches.
 */
const IMPORT_BATCH_SIZE = 10_000;
/** The columns an audit entry compares (everything but the keys and timestamps). */
const AUDITED_FIELDS = (Object.keys(getTableColumns(faculty)) as (keyof FacultyRow)[]).filter(
  (field) => !["id", "createdAt", "updatedAt"].includes(field),
);
const COUNT_CACHE_MS = 5000;

/** The searched text; the same expression as the trigram index faculty_search_idx, so ILIKE uses it. */
const searchText = sql`(${faculty.name} || ' ' || ${faculty.qualification} || ' ' || ${faculty.designation} || ' ' || coalesce(${faculty.department}, ''))`;

function orderOf(query: Pick<ListQuery, "sortBy" | "sortOrder">): SQL[] {
  const ascending = query.sortOrder === "asc";
  const direction = ascending ? asc : desc;
  const nullsLast = (column: Parameters<typeof asc>[0]) =>
    ascending ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  // Exactly the order of faculty_created_at_idx (created_at DESC NULLS LAST, id), read forwards or
  // backwards, so the default list is an index scan rather than a sort of the whole table.
  const tieBreak = ascending
    ? [sql`${faculty.createdAt} asc nulls first`, desc(faculty.id)]
    : [sql`${faculty.createdAt} desc nulls last`, asc(faculty.id)];
  switch (query.sortBy) {
    case "createdAt":
      return tieBreak;
    case "name":
      return [direction(sql`lower(${faculty.name})`), ...tieBreak];
    case "designation":
    case "qualification":
    case "regNo":
      return [direction(faculty[query.sortBy]), ...tieBreak];
    case "department":
    case "experienceYears":
    case "joiningDate":
      return [nullsLast(faculty[query.sortBy]), ...tieBreak];
  }
}

const keepUnlessBlank = (column: string) =>
  sql.raw(`coalesce(excluded.${column}, ${getTableName(faculty)}.${column})`);

const duplicateRegNo = (regNo: string) =>
  conflict(`A faculty member with registration number ${regNo} already exists`, [
    { field: "regNo", message: "This registration number is already in use" },
  ]);

/** The department named in a unique violation's detail: `Key (department)=(Anatomy) already exists.` */
const departmentOf = (error: unknown): string | null => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const detail = (current as { detail?: unknown }).detail;
    const match =
      typeof detail === "string" ? /^Key \(department\)=\((.*)\) already exists/.exec(detail) : null;
    if (match) return match[1] ?? null;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
};

const secondHead = (department: string | null | undefined, head?: string) => {
  const message = `${department ?? "This department"} already has a Head of Department${head ? ` (${head})` : ""}`;
  return conflict(message, [{ field: "leadershipRole", message }]);
};

/** Column values of a member from validated input; years of experience read from the text if not given. */
function toColumns(values: FacultyValues) {
  return {
    ...columnsOf(values),
    experienceYears: values.experienceYears ?? yearsFromExperience(values.experience) ?? null,
  };
}

/** A record as the add/edit form would send it back: the base an update's sent fields apply to. */
export function toFacultyInput(member: Faculty): Record<string, unknown> {
  return Object.fromEntries(FACULTY_FIELD_NAMES.map((name) => [name, member[name]]));
}

/** On import, a required field replaces the stored one; an empty optional cell keeps what the member has. */
function importUpdateSet(now: Date) {
  const set: Record<string, SQL | Date> = { updatedAt: now };
  for (const name of FACULTY_FIELD_NAMES) {
    const property = FACULTY_FIELDS[name].column;
    if (property === "regNo") continue;
    const column = getTableColumns(faculty)[property].name;
    set[property] = REQUIRED_FIELDS.includes(name) ? sql.raw(`excluded.${column}`) : keepUnlessBlank(column);
  }
  return set;
}

/**
 * A batch of imported members as one `select` over a JSON parameter: one bound value instead of fifteen per
 * row, so a 1,000-row batch costs the database one small statement to parse and the query builder nothing.
 */
function importedRows(records: ReturnType<typeof toColumns>[], now: Date): SQL {
  const all = getTableColumns(faculty);
  const written = Object.keys(records[0] ?? {}) as (keyof typeof all)[];
  // The JSON keeps the records' own (property) names: no second object per row to build and collect.
  const typed = sql.raw(written.map((key) => `"${key}" ${all[key].getSQLType()}`).join(", "));
  const select = Object.keys(all).map((key) =>
    written.includes(key as keyof typeof all)
      ? sql.raw(`r."${key}"`)
      : key === "createdAt" || key === "updatedAt"
        ? sql`${now.toISOString()}::timestamptz`
        : key === "id"
          ? sql`gen_random_uuid()`
          : sql`null`,
  );
  // Absent and undefined values read as null.
  const json = JSON.stringify(records);
  return sql`select ${sql.join(select, sql`, `)} from jsonb_to_recordset(${json}::jsonb) as r(${typed})`;
}

/**
 * New members by a plain insert: an upsert's speculative insertion costs a fifth of the 10,000-row insert
 * (ADR 026). A member someone else added since the locking read (a duplicate registration number) rolls the
 * savepoint back and the batch goes in by `orUpsert`, as it did before.
 */
async function insertFresh(
  tx: Executor,
  records: ReturnType<typeof toColumns>[],
  now: Date,
  orUpsert: () => Promise<unknown>,
) {
  try {
    await tx.transaction((savepoint) => savepoint.insert(faculty).select(importedRows(records, now)));
  } catch (error) {
    if (violatedUniqueConstraint(error) !== REG_NO_INDEX) throw error;
    await orUpsert();
  }
}

export function createFacultyService(
  db: Db,
  storage: Storage,
  services: Pick<Services, "audit">,
  /**
   * How long list counts are kept (ms). Only one instance can write the embedded database, so its
   * cache is always current; on PostgreSQL several instances write, so the module passes 0 there
   * (another instance's new member must appear in this one's count at once).
   */
  countCacheMs = COUNT_CACHE_MS,
) {
  const photos = createPhotoStore(storage);
  const counts = createCountCache(countCacheMs);

  const toPublic = (row: FacultyRow): PublicFaculty => ({
    _id: row.id,
    ...(fieldsOf(row, "public") as Omit<
      PublicFaculty,
      "_id" | "photo" | "photoThumb" | "createdAt" | "updatedAt"
    >),
    ...photos.urls(row.photoKey),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
  const toFaculty = (row: FacultyRow): Faculty => ({
    ...toPublic(row),
    ...(fieldsOf(row, "all") as Omit<Faculty, keyof PublicFaculty>),
  });

  async function findRow(id: string): Promise<FacultyRow> {
    const [row] = isUuid(id) ? await db.select().from(faculty).where(eq(faculty.id, id)) : [];
    if (!row) throw notFound("Faculty member not found");
    return row;
  }

  /** The member who heads `department` now, by name. */
  async function headOf(department: string | null | undefined) {
    if (!department) return undefined;
    const [head] = await db
      .select({ name: faculty.name })
      .from(faculty)
      .where(and(eq(faculty.department, department), eq(faculty.leadershipRole, HEAD_OF_DEPARTMENT)));
    return head?.name;
  }

  /** A failed write as the caller's error: a registration number in use, or a second head (409). */
  async function refusedWrite(error: unknown, values: FacultyValues) {
    if (!isUniqueViolation(error)) return error;
    if (violatedUniqueConstraint(error) === HEAD_OF_DEPARTMENT_INDEX)
      return secondHead(values.department, await headOf(values.department));
    return duplicateRegNo(values.regNo);
  }

  /** Writes the new photo's files before the row changes, and removes them if the write fails. */
  async function withNewPhoto<T>(
    key: string | null,
    photo: EncodedPhoto | undefined,
    write: () => Promise<T>,
  ) {
    if (photo && key) await photos.put(key, photo);
    try {
      return await write();
    } catch (error) {
      if (photo && key) await photos.remove(key);
      throw error;
    }
  }

  /**
   * Writes one batch of an import. Each existing member it changes gets its own `faculty.update` entry
   * with the changed fields, as the form's update does, so the member's history shows what the file
   * changed; their rows are locked first so the "before" read is what the upsert replaces.
   */
  async function upsertBatch(tx: Executor, actor: Actor, rows: CsvRow[]) {
    const now = new Date();
    const records = rows.map(({ values }) => toColumns(values));
    const regNos = JSON.stringify(records.map((record) => record.regNo));
    const before = await tx
      .select()
      .from(faculty)
      .where(sql`${faculty.regNo} in (select jsonb_array_elements_text(${regNos}::jsonb))`)
      .for("update");
    const beforeByRegNo = new Map(before.map((row) => [row.regNo, row]));
    const upsert = (batch: typeof records) =>
      tx
        .insert(faculty)
        .select(importedRows(batch, now))
        .onConflictDoUpdate({
          target: faculty.regNo,
          // An empty cell keeps what the member has: a sparse sheet must not wipe e-mails or phones.
          set: importUpdateSet(now),
        });
    // New members need nothing back; members the file changes come back for their audit entries.
    const fresh = records.filter((record) => !beforeByRegNo.has(record.regNo));
    if (fresh.length) await insertFresh(tx, fresh, now, () => upsert(fresh));
    const changed =
      fresh.length < records.length
        ? await upsert(records.filter((record) => beforeByRegNo.has(record.regNo))).returning()
        : [];
    const updates: AuditRecord[] = [];
    for (const after of changed) {
      const previous = beforeByRegNo.get(after.regNo);
      if (!previous) continue;
      const changes = diffChanges(previous, after, AUDITED_FIELDS);
      if (Object.keys(changes).length === 0) continue;
      updates.push({
        action: "faculty.update",
        entity: "faculty",
        entityId: after.id,
        changes,
        details: { source: "csv-import" },
      });
    }
    await services.audit.recordMany(tx, actor, updates);
    return { created: fresh.length, updated: beforeByRegNo.size };
  }

  return {
    async list(
      query: ListQuery,
      options: { includePrivate: boolean },
    ): Promise<{ faculty: (Faculty | PublicFaculty)[]; pagination: FacultyPagination }> {
      // The order of a hidden field is itself hidden: visitors may not sort by one (issue 19, finding 18).
      if (
        !options.includePrivate &&
        (FACULTY_PRIVATE_SORT_COLUMNS as readonly string[]).includes(query.sortBy)
      )
        throw invalid(PRIVATE_SORT_MESSAGE, [{ field: "sortBy", message: PRIVATE_SORT_MESSAGE }]);
      const conditions: SQL[] = [];
      if (query.search) conditions.push(sql`${searchText} ilike ${containsPattern(query.search)}`);
      if (query.department) conditions.push(eq(faculty.department, query.department));
      const where = conditions.length ? sql.join(conditions, sql` and `) : undefined;
      const count = await counts.get(
        JSON.stringify([query.search ?? "", query.department ?? ""]),
        async () => {
          const [row] = await db
            .select({ count: sql<number>`count(*)::int` })
            .from(faculty)
            .where(where);
          return row?.count ?? 0;
        },
      );
      const window = pageWindow(query.page, query.limit, count);
      const rows = await db
        .select()
        .from(faculty)
        .where(where)
        .orderBy(...orderOf(query))
        .limit(window.limit)
        .offset(window.offset);
      return {
        faculty: rows.map(options.includePrivate ? toFaculty : toPublic),
        pagination: {
          currentPage: window.page,
          totalPages: window.totalPages,
          totalRecords: window.total,
          hasNext: window.hasNext,
          hasPrev: window.hasPrev,
        },
      };
    },

    async get(id: string): Promise<Faculty> {
      return toFaculty(await findRow(id));
    },

    async create(actor: Actor, values: FacultyValues, photoBytes?: Uint8Array): Promise<Faculty> {
      const photo = photoBytes ? await encodePhoto(photoBytes) : undefined;
      const id = randomUUID();
      const photoKey = photo ? photoKeyFor(id, photo) : null;
      try {
        const row = await withNewPhoto(photoKey, photo, () =>
          db.transaction(async (tx) => {
            const [created] = await tx
              .insert(faculty)
              .values({ id, ...toColumns(values), photoKey })
              .returning();
            await services.audit.record(tx, actor, {
              action: "faculty.create",
              entity: "faculty",
              entityId: id,
              changes: diffChanges(null, created!, AUDITED_FIELDS),
            });
            return created;
          }),
        );
        counts.clear();
        return toFaculty(row!);
      } catch (error) {
        throw await refusedWrite(error, values);
      }
    },

    /** Replaces the member's fields; a new photo replaces the old one, `removePhoto` drops it. */
    async update(
      actor: Actor,
      id: string,
      values: FacultyValues,
      options: { photo?: Uint8Array; removePhoto?: boolean } = {},
    ): Promise<Faculty> {
      const current = await findRow(id);
      const photo = options.photo ? await encodePhoto(options.photo) : undefined;
      const photoKey = photo ? photoKeyFor(id, photo) : options.removePhoto ? null : current.photoKey;
      const freshKey = photo && photoKey !== current.photoKey ? photoKey : null;
      let row: FacultyRow | undefined;
      try {
        row = await withNewPhoto(freshKey, photo, () =>
          db.transaction(async (tx) => {
            const [updated] = await tx
              .update(faculty)
              .set({ ...toColumns(values), photoKey, updatedAt: new Date() })
              .where(eq(faculty.id, id))
              .returning();
            if (updated) {
              await services.audit.record(tx, actor, {
                action: "faculty.update",
                entity: "faculty",
                entityId: id,
                changes: diffChanges(current, updated, AUDITED_FIELDS),
              });
            }
            return updated;
          }),
        );
      } catch (error) {
        throw await refusedWrite(error, values);
      }
      if (!row) throw notFound("Faculty member not found");
      counts.clear();
      if (current.photoKey && current.photoKey !== photoKey) await photos.remove(current.photoKey);
      return toFaculty(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const [deleted] = isUuid(id) ? await tx.delete(faculty).where(eq(faculty.id, id)).returning() : [];
        if (!deleted) throw notFound("Faculty member not found");
        await services.audit.record(tx, actor, {
          action: "faculty.delete",
          entity: "faculty",
          entityId: id,
          changes: diffChanges(deleted, null, AUDITED_FIELDS),
        });
        return deleted;
      });
      counts.clear();
      if (row.photoKey) await photos.remove(row.photoKey);
    },

    /**
     * Every member with public fields, by name, their photo's storage key and their joining date (the NMC
     * list holds those who had joined by its date; the date itself is not published).
     */
    async roster(): Promise<RosterMember[]> {
      const rows = await db
        .select()
        .from(faculty)
        .orderBy(asc(sql`lower(${faculty.name})`), asc(faculty.id));
      return rows.map((row) => ({ ...toPublic(row), photoKey: row.photoKey, joiningDate: row.joiningDate }));
    },

    /** The bytes of a member's photo thumbnail by its storage key, or null if it is gone. */
    thumbnail(photoKey: string): Promise<Buffer | null> {
      return photos.thumbnail(photoKey);
    },

    async stats(): Promise<FacultyStats> {
      const count = sql<number>`count(*)::int`;
      const [[{ total } = { total: 0 }], byDepartment, byDesignation] = await Promise.all([
        db.select({ total: count }).from(faculty),
        db
          .select({ department: sql<string>`coalesce(${faculty.department}, 'Unassigned')`, count })
          .from(faculty)
          .groupBy(sql`1`)
          .orderBy(desc(count), asc(sql`1`)),
        db
          .select({ designation: faculty.designation, count })
          .from(faculty)
          .groupBy(faculty.designation)
          .orderBy(desc(count), asc(faculty.designation)),
      ]);
      return { total, byDepartment, byDesignation };
    },

    /**
     * All-or-nothing CSV import in one transaction: rows are validated as they stream in and written in
     * batches while none has failed; any bad row rolls everything back and is reported (422).
     */
    async importCsv(actor: Actor, file: Blob & { name?: string }): Promise<CsvImportResult> {
      await assertCsvFile(file);
      const result = await db
        .transaction(async (tx) => {
          const totals = { created: 0, updated: 0 };
          const read = await readFacultyCsv(file, IMPORT_BATCH_SIZE, async (rows) => {
            const batch = await upsertBatch(tx, actor, rows);
            totals.created += batch.created;
            totals.updated += batch.updated;
          });
          if (read.errorCount > 0) throw refusedImport(read);
          await services.audit.record(tx, actor, {
            action: "faculty.import",
            entity: "faculty",
            details: { fileName: file.name ?? null, ...totals },
          });
          return totals;
        })
        .catch((error: unknown) => {
          // Two heads of one department (in the file, or the file's and one already recorded): nothing is written.
          if (violatedUniqueConstraint(error) === HEAD_OF_DEPARTMENT_INDEX)
            throw conflict(
              `The file gives ${departmentOf(error) ?? "a department"} a second Head of Department: each department has one. Nothing was imported.`,
            );
          throw error;
        });
      counts.clear();
      return result;
    },

    /** SAMPLE_DATA: a fresh installation's faculty, when there are none. */
    async seedSamples(): Promise<void> {
      const [any] = await db.select({ id: faculty.id }).from(faculty).limit(1);
      if (any) return;
      await db.insert(faculty).values(sampleFaculty(48));
      counts.clear();
    },
  };
}

export type FacultyService = ReturnType<typeof createFacultyService>;
