import { and, eq } from "drizzle-orm";
import {
  FEE_TABLE_IDS,
  STIPEND_GRADE_LABELS,
  STIPEND_GRADES_OF,
  feeFieldPrefix,
  checkedFeeTableInput,
  sessionStartYear,
  type FeeSession,
  type FeeTable,
  type FeeTableId,
  type StipendRowValues,
  withHindiTexts,
} from "../../contract/fees";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import { invalid, notFound } from "../errors";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import type { Services } from "../module";
import { DEFAULT_FEE_TABLES, STARTING_STIPENDS } from "./fees.defaults";
import { feeTableSessions, feeTables, type FeeTableContent, type FeeTableRow } from "./fees.schema";

const CONTENT_FIELDS = [
  "session",
  "rows",
  "courses",
  "notes",
  "notesHi",
  "stipends",
  "stipendsConfirmed",
] as const;

export function isFeeTableId(value: string): value is FeeTableId {
  return (FEE_TABLE_IDS as readonly string[]).includes(value);
}

function tableId(value: string): FeeTableId {
  if (!isFeeTableId(value)) throw notFound("No such fee table: use ug or pg");
  return value;
}

/**
 * A stored version as the API gives it: one saved before stipends existed has the starting figures, one saved
 * before the Hindi texts existed has none ("").
 */
const contentOf = (id: FeeTableId, content: FeeTableContent) => ({
  session: content.session,
  rows: content.rows.map(withHindiTexts),
  courses: content.courses,
  notes: content.notes,
  notesHi: content.notesHi ?? [],
  stipends: content.stipends ?? STARTING_STIPENDS[id],
  stipendsConfirmed: content.stipendsConfirmed ?? false,
});

function invalidField(field: string, message: string): never {
  throw invalid(message, [{ field, message }]);
}

/** The table's stipends, each of its grades once, in the table's order (else 400 naming what is wrong). */
function checkStipends(id: FeeTableId, stipends: StipendRowValues[]): StipendRowValues[] {
  const grades = STIPEND_GRADES_OF[id];
  stipends.forEach((row, index) => {
    if (!grades.includes(row.grade))
      invalidField(
        `stipends.${index}.grade`,
        `Stipend ${index + 1}: the ${id.toUpperCase()} table states the stipends of ${grades.map((grade) => STIPEND_GRADE_LABELS[grade].toLowerCase()).join(", ")} only`,
      );
    if (stipends.findIndex((other) => other.grade === row.grade) !== index)
      invalidField(
        `stipends.${index}.grade`,
        `Stipend ${index + 1}: ${STIPEND_GRADE_LABELS[row.grade]} is listed twice`,
      );
  });
  const missing = grades.find((grade) => !stipends.some((row) => row.grade === grade));
  if (missing)
    invalidField(
      "stipends",
      `Stipends: give the monthly stipend of ${STIPEND_GRADE_LABELS[missing].toLowerCase()}`,
    );
  return grades.map((grade) => stipends.find((row) => row.grade === grade)!);
}

/** Checks a whole table; a message names the row ("Row 3: Amount must be 0 or more"). Nothing is written. */
export function parseFeeTable(id: FeeTableId, input: unknown) {
  const result = checkedFeeTableInput.safeParse(input);
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
  const stipends = result.data.stipends && checkStipends(id, result.data.stipends);
  return { ...result.data, stipends };
}

export function createFeesService(db: Db, services: Pick<Services, "audit">) {
  const cache = createTtlCache(CONTENT_CACHE_MS);

  const stored = async (id: FeeTableId): Promise<FeeTableRow | undefined> =>
    (await db.select().from(feeTables).where(eq(feeTables.id, id)))[0];

  const asPublished = (id: FeeTableId, content: FeeTableContent, publishedAt: Date): FeeTable => ({
    _id: id,
    status: "published",
    ...contentOf(id, content),
    updatedAt: publishedAt.toISOString(),
  });

  const published = (id: FeeTableId, row: FeeTableRow | undefined): FeeTable =>
    asPublished(id, row?.published ?? DEFAULT_FEE_TABLES[id], row?.publishedAt ?? new Date(0));

  /** Staff see their working version: the draft when there is one, else what is published. */
  const working = (id: FeeTableId, row: FeeTableRow | undefined): FeeTable =>
    row?.draft
      ? {
          _id: id,
          status: "draft",
          ...contentOf(id, row.draft),
          updatedAt: row.updatedAt.toISOString(),
          hasDraft: true,
        }
      : { ...published(id, row), hasDraft: false };

  /** Sessions are kept, never replaced by a later one: a save may name the current session or a later one. */
  function refuseEarlierSession(session: string, current: string) {
    if (sessionStartYear(session) < sessionStartYear(current))
      invalidField(
        "session",
        `Session ${session} is earlier than the published session ${current}: an earlier session stays as it was published`,
      );
  }

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

    /** Every session the table has published, the latest first (the current one included). */
    async sessions(idText: string): Promise<FeeSession[]> {
      const id = tableId(idText);
      return cache.get(`${id}:sessions`, async () => {
        const [current, archived] = await Promise.all([
          this.current(id),
          db
            .select({ session: feeTableSessions.session, publishedAt: feeTableSessions.publishedAt })
            .from(feeTableSessions)
            .where(eq(feeTableSessions.tableId, id)),
        ]);
        const all = archived.map((row) => ({
          session: row.session,
          publishedAt: row.publishedAt.toISOString(),
        }));
        // A new installation's starting table is current before it is ever saved.
        if (!all.some((row) => row.session === current.session))
          all.push({ session: current.session, publishedAt: current.updatedAt });
        return all
          .sort((a, b) => sessionStartYear(b.session) - sessionStartYear(a.session))
          .map((row) => ({ ...row, current: row.session === current.session }));
      });
    },

    /** One session's table as last published for it, or null when the table never published that session. */
    async session(idText: string, session: string): Promise<FeeTable | null> {
      const id = tableId(idText);
      const current = await this.current(id);
      if (current.session === session) return current;
      const [row] = await db
        .select()
        .from(feeTableSessions)
        .where(and(eq(feeTableSessions.tableId, id), eq(feeTableSessions.session, session)));
      return row ? asPublished(id, row.content, row.publishedAt) : null;
    },

    /** As `session`, for the API: 404 when the table has no such session. */
    async getSession(idText: string, session: string): Promise<FeeTable> {
      const table = await this.session(idText, session);
      if (!table) throw notFound(`The ${idText.toUpperCase()} fee table has no published session ${session}`);
      return table;
    },

    /**
     * Saves a whole table. `published` makes it the current session (and drops any draft): publishing the
     * current session again corrects it, a later session becomes current while the earlier one stays in the
     * archive. `draft` keeps it for staff only, leaving the published table as it is. Stipends left out stay
     * as they were; stipends sent are confirmed.
     */
    async save(actor: Actor, idText: string, input: unknown): Promise<FeeTable> {
      const id = tableId(idText);
      const { status, stipends, ...values } = parseFeeTable(id, input);
      const saved = await db.transaction(async (tx) => {
        const before = (await tx.select().from(feeTables).where(eq(feeTables.id, id)).for("update"))[0];
        const current = before?.published ?? DEFAULT_FEE_TABLES[id];
        refuseEarlierSession(values.session, current.session);
        const previous = contentOf(id, before?.draft ?? current);
        const content: FeeTableContent = {
          ...values,
          stipends: stipends ?? previous.stipends,
          stipendsConfirmed: stipends ? true : previous.stipendsConfirmed,
        };
        const now = new Date();
        const columns =
          status === "published"
            ? { published: content, publishedAt: now, draft: null, updatedAt: now }
            : { draft: content, updatedAt: now };
        const [row] = await tx
          .insert(feeTables)
          .values({ id, published: current, ...columns })
          .onConflictDoUpdate({ target: feeTables.id, set: columns })
          .returning();
        if (status === "published") {
          // The session this one follows stays readable (a new installation's starting table was never stored).
          await tx
            .insert(feeTableSessions)
            .values({
              tableId: id,
              session: current.session,
              content: current,
              publishedAt: before?.publishedAt ?? now,
            })
            .onConflictDoNothing();
          await tx
            .insert(feeTableSessions)
            .values({ tableId: id, session: content.session, content, publishedAt: now })
            .onConflictDoUpdate({
              target: [feeTableSessions.tableId, feeTableSessions.session],
              set: { content, publishedAt: now },
            });
        }
        await services.audit.record(tx, actor, {
          action: status === "published" ? "fees.publish" : "fees.save-draft",
          entity: "fee-table",
          entityId: id,
          changes: diffChanges(previous, contentOf(id, content), CONTENT_FIELDS),
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
