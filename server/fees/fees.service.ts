import { eq } from "drizzle-orm";
import {
  FEE_TABLE_IDS,
  feeFieldPrefix,
  feeTableInput,
  type FeeTable,
  type FeeTableId,
} from "../../contract/fees";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import { invalid, notFound } from "../errors";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import type { Services } from "../module";
import { DEFAULT_FEE_TABLES } from "./fees.defaults";
import { feeTables, type FeeTableContent, type FeeTableRow } from "./fees.schema";

const CONTENT_FIELDS = ["session", "rows", "courses", "notes"] as const;

export function isFeeTableId(value: string): value is FeeTableId {
  return (FEE_TABLE_IDS as readonly string[]).includes(value);
}

function tableId(value: string): FeeTableId {
  if (!isFeeTableId(value)) throw notFound("No such fee table: use ug or pg");
  return value;
}

const contentOf = (content: FeeTableContent): FeeTableContent => ({
  session: content.session,
  rows: content.rows,
  courses: content.courses,
  notes: content.notes,
});

/** Checks a whole table; a message names the row ("Row 3: Amount must be 0 or more"). Nothing is written. */
export function parseFeeTable(id: FeeTableId, input: unknown) {
  const result = feeTableInput.safeParse(input);
  if (!result.success) {
    const errors = result.error.issues.map((issue) => ({
      field: issue.path.join(".") || "body",
      message: `${feeFieldPrefix(issue.path)}${issue.message}`,
    }));
    throw invalid(
      errors.length === 1 ? errors[0]!.message : `${errors[0]!.message} (and ${errors.length - 1} more)`,
      errors,
    );
  }
  if (id === "ug" && result.data.courses.length > 0)
    throw invalid("The UG table has no course list", [
      { field: "courses", message: "The UG table has no course list" },
    ]);
  return result.data;
}

export function createFeesService(db: Db, services: Pick<Services, "audit">) {
  const cache = createTtlCache(CONTENT_CACHE_MS);

  const stored = async (id: FeeTableId): Promise<FeeTableRow | undefined> =>
    (await db.select().from(feeTables).where(eq(feeTables.id, id)))[0];

  const published = (id: FeeTableId, row: FeeTableRow | undefined): FeeTable => ({
    _id: id,
    status: "published",
    ...contentOf(row?.published ?? DEFAULT_FEE_TABLES[id]),
    updatedAt: (row?.publishedAt ?? new Date(0)).toISOString(),
  });

  /** Staff see their working version: the draft when there is one, else what is published. */
  const working = (id: FeeTableId, row: FeeTableRow | undefined): FeeTable =>
    row?.draft
      ? {
          _id: id,
          status: "draft",
          ...contentOf(row.draft),
          updatedAt: row.updatedAt.toISOString(),
          hasDraft: true,
        }
      : { ...published(id, row), hasDraft: false };

  return {
    /** Visitors and the fee pages: the published table (the college's current figures before any change). */
    current(id: FeeTableId): Promise<FeeTable> {
      return cache.get(id, async () => published(id, await stored(id)));
    },

    /** The fee page with `?preview` for staff: the draft as it will look, else the published table. */
    async preview(id: FeeTableId): Promise<FeeTable> {
      return working(id, await stored(id));
    },

    async list(options: { staff: boolean }): Promise<FeeTable[]> {
      if (!options.staff) return Promise.all(FEE_TABLE_IDS.map((id) => this.current(id)));
      const rows = await db.select().from(feeTables);
      return FEE_TABLE_IDS.map((id) =>
        working(
          id,
          rows.find((row) => row.id === id),
        ),
      );
    },

    async get(idText: string, options: { staff: boolean }): Promise<FeeTable> {
      const id = tableId(idText);
      return options.staff ? this.preview(id) : this.current(id);
    },

    /**
     * Saves a whole table. `published` replaces what visitors see (and drops any draft); `draft` keeps it
     * for staff only, leaving the published table as it is.
     */
    async save(actor: Actor, idText: string, input: unknown): Promise<FeeTable> {
      const id = tableId(idText);
      const { status, ...content } = parseFeeTable(id, input);
      const saved = await db.transaction(async (tx) => {
        const before = (await tx.select().from(feeTables).where(eq(feeTables.id, id)).for("update"))[0];
        const previous = before?.draft ?? before?.published ?? DEFAULT_FEE_TABLES[id];
        const now = new Date();
        const columns =
          status === "published"
            ? { published: content, publishedAt: now, draft: null, updatedAt: now }
            : { draft: content, updatedAt: now };
        const [row] = await tx
          .insert(feeTables)
          .values({ id, published: before?.published ?? DEFAULT_FEE_TABLES[id], ...columns })
          .onConflictDoUpdate({ target: feeTables.id, set: columns })
          .returning();
        await services.audit.record(tx, actor, {
          action: status === "published" ? "fees.publish" : "fees.save-draft",
          entity: "fee-table",
          entityId: id,
          changes: diffChanges(contentOf(previous), content, CONTENT_FIELDS),
        });
        return row!;
      });
      cache.clear();
      return working(id, saved);
    },

    /** Drops a table's unpublished draft (visitors never saw it). */
    async discardDraft(actor: Actor, idText: string): Promise<FeeTable> {
      const id = tableId(idText);
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(feeTables)
          .set({ draft: null, updatedAt: new Date() })
          .where(eq(feeTables.id, id))
          .returning();
        await services.audit.record(tx, actor, {
          action: "fees.discard-draft",
          entity: "fee-table",
          entityId: id,
        });
        return row;
      });
      return working(id, saved);
    },
  };
}

export type FeesService = ReturnType<typeof createFeesService>;
