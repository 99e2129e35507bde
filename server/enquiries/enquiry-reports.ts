import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import {
  ENQUIRY_SOURCES,
  ENQUIRY_STATUSES,
  type EnquirySources,
  type EnquiryFunnel,
  type EnquiryStats,
  type EnquiryStatus,
} from "../../contract/enquiry";
import { enquiries } from "./enquiries.schema";
import { openStatus, orderBy, whereFilters, type FilterQuery, type ListQuery } from "./enquiry-filters";
import { ENQUIRY_ENTITY } from "./enquiry-record";
import type { EnquiryActor, EnquiryStore } from "./enquiry-store";
import {
  collegeDayStart,
  collegeDayStartOf,
  collegeWeekStartOf,
  collegeYearStartOf,
  daysAfter,
} from "../../contract/college-time";

const EXPORT_MAX_ROWS = 50_000;

/** What the office reads about many enquiries at once: the dashboard's figures and the export. */
export function createEnquiryReports(store: EnquiryStore) {
  const { db, now, audit, selectWithAssignee, pipelineOf } = store;

  return {
    /** Exactly the rows the list's filters select (every page), in the list's order; the export is recorded. */
    async exportRows(actor: EnquiryActor, query: FilterQuery & Pick<ListQuery, "sortBy" | "sortOrder">) {
      return db.transaction(async (tx) => {
        const rows = await selectWithAssignee(tx)
          .where(whereFilters(query, actor, now()))
          .orderBy(...orderBy(query))
          .limit(EXPORT_MAX_ROWS);
        const { page: _page, limit: _limit, ...filters } = query as FilterQuery;
        await audit(tx, actor, {
          action: "enquiry.export",
          entity: ENQUIRY_ENTITY,
          details: { rows: rows.length, ...filters },
        });
        return rows.map(pipelineOf);
      });
    },

    /**
     * Enquiries, contacted (the status has left `new`) and admitted, per source and per web campaign,
     * of the enquiries received in the range (office days, both ends included).
     */
    async sources(query: { from?: string; to?: string }): Promise<EnquirySources> {
      const range = and(
        query.from ? gte(enquiries.createdAt, collegeDayStart(query.from)) : undefined,
        query.to ? lt(enquiries.createdAt, daysAfter(collegeDayStart(query.to), 1)) : undefined,
      );
      const figures = {
        enquiries: sql<number>`count(*)::int`,
        contacted: sql<number>`(count(*) filter (where ${enquiries.status} <> 'new'))::int`,
        admitted: sql<number>`(count(*) filter (where ${enquiries.status} = 'admitted'))::int`,
      };
      const bySource = await db
        .select({ source: enquiries.source, ...figures })
        .from(enquiries)
        .where(range)
        .groupBy(enquiries.source);
      const campaignPart = (key: string) =>
        sql<string | null>`${enquiries.campaign} ->> ${sql.raw(`'${key}'`)}`;
      const byCampaign = await db
        .select({
          source: campaignPart("source"),
          medium: campaignPart("medium"),
          name: campaignPart("name"),
          ...figures,
        })
        .from(enquiries)
        .where(and(range, isNotNull(enquiries.campaign)))
        .groupBy(sql`1`, sql`2`, sql`3`)
        .orderBy(desc(sql`count(*)`), sql`1`, sql`2`, sql`3`);
      const counted = new Map(bySource.map((row) => [row.source, row]));
      return {
        from: query.from ?? null,
        to: query.to ?? null,
        // Every source, in the contract's order, zero where none came.
        bySource: ENQUIRY_SOURCES.map((source) => {
          const row = counted.get(source);
          return {
            source,
            enquiries: row?.enquiries ?? 0,
            contacted: row?.contacted ?? 0,
            admitted: row?.admitted ?? 0,
          };
        }),
        byCampaign: byCampaign.map(({ source, medium, name, ...rest }) => ({
          campaign: { source, medium, name },
          ...rest,
        })),
      };
    },

    /** The dashboard's enquiry panel: the whole office's follow-ups (`due.everyone`) for admins only. */
    async funnel(actor: EnquiryActor): Promise<EnquiryFunnel> {
      const everyone = actor.user?.role === "admin";
      const at = now();
      const season = collegeYearStartOf(at);
      const today = collegeDayStartOf(at);
      const tomorrow = daysAfter(today, 1);
      const week = collegeWeekStartOf(at);
      const lastWeek = daysAfter(week, -7);

      const statusRows = await db
        .select({ status: enquiries.status, count: sql<number>`count(*)::int` })
        .from(enquiries)
        .where(gte(enquiries.createdAt, season))
        .groupBy(enquiries.status);
      const counts = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<
        EnquiryStatus,
        number
      >;
      for (const row of statusRows) {
        if ((ENQUIRY_STATUSES as readonly string[]).includes(row.status)) {
          counts[row.status as EnquiryStatus] = row.count;
        }
      }

      const median = async (from: Date, to: Date) => {
        const [row] = await db
          .select({
            minutes: sql<
              number | null
            >`percentile_cont(0.5) within group (order by extract(epoch from (${enquiries.firstContactedAt} - ${enquiries.createdAt})) / 60)`,
          })
          .from(enquiries)
          .where(and(gte(enquiries.firstContactedAt, from), lt(enquiries.firstContactedAt, to)));
        return row?.minutes === null || row?.minutes === undefined ? null : Math.round(Number(row.minutes));
      };

      const dueCounts = async (owner: SQL | undefined) => {
        const [row] = await db
          .select({
            today: sql<number>`count(*) filter (where ${enquiries.nextFollowUpAt} >= ${today} and ${enquiries.nextFollowUpAt} < ${tomorrow})::int`,
            overdue: sql<number>`count(*) filter (where ${enquiries.nextFollowUpAt} < ${today})::int`,
          })
          .from(enquiries)
          .where(and(openStatus(), isNotNull(enquiries.nextFollowUpAt), owner));
        return { today: row?.today ?? 0, overdue: row?.overdue ?? 0 };
      };

      const byCourse = await db
        .select({ course: enquiries.course, count: sql<number>`count(*)::int` })
        .from(enquiries)
        .where(gte(enquiries.createdAt, season))
        .groupBy(enquiries.course)
        .orderBy(desc(sql`count(*)`), asc(enquiries.course));

      return {
        seasonStart: season.toISOString(),
        counts,
        firstContact: {
          thisWeekMinutes: await median(week, daysAfter(week, 7)),
          lastWeekMinutes: await median(lastWeek, week),
        },
        due: {
          mine: actor.user
            ? await dueCounts(eq(enquiries.assigneeId, actor.user.id))
            : { today: 0, overdue: 0 },
          everyone: everyone ? await dueCounts(undefined) : null,
        },
        byCourse,
      };
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
