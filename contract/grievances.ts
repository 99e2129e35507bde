import { z } from "zod";
import { collegeDate } from "./college-time";
import { optionalText, pageField, plainText, requiredText, successBody } from "./common";
import { LANGUAGES } from "./language";
import { formLanguageField } from "./public-form";

/**
 * The confidential complaint desk (issue 22): categories, the workflow, and every API shape. A complaint's
 * content and identity are need-to-know: only the committee role of its category reads them.
 */

export const GRIEVANCE_CATEGORIES = {
  ragging: "Ragging",
  "sexual-harassment": "Sexual harassment",
  discrimination: "Discrimination",
  academic: "Academic",
  fees: "Fees",
  hostel: "Hostel",
  other: "Other",
} as const;
export type GrievanceCategory = keyof typeof GRIEVANCE_CATEGORIES;
export const GRIEVANCE_CATEGORY_SLUGS = Object.keys(GRIEVANCE_CATEGORIES) as [
  GrievanceCategory,
  ...GrievanceCategory[],
];

/** Only the Internal Committee reads this category; the grievance role reads every other one. */
export const HARASSMENT_CATEGORY: GrievanceCategory = "sexual-harassment";

/**
 * The public yearly figures are counted per committee, not per category: one group per body that
 * hears the complaint (anti-ragging, Internal Committee, grievance redressal).
 */
export const GRIEVANCE_GROUPS = {
  ragging: "Ragging",
  "sexual-harassment": "Sexual harassment",
  grievance: "Other grievances",
} as const;
export type GrievanceGroup = keyof typeof GRIEVANCE_GROUPS;
export const groupOf = (category: GrievanceCategory): GrievanceGroup =>
  category === "ragging" || category === "sexual-harassment" ? category : "grievance";

export const GRIEVANCE_STATUSES = {
  received: "Received",
  acknowledged: "Acknowledged",
  "under-inquiry": "Under inquiry",
  resolved: "Resolved",
  closed: "Closed",
} as const;
export type GrievanceStatus = keyof typeof GRIEVANCE_STATUSES;
export const GRIEVANCE_STATUS_SLUGS = Object.keys(GRIEVANCE_STATUSES) as [
  GrievanceStatus,
  ...GrievanceStatus[],
];
/** A complaint in one of these is finished: no longer due, and it needs its outcome. */
export const FINAL_STATUSES: readonly GrievanceStatus[] = ["resolved", "closed"];

/** Where each status may go next: forward only, and either final step from any open one. */
export const NEXT_STATUSES: Record<GrievanceStatus, readonly GrievanceStatus[]> = {
  received: ["acknowledged", "under-inquiry", "resolved", "closed"],
  acknowledged: ["under-inquiry", "resolved", "closed"],
  "under-inquiry": ["resolved", "closed"],
  resolved: [],
  closed: [],
};

/** The UGC's 2023 regulations: an answer within 15 working days of receipt. */
export const GRIEVANCE_DUE_WORKING_DAYS = 15;

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES_MESSAGE = "The attachment must be a PDF, JPEG or PNG file";
export const ATTACHMENT_TOO_LARGE_MESSAGE = "The attachment must be at most 5 MB";

export const GRIEVANCE_SENT_MESSAGE =
  "Your complaint has been received. Keep the reference and the status key: you need both to follow it.";
export const GRIEVANCE_NOT_FOUND_MESSAGE =
  "No complaint matches that reference and status key. Check both and try again.";

/** GRV-2026-000123 */
export const GRIEVANCE_REFERENCE = /^GRV-\d{4}-\d{6}$/;

const categoryField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.enum(GRIEVANCE_CATEGORY_SLUGS, { error: "Choose a category" }),
);

/** A form's blank optional field is an absent one. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const occurredOnField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "Enter the date as YYYY-MM-DD" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Enter the date as YYYY-MM-DD" })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: "Enter a real date" })
    .refine((value) => value <= collegeDate(), { error: "The date cannot be in the future" })
    .optional(),
);

const optionalEmail = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(254, { error: "Email must be at most 254 characters" })
    .pipe(z.email({ error: "Enter a valid email address" }))
    .optional(),
);

const optionalPhone = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(20, { error: "Phone must be at most 20 characters" })
    .refine((value) => /^\+?[\d\s\-()]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value), {
      error: "Enter a valid phone number",
    })
    .optional(),
);

/** The complaint form's fields (the attachment travels beside them as the multipart file `attachment`). */
export const grievanceInput = z.object({
  category: categoryField,
  description: requiredText("Description", 5000, { multiline: true }),
  occurredOn: occurredOnField,
  place: optionalText("Place", 200),
  name: optionalText("Name", 120),
  email: optionalEmail,
  phone: optionalPhone,
  /** The site's language the complaint was filed from (the page's, not a field the complainant fills). */
  language: formLanguageField,
  /** Honeypot: people leave it empty; bots fill it. */
  website: z.string().max(200).optional(),
});
export type GrievanceInput = z.input<typeof grievanceInput>;
export const GRIEVANCE_FIELDS = [
  "category",
  "description",
  "occurredOn",
  "place",
  "name",
  "email",
  "phone",
] as const;

export const grievanceReceipt = z.object({
  reference: z.string(),
  /** Shown once; only its hash is kept. */
  statusKey: z.string(),
});
export type GrievanceReceipt = z.infer<typeof grievanceReceipt>;

const referenceField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
  z.string({ error: "Reference is required" }).min(1, { error: "Reference is required" }).max(40, {
    error: "Enter the reference as GRV-2026-000123",
  }),
);

export const grievanceStatusInput = z.object({
  reference: referenceField,
  statusKey: z
    .string({ error: "Status key is required" })
    .trim()
    .min(1, { error: "Status key is required" })
    .max(100, { error: "Status key must be at most 100 characters" }),
});

export const grievanceStepSchema = z.object({ status: z.enum(GRIEVANCE_STATUS_SLUGS), at: z.string() });

/** What the complainant sees: no description, no names. */
export const grievancePublicStatus = z.object({
  reference: z.string(),
  status: z.enum(GRIEVANCE_STATUS_SLUGS),
  steps: z.array(grievanceStepSchema),
  messageToComplainant: z.string().nullable(),
});
export type GrievancePublicStatus = z.infer<typeof grievancePublicStatus>;

export const grievanceSummarySchema = z.object({
  reference: z.string(),
  category: z.enum(GRIEVANCE_CATEGORY_SLUGS),
  status: z.enum(GRIEVANCE_STATUS_SLUGS),
  receivedAt: z.string(),
  dueOn: z.string(),
  overdue: z.boolean(),
  hasAttachment: z.boolean(),
});
export type GrievanceSummary = z.infer<typeof grievanceSummarySchema>;

export const grievanceTimelineEntry = z.object({
  _id: z.string(),
  kind: z.enum(["status", "note"]),
  status: z.enum(GRIEVANCE_STATUS_SLUGS).nullable(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type GrievanceTimelineEntry = z.infer<typeof grievanceTimelineEntry>;

export const grievanceSchema = grievanceSummarySchema.extend({
  description: z.string(),
  occurredOn: z.string().nullable(),
  place: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The site's language the complaint was filed in (issue 24): the committee may answer in it. */
  language: z.enum(LANGUAGES),
  attachment: z.object({ contentType: z.string(), size: z.number().int() }).nullable(),
  outcome: z.string().nullable(),
  messageToComplainant: z.string().nullable(),
  timeline: z.array(grievanceTimelineEntry),
});
export type Grievance = z.infer<typeof grievanceSchema>;

export const grievanceUpdateInput = z
  .object({
    status: z.enum(GRIEVANCE_STATUS_SLUGS, {
      error: "status must be received, acknowledged, under-inquiry, resolved or closed",
    }),
    outcome: optionalText("Outcome", 5000, { multiline: true }),
    messageToComplainant: optionalText("Message to the complainant", 2000, { multiline: true }),
  })
  .partial();

export const grievanceNoteInput = z.object({ note: requiredText("Note", 5000, { multiline: true }) });

export const grievanceListQuery = z.object({
  page: pageField,
  limit: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum([...GRIEVANCE_STATUS_SLUGS, "open"]).optional(),
  category: z.enum(GRIEVANCE_CATEGORY_SLUGS).optional(),
  overdue: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
  reference: plainText("reference", 40).optional(),
});

export const grievanceListResponse = z.object({
  success: z.literal(true),
  data: z.array(grievanceSummarySchema),
  counts: z.object({ open: z.number().int(), overdue: z.number().int() }),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  }),
});

export const grievanceYearSchema = z.object({
  year: z.number().int(),
  groups: z.array(
    z.object({
      group: z.enum(Object.keys(GRIEVANCE_GROUPS) as [GrievanceGroup, ...GrievanceGroup[]]),
      received: z.number().int(),
      resolved: z.number().int(),
    }),
  ),
});
export type GrievanceYear = z.infer<typeof grievanceYearSchema>;

export const grievanceStatsResponse = successBody(z.array(grievanceYearSchema));
