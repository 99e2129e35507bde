import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { z } from "zod";
import {
  NOT_REACHED_ATTEMPTS,
  OPEN_ENQUIRY_STATUSES,
  type enquiryListQuery,
  type enquiryPipelineListQuery,
} from "../../contract/enquiry";
import type { Actor } from "../actor";
import { enquiries, enquiryCalls } from "./enquiries.schema";
import { daysAfter, collegeDayStart, collegeDayStartOf } from "../../contract/college-time";

export type ListQuery = z.output<typeof enquiryListQuery>;
export type PipelineQuery = z.output<typeof enquiryPipelineListQuery>;
export type FilterQuery = Partial<PipelineQuery>;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

export function orderBy(query: Pick<ListQuery, "sortBy" | "sortOrder">): SQL[] {
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

/**
 * Name, e-mail or course; any run of the phone's digits ("55010" finds +91 98355-50101); the
 * reference as the acknowledgement gives it (ENQ-000123) or its number.
 */
function searchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const matches: (SQL | undefined)[] = [
    ilike(enquiries.name, pattern),
    ilike(enquiries.email, pattern),
    ilike(enquiries.course, pattern),
  ];
  const digits = search.replace(/\D/g, "");
  if (digits.length >= 3 && /^[\d\s+\-()]+$/.test(search)) {
    matches.push(sql`regexp_replace(${enquiries.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  const reference = /^\s*(?:ENQ-?)?0*(\d{1,9})\s*$/i.exec(search);
  if (reference) matches.push(eq(enquiries.referenceNo, Number(reference[1])));
  return or(...matches)!;
}

/** Called NOT_REACHED_ATTEMPTS times or more, and never got through. */
const notReached = () => sql`(
  select count(*) from ${enquiryCalls} where ${enquiryCalls.enquiryId} = ${enquiries.id}
) >= ${NOT_REACHED_ATTEMPTS} and not exists (
  select 1 from ${enquiryCalls}
  where ${enquiryCalls.enquiryId} = ${enquiries.id} and ${enquiryCalls.outcome} = 'connected'
)`;

export const openStatus = () => inArray(enquiries.status, [...OPEN_ENQUIRY_STATUSES]);

/** The list's filters as one condition; the export uses the same, so it exports exactly this set. */
export function whereFilters(query: FilterQuery, actor: Actor, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) conditions.push(searchCondition(query.search));
  if (query.source) conditions.push(eq(enquiries.source, query.source));
  if (query.notReached) conditions.push(openStatus(), notReached());
  if (query.status) conditions.push(eq(enquiries.status, query.status));
  if (query.assignee === "me") {
    // Nobody signed in owns nothing: an impossible condition rather than every row.
    conditions.push(actor.user ? eq(enquiries.assigneeId, actor.user.id) : sql`false`);
  } else if (query.assignee === "none") {
    conditions.push(isNull(enquiries.assigneeId));
  } else if (query.assignee) {
    conditions.push(eq(enquiries.assigneeId, query.assignee));
  }
  if (query.course) conditions.push(eq(enquiries.course, query.course));
  if (query.minScore !== undefined) conditions.push(gte(enquiries.neetScoreValue, query.minScore));
  if (query.maxScore !== undefined) conditions.push(lte(enquiries.neetScoreValue, query.maxScore));
  if (query.from) conditions.push(gte(enquiries.createdAt, collegeDayStart(query.from)));
  if (query.to) conditions.push(lt(enquiries.createdAt, daysAfter(collegeDayStart(query.to), 1)));
  if (query.due) {
    const today = collegeDayStartOf(now);
    const before = query.due === "today" ? daysAfter(today, 1) : today;
    conditions.push(openStatus(), isNotNull(enquiries.nextFollowUpAt), lt(enquiries.nextFollowUpAt, before));
  }
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? and(...present) : undefined;
}
