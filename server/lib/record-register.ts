import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { FieldError } from "../../contract/common";
import type { AuditEntity } from "../../contract/audit";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db, Executor } from "../db/client";
import { conflict, notFound } from "../errors";
import type { Services } from "../module";
import { contentPage } from "./content-page";
import { isUniqueViolation } from "./db-errors";
import { containsPattern } from "./like";
import { assertCsvFile, readRecordCsv, refusedImport, type RecordCsvSpec } from "./record-csv";
import { isUuid } from "./uuid";
import { parseInput } from "./validate";

/** A register's table: its record fields as columns of the same names, plus id and timestamps. */
export type RegisterTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };
type Row = Record<string, unknown> & { id: string; createdAt: Date; updatedAt: Date };

export interface RegisterSpec<Values extends Record<string, unknown>> {
  table: RegisterTable;
  /** The audit trail's entity; actions are `<entity>.create`, `.update`, `.delete`, `.import`. */
  entity: AuditEntity;
  /** "Student": in "Student not found". */
  noun: string;
  /** The full input schema: a PATCH is merged with the stored record and validated as a whole. */
  input: z.ZodType<Values>;
  fields: readonly (keyof Values & string)[];
  publicFields: readonly (keyof Values & string)[];
  /** Columns the search words are looked for in (contains, any case). */
  searchColumns: PgColumn[];
  /** Query parameters that select: by equality on a column, or by their own condition. */
  filters: Record<string, PgColumn | ((value: never) => SQL)>;
  /** Filters only staff may use (on private fields). */
  staffFilters?: readonly string[];
  order: SQL[];
  /** Records addressed by this column instead of their id (clinical material by month). */
  key?: { column: PgColumn; accepts: (key: string) => boolean };
  /** The 409 when a unique index refuses a record (another record has the same key). */
  duplicate: (values: Values) => { message: string; errors: FieldError[] };
  /** Fields the API derives from a row (a pass percentage). */
  derive?: (row: Row) => Record<string, unknown>;
  /** The unique index a CSV import updates on (absent: an import only adds). */
  importTarget?: PgColumn[];
}

type ListQuery = { page: number; limit: number; search?: string } & Record<string, unknown>;

/**
 * The service of a staff-kept record kind (admitted students, non-teaching staff, clinical material,
 * examination results): list with search, filters and pages (public fields for visitors), read, create,
 * update, delete and an all-or-nothing CSV import, each change audited in its own transaction.
 */
export function createRegister<Values extends Record<string, unknown>>(
  db: Db,
  services: Pick<Services, "audit">,
  spec: RegisterSpec<Values>,
) {
  const { table } = spec;
  const columns = table as unknown as Record<string, PgColumn>;
  const keyColumn = spec.key?.column ?? table.id;
  const accepts = spec.key?.accepts ?? isUuid;
  const notFoundError = () => notFound(`${spec.noun} not found`);

  const toRecord = (row: Row, which: "public" | "staff") => ({
    _id: row.id,
    ...Object.fromEntries(
      (which === "public" ? spec.publicFields : spec.fields).map((name) => [name, row[name] ?? null]),
    ),
    ...spec.derive?.(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  const columnsOf = (values: Values) =>
    Object.fromEntries(spec.fields.map((name) => [name, values[name] ?? null])) as Record<string, unknown>;

  async function findRow(executor: Executor, key: string): Promise<Row> {
    const [row] = accepts(key)
      ? await executor
          .select()
          .from(table as PgTable)
          .where(eq(keyColumn, key))
      : [];
    if (!row) throw notFoundError();
    return row as Row;
  }

  /** Runs a write; a unique index's refusal becomes the kind's 409. */
  async function write<T>(values: Values, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const duplicate = spec.duplicate(values);
      throw conflict(duplicate.message, duplicate.errors);
    }
  }

  const audit = (
    executor: Executor,
    actor: Actor,
    action: string,
    id: string,
    before: Row | null,
    after: Row | null,
  ) =>
    services.audit.record(executor, actor, {
      action: `${spec.entity}.${action}`,
      entity: spec.entity,
      entityId: id,
      changes: diffChanges(before, after, spec.fields as readonly string[]),
    });

  return {
    /** One page: staff get every field and may filter on private ones; visitors the public fields. */
    async list(query: ListQuery, which: "public" | "staff") {
      const conditions: (SQL | undefined)[] = Object.entries(spec.filters)
        .filter(([name]) => which === "staff" || !spec.staffFilters?.includes(name))
        .map(([name, filter]) =>
          query[name] === undefined
            ? undefined
            : typeof filter === "function"
              ? filter(query[name] as never)
              : eq(filter, query[name]),
        );
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(or(...spec.searchColumns.map((column) => ilike(column, pattern))));
      }
      const { rows, pagination } = await contentPage(db, table, and(...conditions), spec.order, query);
      return { rows: rows.map((row) => toRecord(row as Row, which)), pagination };
    },

    async get(key: string, which: "public" | "staff" = "staff") {
      return toRecord(await findRow(db, key), which);
    },

    /** Every record matching `where`, in the kind's order (for the disclosures built from them). */
    async all(where?: SQL, order: SQL[] = spec.order) {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order);
      return rows.map((row) => toRecord(row as Row, "staff"));
    },

    async create(actor: Actor, values: Values) {
      const row = await write(values, () =>
        db.transaction(async (tx) => {
          const [created] = (await tx
            .insert(table)
            .values(columnsOf(values) as never)
            .returning()) as Row[];
          await audit(tx, actor, "create", created!.id, null, created!);
          return created!;
        }),
      );
      return toRecord(row, "staff");
    },

    /** Applies the fields sent; the merged record is validated as a whole. */
    async update(actor: Actor, key: string, patch: Partial<Values>) {
      const before = await findRow(db, key);
      const merged = parseInput(spec.input, {
        ...columnsOf(before as unknown as Values),
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      });
      const row = await write(merged, () =>
        db.transaction(async (tx) => {
          const [updated] = (await tx
            .update(table)
            .set({ ...columnsOf(merged), updatedAt: new Date() } as never)
            .where(eq(table.id, before.id))
            .returning()) as Row[];
          if (!updated) throw notFoundError();
          await audit(tx, actor, "update", updated.id, before, updated);
          return updated;
        }),
      );
      return toRecord(row, "staff");
    },

    async remove(actor: Actor, key: string) {
      await db.transaction(async (tx) => {
        const [deleted] = accepts(key)
          ? ((await tx.delete(table).where(eq(keyColumn, key)).returning()) as Row[])
          : [];
        if (!deleted) throw notFoundError();
        await audit(tx, actor, "delete", deleted.id, deleted, null);
      });
    },

    /**
     * All or nothing: every row is validated first (a bad row fails the import with its row number and
     * nothing is written); with `importTarget`, a row matching a stored record updates it.
     */
    async importFrom<Field extends string>(
      actor: Actor,
      file: Blob & { name?: string },
      csv: RecordCsvSpec<Values, Field>,
    ) {
      await assertCsvFile(file);
      return db.transaction(async (tx) => {
        const totals = { created: 0, updated: 0 };
        const read = await readRecordCsv(file, csv, 1000, async (rows) => {
          const now = new Date();
          const insert = tx
            .insert(table)
            .values(
              rows.map(({ values }) => ({ ...columnsOf(values), createdAt: now, updatedAt: now })) as never,
            );
          const result = await (
            spec.importTarget
              ? insert.onConflictDoUpdate({
                  target: spec.importTarget,
                  set: Object.fromEntries([
                    ...spec.fields.map((name) => [name, sql.raw(`excluded.${columns[name]!.name}`)]),
                    ["updatedAt", now],
                  ]),
                })
              : insert
          )
            // xmax is 0 only on a row this statement inserted (not one it updated).
            .returning({ inserted: sql<boolean>`(xmax = 0)` });
          const created = result.filter((row) => row.inserted).length;
          totals.created += created;
          totals.updated += result.length - created;
        });
        if (read.errorCount > 0) throw refusedImport(read);
        await services.audit.record(tx, actor, {
          action: `${spec.entity}.import`,
          entity: spec.entity,
          details: { fileName: file.name ?? null, ...totals },
        });
        return totals;
      });
    },
  };
}

export type Register = ReturnType<typeof createRegister>;
