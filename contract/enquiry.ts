import { z } from "zod";
import {
  emailField,
  limitField,
  optionalText,
  pageField,
  phoneField,
  plainText,
  requiredText,
  searchField,
  sortOrderField,
  successBody,
} from "./common";
import { whatsappMessageSchema } from "./message-templates";
import { booleanField } from "./content";
import { LANGUAGES } from "./language";
import { formLanguageField } from "./public-form";
import { COURSES, ENQUIRY_SOURCES, ENQUIRY_STATUSES } from "./enquiry-values";

export * from "./enquiry-values";

/** An enquiry's own fields, declared once; the form's input and the staff's partial update derive from them. */
const enquiryFields = {
  name: requiredText("Name", 120),
  email: emailField,
  phone: phoneField,
  course: z.enum(COURSES, { error: "Course must be MD, MS or MBBS" }),
  // Free text as the form sends it; the server also reads it as a number for sorting.
  neetScore: requiredText("NEET score", 20),
  message: plainText("Message", 2000, { multiline: true }).optional(),
};

/**
 * "Send me counselling-round updates by e-mail": unticked unless the family ticks it (a form's "on", JSON
 * true); stored with the time it was given, withdrawn by the link in every update (issue 25).
 */
const updatesConsentField = booleanField.default(false);
export const UPDATES_CONSENT_LABEL = "Send me counselling-round updates by e-mail";

export const enquiryInput = z.object({
  ...enquiryFields,
  message: enquiryFields.message.default(""),
  updatesConsent: updatesConsentField,
  language: formLanguageField,
  /** Honeypot: people leave it empty; bots fill it. */
  website: z.string().max(200).optional(),
});
export type EnquiryInput = z.input<typeof enquiryInput>;

// ---- Where enquiries come from, and the ones staff enter (issue 25) ----

const sourceField = z.enum(ENQUIRY_SOURCES, {
  error: `Source must be one of: ${ENQUIRY_SOURCES.join(", ")}`,
});

/** The landing address's utm_source, utm_medium and utm_campaign (each null when absent). */
export const enquiryCampaignSchema = z.object({
  source: z.string().nullable(),
  medium: z.string().nullable(),
  name: z.string().nullable(),
});
export type EnquiryCampaign = z.infer<typeof enquiryCampaignSchema>;

/** An address staff may leave out (a father at the counter has none): blank is null. */
const optionalEmail = z.preprocess(
  (value) => (value == null || (typeof value === "string" && value.trim() === "") ? null : value),
  emailField.nullable(),
);

/**
 * POST /api/enquiry/staff-entry: an enquiry taken by phone, at the counter or elsewhere. A father at
 * the counter may have neither an e-mail address nor a NEET score; the acknowledgement goes only
 * when an address is given and the staff member asks for it.
 */
export const staffEnquiryInput = z
  .object({
    name: enquiryFields.name,
    phone: enquiryFields.phone,
    email: optionalEmail.transform((value) => value ?? undefined),
    course: enquiryFields.course,
    neetScore: optionalText("NEET score", 20),
    message: enquiryFields.message.default(""),
    source: sourceField,
    sendAcknowledgement: z.boolean({ error: "sendAcknowledgement must be true or false" }).default(false),
    /** The family asked at the counter or on the phone to be told of counselling rounds. */
    updatesConsent: updatesConsentField,
  })
  .superRefine((value, context) => {
    if (value.sendAcknowledgement && !value.email) {
      context.addIssue({
        code: "custom",
        path: ["email"],
        message: "Enter the e-mail address the acknowledgement goes to, or untick “send acknowledgement”",
      });
    }
    if (value.updatesConsent && !value.email) {
      context.addIssue({
        code: "custom",
        path: ["email"],
        message: "Enter the e-mail address the counselling updates go to, or untick “counselling updates”",
      });
    }
  });
export type StaffEnquiryInput = z.input<typeof staffEnquiryInput>;

export const ENQUIRY_SENT_MESSAGE = "Enquiry submitted successfully";

// No defaults here: a field left out keeps its value (zod applies defaults inside .partial()). Staff may
// clear the e-mail address and the NEET score: a phone or walk-in enquiry may have neither.
export const enquiryUpdateInput = z
  .object({ ...enquiryFields, email: optionalEmail, neetScore: plainText("NEET score", 20) })
  .partial();

export const ENQUIRY_SORT_COLUMNS = ["createdAt", "name", "neetScore", "course"] as const;

export const enquiryListQuery = z.object({
  page: pageField,
  limit: limitField(10, 100),
  search: searchField(),
  sortBy: z
    .enum(ENQUIRY_SORT_COLUMNS, { error: "sortBy must be createdAt, name, neetScore or course" })
    .default("createdAt"),
  sortOrder: sortOrderField,
});
export type EnquiryListQuery = z.input<typeof enquiryListQuery>;

export const enquirySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  course: z.string(),
  neetScore: z.string(),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  limit: z.number().int(),
  totalEnquiries: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});

export const enquiryListResponse = z.object({
  success: z.literal(true),
  data: z.array(enquirySchema),
  pagination: enquiryPaginationSchema,
});
export type EnquiryListResponse = z.infer<typeof enquiryListResponse>;

export const enquiryResponse = successBody(enquirySchema);

export const enquiryStatsSchema = z.object({
  total: z.number().int(),
  /** Eight weeks, oldest first; weekStart is the Monday (YYYY-MM-DD, UTC). */
  weekly: z.array(
    z.object({
      weekStart: z.string(),
      MD: z.number().int(),
      MS: z.number().int(),
      MBBS: z.number().int(),
      other: z.number().int(),
    }),
  ),
});
export type EnquiryStats = z.infer<typeof enquiryStatsSchema>;

// ---- Admissions pipeline (issue 14) ----

/** Statuses an enquiry is still being worked in (duplicates link only to these). */
export const OPEN_ENQUIRY_STATUSES = ["new", "contacted", "follow-up", "applied"] as const;

export const CLOSE_REASONS = [
  "not-eligible",
  "chose-another-college",
  "not-reachable",
  "duplicate",
  "other",
  // The applicant used the acknowledgement's withdrawal link (ADR 020), or told the office.
  "consent-withdrawn",
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  "not-eligible": "Not eligible",
  "chose-another-college": "Chose another college",
  "not-reachable": "Not reachable",
  duplicate: "Duplicate",
  other: "Other",
  "consent-withdrawn": "Consent withdrawn",
};

/** Notes can be corrected or removed by their author for this long, then only added to. */
export const NOTE_EDIT_WINDOW_MINUTES = 10;

const isoDateTime = z.iso.datetime({ offset: true, error: "Enter a date and time (ISO 8601)" });

/** A follow-up a minute or two old still counts as now (the clock of the screen that set it). */
export const FOLLOW_UP_GRACE_MS = 5 * 60_000;
export const futureFollowUp = isoDateTime.refine(
  (value) => new Date(value).getTime() >= Date.now() - FOLLOW_UP_GRACE_MS,
  { error: "The follow-up date must not be in the past" },
);

/** A staff note: several lines are fine (the note box is a text area). */
const noteText = requiredText("Note", 2000, { multiline: true });

/** PATCH /api/enquiry/{id}: the pipeline fields (null clears an assignee, reason or follow-up date). */
export const enquiryPatchInput = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { error: `Status must be one of: ${ENQUIRY_STATUSES.join(", ")}` }),
    closeReason: z
      .enum(CLOSE_REASONS, { error: `Close reason must be one of: ${CLOSE_REASONS.join(", ")}` })
      .nullable(),
    assigneeId: z.uuid({ error: "Assignee must be a staff user id" }).nullable(),
    nextFollowUpAt: futureFollowUp.nullable(),
    /** A note typed with the change: saved with it, in the same transaction. */
    note: noteText,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: "Nothing to change" });
export type EnquiryPatchInput = z.input<typeof enquiryPatchInput>;

export const enquiryNoteInput = z.object({ text: noteText });
export type EnquiryNoteInput = z.input<typeof enquiryNoteInput>;

export const enquiryMergeInput = z.object({ intoId: z.uuid({ error: "intoId must be an enquiry id" }) });

export const ENQUIRY_DUE_FILTERS = ["today", "overdue"] as const;
const dateOnly = z.iso.date({ error: "Use a date such as 2026-07-01" });
const scoreBound = (label: string) =>
  z.coerce.number({ error: `${label} must be a number` }).min(0, { error: `${label} must be 0 or more` });

/** GET /api/enquiry and its export: the list filters (each optional; all of them combine). */
export const enquiryFilterQuery = z.object({
  status: z
    .enum(ENQUIRY_STATUSES, { error: `status must be one of: ${ENQUIRY_STATUSES.join(", ")}` })
    .optional(),
  /** `me`, `none` (unassigned) or a user id. */
  assignee: z
    .union([z.enum(["me", "none"]), z.uuid()], { error: "assignee must be me, none or a user id" })
    .optional(),
  course: z.enum(COURSES, { error: "course must be MD, MS or MBBS" }).optional(),
  minScore: scoreBound("minScore").optional(),
  maxScore: scoreBound("maxScore").optional(),
  /** Received on or after this day (UTC). */
  from: dateOnly.optional(),
  /** Received on or before this day (UTC). */
  to: dateOnly.optional(),
  /** `today`: follow-up due today or overdue; `overdue`: due before today. */
  due: z.enum(ENQUIRY_DUE_FILTERS, { error: "due must be today or overdue" }).optional(),
  source: z
    .enum(ENQUIRY_SOURCES, { error: `source must be one of: ${ENQUIRY_SOURCES.join(", ")}` })
    .optional(),
  /** `true`: open enquiries called at least three times without once getting through. */
  notReached: z
    .enum(["true", "false"], { error: "notReached must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

export const enquiryPipelineListQuery = enquiryListQuery.extend(enquiryFilterQuery.shape);
export type EnquiryPipelineListQuery = z.input<typeof enquiryPipelineListQuery>;

const personRef = z.object({ id: z.string(), name: z.string() });

export const enquiryPipelineSchema = enquirySchema.extend({
  /** ENQ-000123: quoted in e-mails and on the phone. */
  reference: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  assignee: personRef.nullable(),
  nextFollowUpAt: z.string().nullable(),
  firstContactedAt: z.string().nullable(),
  duplicateOf: z.string().nullable(),
  source: z.enum(ENQUIRY_SOURCES),
  campaign: enquiryCampaignSchema.nullable(),
  /** The referring site's address (another site than the college's), when the visit came from one. */
  referrer: z.string().nullable(),
  /** The family asked for counselling-round updates by e-mail and has not withdrawn. */
  updatesConsent: z.boolean(),
  /** When they asked (null: never asked, or withdrew). */
  updatesConsentAt: z.string().nullable(),
  /** The site's language the enquiry was sent from (issue 24). */
  language: z.enum(LANGUAGES),
});
export type PipelineEnquiry = z.infer<typeof enquiryPipelineSchema>;

export const OUTBOX_STATES = ["queued", "sending", "sent", "failed"] as const;

export const emailStateSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string().nullable(),
  status: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EmailState = z.infer<typeof emailStateSchema>;

export const noteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The signed-in user may still edit or delete it. */
  editable: z.boolean(),
});
export type EnquiryNote = z.infer<typeof noteSchema>;

// ---- Call log (issue 25) ----

export const CALL_DIRECTIONS = ["outgoing", "incoming"] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];
export const CALL_OUTCOMES = [
  "connected",
  "no-answer",
  "busy",
  "wrong-number",
  "call-back-requested",
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: "Connected",
  "no-answer": "No answer",
  busy: "Busy",
  "wrong-number": "Wrong number",
  "call-back-requested": "Call back requested",
};

export const enquiryCallInput = z.object({
  direction: z.enum(CALL_DIRECTIONS, { error: `Direction must be one of: ${CALL_DIRECTIONS.join(", ")}` }),
  outcome: z.enum(CALL_OUTCOMES, { error: `Outcome must be one of: ${CALL_OUTCOMES.join(", ")}` }),
  note: plainText("Note", 2000, { multiline: true }).default(""),
  /** Sets the enquiry's next follow-up. */
  nextFollowUpAt: futureFollowUp.optional(),
});
export type EnquiryCallInput = z.input<typeof enquiryCallInput>;

export const enquiryCallSchema = z.object({
  id: z.string(),
  direction: z.enum(CALL_DIRECTIONS),
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string(),
  nextFollowUpAt: z.string().nullable(),
  at: z.string(),
  actor: personRef.nullable(),
});
export type EnquiryCall = z.infer<typeof enquiryCallSchema>;

export const TIMELINE_KINDS = [
  "received",
  "assigned",
  "status",
  "follow-up",
  "note",
  "email",
  "duplicate",
  "unlinked",
  "merged",
  "call",
  "whatsapp",
  /** Counselling-round updates asked for or withdrawn. */
  "updates",
  // Consent and retention (ADR 020): the personal fields were erased.
  "withdrawn",
  "anonymised",
] as const;

export const timelineEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  actor: personRef.nullable(),
  /** One line a screen can show ("Status: New → Contacted"). */
  summary: z.string(),
  note: noteSchema.optional(),
  email: emailStateSchema.optional(),
  call: enquiryCallSchema.optional(),
  /** A message template sent on WhatsApp from the staff member's own phone (ADR 021). */
  whatsapp: whatsappMessageSchema.omit({ url: true }).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const enquiryDetailSchema = enquiryPipelineSchema.extend({
  timeline: z.array(timelineEntrySchema),
  /** The other enquiries of the same family (same phone or e-mail), linked through duplicateOf. */
  duplicates: z.array(enquiryPipelineSchema),
  notes: z.array(noteSchema),
  emailConfigured: z.boolean(),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

export const funnelSchema = z.object({
  /** The season starts on 1 January (UTC) of the current year. */
  seasonStart: z.string(),
  counts: z.record(z.enum(ENQUIRY_STATUSES), z.number().int()),
  /** Median minutes from receipt to first contact, of enquiries first contacted in that week (Monday, UTC). */
  firstContact: z.object({
    thisWeekMinutes: z.number().nullable(),
    lastWeekMinutes: z.number().nullable(),
  }),
  due: z.object({
    mine: z.object({ today: z.number().int(), overdue: z.number().int() }),
    /** Admins only (null for others). */
    everyone: z.object({ today: z.number().int(), overdue: z.number().int() }).nullable(),
  }),
  byCourse: z.array(z.object({ course: z.string(), count: z.number().int() })),
});
export type EnquiryFunnel = z.infer<typeof funnelSchema>;

export const enquirySettingsSchema = z.object({ autoAssign: z.boolean() });
export const enquirySettingsInput = z.object({
  autoAssign: z.boolean({ error: "autoAssign must be true or false" }),
});

export const assignableUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});

/** GET /api/enquiry/sources: received from/to (office days, India time); both optional. */
export const enquirySourcesQuery = z.object({ from: dateOnly.optional(), to: dateOnly.optional() });

const sourceFigures = {
  enquiries: z.number().int(),
  /** Reached: the status has left `new`. */
  contacted: z.number().int(),
  /** Status `admitted`. */
  admitted: z.number().int(),
};
export const enquirySourcesSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  bySource: z.array(z.object({ source: z.enum(ENQUIRY_SOURCES), ...sourceFigures })),
  byCampaign: z.array(z.object({ campaign: enquiryCampaignSchema, ...sourceFigures })),
});
export type EnquirySources = z.infer<typeof enquirySourcesSchema>;
