import { z } from "zod";
import { limitField, pageField, plainText, successBody } from "./common";
import { MONTH_PATTERN } from "./nmc-calendar";

export * from "./nmc-calendar";

/**
 * The NMC faculty disclosure: the department-wise list of teaching faculty, published every month by
 * the 5th for the preceding month, kept as an unchangeable snapshot (corrections are new revisions).
 */

export const monthField = z
  .string({ error: "month is required" })
  .trim()
  .regex(MONTH_PATTERN, { error: "month must be a month in the form YYYY-MM, for example 2026-11" })
  .refine((month) => month >= "2000-01", { error: "month must be 2000-01 or later" });

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
