import { asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  Enquiry,
  EnquiryStats,
  enquiryInput,
  enquiryListQuery,
  enquiryUpdateInput,
} from "../../contract/enquiry";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import type { Services } from "../module";
import { enquiries, type EnquiryRow } from "./enquiries.schema";
import { notFound } from "../errors";
import { pageWindow } from "../lib/pagination";
import { isUuid } from "../lib/uuid";

type ListQuery = z.output<typeof enquiryListQuery>;

const EXPORT_MAX_ROWS = 50_000;

export const toEnquiryDto = (row: EnquiryRow): Enquiry => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  course: row.course,
  neetScore: row.neetScore,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** "650" → 650; text that is not a plain number sorts after every number. */
export const neetScoreValue = (score: string): number | null => {
  const trimmed = score.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
};

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

function orderBy(query: Pick<ListQuery, "sortBy" | "sortOrder">): SQL[] {
  const direction = query.sortOrder === "asc" ? asc : desc;
  const nullsLast = query.sortOrder === "asc" ? sql`asc nulls last` : sql`desc nulls last`;
  switch (query.sortBy) {
    case "neetScore":
      return [
        sql`${enquiries.neetScoreValue} ${nullsLast}`,
        direction(enquiries.createdAt),
        asc(enquiries.id),
      ];
    case "name":
      return [direction(sql`lower(${enquiries.name})`), direction(enquiries.createdAt), asc(enquiries.id)];
    case "course":
      return [direction(enquiries.course), direction(enquiries.createdAt), asc(enquiries.id)];
    default:
      return [direction(enquiries.createdAt), asc(enquiries.id)];
  }
}

function whereSearch(search?: string) {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(enquiries.name, pattern),
    ilike(enquiries.email, pattern),
    ilike(enquiries.course, pattern),
  );
}

/** The fields an audit entry compares. */
const AUDITED_FIELDS = ["name", "email", "phone", "course", "neetScore", "message"] as const;

export function createEnquiriesService(db: Db, services: Pick<Services, "audit">) {
  async function findRow(id: string): Promise<EnquiryRow> {
    const [row] = isUuid(id) ? await db.select().from(enquiries).where(eq(enquiries.id, id)) : [];
    if (!row) throw notFound("Enquiry not found");
    return row;
  }

  return {
    async create(actor: Actor, input: z.output<typeof enquiryInput>): Promise<Enquiry> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(enquiries)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            course: input.course,
            neetScore: input.neetScore,
            neetScoreValue: neetScoreValue(input.neetScore),
            message: input.message,
          })
          .returning();
        // The enquiry is the record of what was sent: the trail keeps no personal data of a visitor's post.
        await services.audit.record(tx, actor, {
          action: "enquiry.create",
          entity: "enquiry",
          entityId: created!.id,
          details: { course: created!.course },
        });
        return created!;
      });
      return toEnquiryDto(row);
    },

    async list(query: ListQuery) {
      const where = whereSearch(query.search);
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(enquiries)
        .where(where);
      const window = pageWindow(query.page, query.limit, count);
      const rows = await db
        .select()
        .from(enquiries)
        .where(where)
        .orderBy(...orderBy(query))
        .limit(window.limit)
        .offset(window.offset);
      return {
        data: rows.map(toEnquiryDto),
        pagination: {
          currentPage: window.page,
          totalPages: window.totalPages,
          limit: window.limit,
          totalEnquiries: window.total,
          hasNextPage: window.hasNext,
          hasPrevPage: window.hasPrev,
        },
      };
    },

    async get(id: string): Promise<Enquiry> {
      return toEnquiryDto(await findRow(id));
    },

    async update(actor: Actor, id: string, input: z.output<typeof enquiryUpdateInput>): Promise<Enquiry> {
      const current = await findRow(id);
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(enquiries)
          .set({
            ...changes,
            ...(input.neetScore !== undefined ? { neetScoreValue: neetScoreValue(input.neetScore) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(enquiries.id, id))
          .returning();
        if (!updated) throw notFound("Enquiry not found");
        await services.audit.record(tx, actor, {
          action: "enquiry.update",
          entity: "enquiry",
          entityId: id,
          changes: diffChanges(current, updated, AUDITED_FIELDS),
        });
        return updated;
      });
      return toEnquiryDto(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = isUuid(id)
          ? await tx.delete(enquiries).where(eq(enquiries.id, id)).returning()
          : [];
        if (!deleted) throw notFound("Enquiry not found");
        await services.audit.record(tx, actor, {
          action: "enquiry.delete",
          entity: "enquiry",
          entityId: id,
          changes: diffChanges(deleted, null, AUDITED_FIELDS),
        });
      });
    },

    /** Every enquiry in the given order, for the CSV export; the export itself is recorded. */
    async exportRows(
      actor: Actor,
      query: Pick<ListQuery, "sortBy" | "sortOrder" | "search">,
    ): Promise<Enquiry[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(enquiries)
          .where(whereSearch(query.search))
          .orderBy(...orderBy(query))
          .limit(EXPORT_MAX_ROWS);
        await services.audit.record(tx, actor, {
          action: "enquiry.export",
          entity: "enquiry",
          details: { rows: rows.length, search: query.search ?? null, sortBy: query.sortBy },
        });
        return rows.map(toEnquiryDto);
      });
    },

    /** Enquiries per ISO week (Monday, UTC) over the last eight weeks, by course. */
    async stats(today = new Date()): Promise<EnquiryStats> {
      const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
      monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
      const weeks = Array.from({ length: 8 }, (_, index) => {
        const start = new Date(monday);
        start.setUTCDate(start.getUTCDate() - 7 * (7 - index));
        return start.toISOString().slice(0, 10);
      });
      const rows = await db
        .select({
          weekStart: sql<string>`to_char(date_trunc('week', ${enquiries.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
          course: enquiries.course,
          count: sql<number>`count(*)::int`,
        })
        .from(enquiries)
        .where(sql`${enquiries.createdAt} >= ${weeks[0]}::date`)
        .groupBy(sql`1`, enquiries.course);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(enquiries);
      const weekly = weeks.map((weekStart) => ({ weekStart, MD: 0, MS: 0, MBBS: 0, other: 0 }));
      for (const row of rows) {
        const week = weekly.find((entry) => entry.weekStart === row.weekStart);
        if (!week) continue;
        const key =
          row.course === "MD" || row.course === "MS" || row.course === "MBBS" ? row.course : "other";
        week[key] += row.count;
      }
      return { total, weekly };
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
