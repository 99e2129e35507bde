import { randomUUID } from "node:crypto";
import { asc, desc, eq, getTableName, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  CsvImportResult,
  Faculty,
  FacultyPagination,
  FacultyStats,
  FacultyValues,
  PublicFaculty,
  facultyListQuery,
} from "../../contract/faculty";
import type { Db } from "../db/client";
import { faculty, type FacultyRow } from "../db/schema";
import { isUniqueViolation } from "../http/db-errors";
import { conflict, notFound, unprocessable } from "../http/errors";
import { containsPattern } from "../http/like";
import { pageWindow } from "../http/pagination";
import type { Storage } from "../storage/local-storage";
import { isUuid } from "../users/users.service";
import { createCountCache } from "./count-cache";
import { assertCsvFile, readFacultyCsv, yearsFromExperience, type CsvRow } from "./faculty-csv";
import { createPhotoStore, encodePhoto, photoKeyFor, type EncodedPhoto } from "./faculty-photo";

type ListQuery = z.output<typeof facultyListQuery>;

const IMPORT_BATCH_SIZE = 1000;
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

/** Column values of a member from validated input. */
function toColumns(values: FacultyValues) {
  return {
    name: values.name,
    designation: values.designation,
    qualification: values.qualification,
    regNo: values.regNo,
    medicalCouncil: values.medicalCouncil ?? null,
    department: values.department ?? null,
    experience: values.experience ?? null,
    experienceYears: values.experienceYears ?? yearsFromExperience(values.experience) ?? null,
    aebasId: values.AEBASID ?? null,
    email: values.email ?? null,
    phone: values.phone ?? null,
    joiningDate: values.joiningDate ?? null,
    specialization: values.specialization ?? null,
  };
}

/** A record as the add/edit form would send it back: the base an update's sent fields apply to. */
export function toFacultyInput(member: Faculty): Record<string, unknown> {
  return {
    name: member.name,
    designation: member.designation,
    qualification: member.qualification,
    regNo: member.regNo,
    medicalCouncil: member.medicalCouncil,
    department: member.department,
    experience: member.experience,
    experienceYears: member.experienceYears,
    AEBASID: member.AEBASID,
    email: member.email,
    phone: member.phone,
    joiningDate: member.joiningDate,
    specialization: member.specialization,
  };
}

export function createFacultyService(db: Db, storage: Storage) {
  const photos = createPhotoStore(storage);
  const counts = createCountCache(COUNT_CACHE_MS);

  const toPublic = (row: FacultyRow): PublicFaculty => ({
    _id: row.id,
    name: row.name,
    designation: row.designation,
    qualification: row.qualification,
    regNo: row.regNo,
    medicalCouncil: row.medicalCouncil,
    department: row.department,
    experience: row.experience,
    experienceYears: row.experienceYears,
    AEBASID: row.aebasId,
    specialization: row.specialization,
    ...photos.urls(row.photoKey),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
  const toFaculty = (row: FacultyRow): Faculty => ({
    ...toPublic(row),
    email: row.email,
    phone: row.phone,
    joiningDate: row.joiningDate,
  });

  async function findRow(id: string): Promise<FacultyRow> {
    const [row] = isUuid(id) ? await db.select().from(faculty).where(eq(faculty.id, id)) : [];
    if (!row) throw notFound("Faculty member not found");
    return row;
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

  async function upsertBatch(tx: Db, rows: CsvRow[]) {
    const now = new Date();
    const result = await tx
      .insert(faculty)
      .values(rows.map(({ values }) => ({ ...toColumns(values), createdAt: now, updatedAt: now })))
      .onConflictDoUpdate({
        target: faculty.regNo,
        set: {
          name: sql`excluded.name`,
          designation: sql`excluded.designation`,
          qualification: sql`excluded.qualification`,
          // An empty cell keeps what the member has: a sparse sheet must not wipe e-mails or phones.
          medicalCouncil: keepUnlessBlank("medical_council"),
          department: keepUnlessBlank("department"),
          experience: keepUnlessBlank("experience"),
          experienceYears: keepUnlessBlank("experience_years"),
          email: keepUnlessBlank("email"),
          phone: keepUnlessBlank("phone"),
          joiningDate: keepUnlessBlank("joining_date"),
          specialization: keepUnlessBlank("specialization"),
          aebasId: keepUnlessBlank("aebas_id"),
          updatedAt: now,
        },
      })
      // xmax is 0 only on a row this statement inserted (not one it updated).
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const created = result.filter((row) => row.inserted).length;
    return { created, updated: result.length - created };
  }

  return {
    async list(
      query: ListQuery,
      options: { includePrivate: boolean },
    ): Promise<{ faculty: (Faculty | PublicFaculty)[]; pagination: FacultyPagination }> {
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

    async create(values: FacultyValues, photoBytes?: Uint8Array): Promise<Faculty> {
      const photo = photoBytes ? await encodePhoto(photoBytes) : undefined;
      const id = randomUUID();
      const photoKey = photo ? photoKeyFor(id, photo) : null;
      try {
        const [row] = await withNewPhoto(photoKey, photo, () =>
          db
            .insert(faculty)
            .values({ id, ...toColumns(values), photoKey })
            .returning(),
        );
        counts.clear();
        return toFaculty(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateRegNo(values.regNo);
        throw error;
      }
    },

    /** Replaces the member's fields; a new photo replaces the old one, `removePhoto` drops it. */
    async update(
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
        [row] = await withNewPhoto(freshKey, photo, () =>
          db
            .update(faculty)
            .set({ ...toColumns(values), photoKey, updatedAt: new Date() })
            .where(eq(faculty.id, id))
            .returning(),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateRegNo(values.regNo);
        throw error;
      }
      if (!row) throw notFound("Faculty member not found");
      counts.clear();
      if (current.photoKey && current.photoKey !== photoKey) await photos.remove(current.photoKey);
      return toFaculty(row);
    },

    async remove(id: string): Promise<void> {
      const [row] = isUuid(id) ? await db.delete(faculty).where(eq(faculty.id, id)).returning() : [];
      if (!row) throw notFound("Faculty member not found");
      counts.clear();
      if (row.photoKey) await photos.remove(row.photoKey);
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
    async importCsv(file: Blob & { name?: string }): Promise<CsvImportResult> {
      await assertCsvFile(file);
      const result = await db.transaction(async (tx) => {
        const totals = { created: 0, updated: 0 };
        const read = await readFacultyCsv(file, IMPORT_BATCH_SIZE, async (rows) => {
          const batch = await upsertBatch(tx as unknown as Db, rows);
          totals.created += batch.created;
          totals.updated += batch.updated;
        });
        if (read.errorCount > 0) {
          const count = `${read.errorCount} problem${read.errorCount === 1 ? "" : "s"}`;
          const listed =
            read.errorCount > read.errors.length ? `; the first ${read.errors.length} are listed` : "";
          throw unprocessable(`Nothing was imported: the CSV has ${count}${listed}.`, read.errors);
        }
        return totals;
      });
      counts.clear();
      return result;
    },
  };
}

export type FacultyService = ReturnType<typeof createFacultyService>;
