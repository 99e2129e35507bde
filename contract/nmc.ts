import { z } from "zod";
import { collegeDate } from "./college-time";
import { limitField, pageField, plainText, successBody } from "./common";

/**
 * The NMC faculty disclosure: the department-wise list of teaching faculty, published every month by
 * the 5th for the preceding month, kept as an unchangeable snapshot (corrections are new revisions).
 */

/** The list for a month is due by this day of the following month. */
export const NMC_DEADLINE_DAY = 5;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const monthField = z
  .string({ error: "month is required" })
  .trim()
  .regex(MONTH_PATTERN, { error: "month must be a month in the form YYYY-MM, for example 2026-11" })
  .refine((month) => month >= "2000-01", { error: "month must be 2000-01 or later" });

export const isMonth = (text: string) => MONTH_PATTERN.test(text);

/** The month before or after `month` (YYYY-MM). */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The last day of a month, YYYY-MM-DD. */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, "0")}`;
}

/** The deadline of a month's list: the 5th of the following month (YYYY-MM-DD). */
export const deadlineOf = (month: string) =>
  `${addMonths(month, 1)}-${String(NMC_DEADLINE_DAY).padStart(2, "0")}`;

/** Where the duty stands on a day: the month whose list is due, its deadline and whether it is late. */
export function nmcDuty(now: Date) {
  const today = collegeDate(now);
  const currentMonth = today.slice(0, 7);
  const dueMonth = addMonths(currentMonth, -1);
  const deadline = deadlineOf(dueMonth);
  return { today, currentMonth, dueMonth, deadline, overdue: today > deadline };
}

/** "30 November 2026" from YYYY-MM-DD (a calendar date, not an instant). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "5 November" from YYYY-MM-DD (a deadline in the coming days needs no year). */
export const formatDayMonth = (date: string) => formatDay(date).replace(/ \d{4}$/, "");

/** "October 2026 list, due by 5 November": the month's list named plainly. */
export const dueListName = (month: string) =>
  `${formatMonth(month)} list, due by ${formatDayMonth(deadlineOf(month))}`;

/** "November 2026" from YYYY-MM. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/**
 * The date the list speaks for: the month's last day, or the publication day when the month was still
 * running (a list published on 20 November is "as on 20 November").
 */
export function asOnDate(month: string, publishedAt: string): string {
  const published = collegeDate(new Date(publishedAt));
  const last = lastDayOf(month);
  return published < last ? published : last;
}

/** "Faculty as on 30 November 2026, published 2 December 2026". */
export function listHeading(list: { month: string; publishedAt: string }): string {
  return `Faculty as on ${formatDay(asOnDate(list.month, list.publishedAt))}, published ${formatDay(
    collegeDate(new Date(list.publishedAt)),
  )}`;
}

export const publishInput = z.object({
  month: monthField,
  reason: plainText("reason", 500, { multiline: true })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type PublishInput = z.input<typeof publishInput>;

export const GAP_KINDS = [
  "photo",
  "regNo",
  "regNoFormat",
  "medicalCouncil",
  "department",
  "aebasId",
] as const;
export type GapKind = (typeof GAP_KINDS)[number];
export const GAP_LABELS: Record<GapKind, string> = {
  photo: "No photo",
  regNo: "No registration number",
  regNoFormat: "Registration number looks malformed",
  medicalCouncil: "No medical council",
  department: "No department",
  aebasId: "No AEBAS id",
};

export const gapSchema = z.object({
  facultyId: z.string(),
  name: z.string(),
  kind: z.enum(GAP_KINDS),
  message: z.string(),
});
export type Gap = z.infer<typeof gapSchema>;

/** One member as the list shows them. */
export const listRowSchema = z.object({
  department: z.string().nullable(),
  name: z.string(),
  designation: z.string(),
  qualification: z.string(),
  medicalCouncil: z.string().nullable(),
  regNo: z.string(),
  aebasId: z.string().nullable(),
  leadershipRole: z.string().nullable(),
  /** The thumbnail: the snapshot's own copy once published. */
  photoThumb: z.string().nullable(),
});
export type ListRow = z.infer<typeof listRowSchema>;

export const totalsSchema = z.object({
  members: z.number().int(),
  departments: z.number().int(),
  gaps: z.number().int(),
});

export const publicationSchema = z.object({
  _id: z.string(),
  month: z.string(),
  revision: z.number().int(),
  /** Why this revision was published (absent on the first publication). */
  reason: z.string().nullable(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  totals: totalsSchema,
});
export type Publication = z.infer<typeof publicationSchema>;

export const publicationWithRowsSchema = publicationSchema.extend({
  rows: z.array(listRowSchema),
  /** Every revision of the month, newest first (without rows). */
  revisions: z.array(publicationSchema),
});
export type PublicationWithRows = z.infer<typeof publicationWithRowsSchema>;

export const previewSchema = z.object({
  /** The month previewed and the date its list speaks for (members who had joined by then). */
  month: z.string(),
  asOn: z.string(),
  rows: z.array(listRowSchema.extend({ facultyId: z.string() })),
  gaps: z.array(gapSchema),
  totals: totalsSchema,
});
export type Preview = z.infer<typeof previewSchema>;

export const publicationListQuery = z.object({
  page: pageField,
  limit: limitField(24, 100),
});

export const publicationPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  limit: z.number().int(),
  totalPublications: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});

export const publicationListResponse = z.object({
  success: z.literal(true),
  data: z.array(publicationSchema),
  pagination: publicationPaginationSchema,
});
export type PublicationListResponse = z.infer<typeof publicationListResponse>;

export const publicationResponse = successBody(publicationSchema);
export const publicationWithRowsResponse = successBody(publicationWithRowsSchema);
export const previewResponse = successBody(previewSchema);

/** The section of members whose record names no department. */
export const NO_DEPARTMENT = "Department not recorded";

export interface DepartmentSection<Row extends ListRow> {
  department: string;
  rows: Row[];
}

/** Rows (already in list order) grouped into one section per department. */
export function sectionsOf<Row extends ListRow>(rows: Row[]): DepartmentSection<Row>[] {
  const sections: DepartmentSection<Row>[] = [];
  for (const row of rows) {
    const department = row.department ?? NO_DEPARTMENT;
    const last = sections.at(-1);
    if (last && last.department === department) last.rows.push(row);
    else sections.push({ department, rows: [row] });
  }
  return sections;
}
