import { collegeDate } from "./college-time";
import { z } from "zod";
import {
  controlCharactersMessage,
  hasControlCharacters,
  limitField,
  optionalText,
  pageField,
  requiredText,
  searchField,
  successBody,
} from "./common";
import { contentPaginationSchema, contentStatusField, CONTENT_STATUSES, dateField } from "./content";

/**
 * Counselling rounds (issue 25, item 5): the college admits MBBS and MD/MS students only through the
 * counselling of the state board (UGMAC Bihar) and the MCC; the admissions office keeps each round's dates
 * and official link so the admission pages can show them and families who asked can be told.
 */
export const COUNSELLING_COURSES = ["MBBS", "MD/MS"] as const;
export type CounsellingCourse = (typeof COUNSELLING_COURSES)[number];

/** The enquiry courses a round's update goes to. */
export const ENQUIRY_COURSES_OF: Record<CounsellingCourse, readonly string[]> = {
  MBBS: ["MBBS"],
  "MD/MS": ["MD", "MS"],
};

/** The authorities the form suggests (free text: another state's board may be added). */
export const COUNSELLING_AUTHORITIES = ["UGMAC Bihar", "PGMAC Bihar", "MCC"] as const;

/** An official address: https only (a counselling portal never runs on plain http). */
const httpsLink = z
  .string({ error: "Link is required" })
  .trim()
  .min(1, { error: "Link is required" })
  .max(500, { error: "Link must be at most 500 characters" })
  .refine((value) => !hasControlCharacters(value), { error: controlCharactersMessage("Link") })
  .refine((value) => /^https:\/\/[^\s/?#]+\.[^\s/?#]+[^\s]*$/i.test(value) && URL.canParse(value), {
    error: "Link must be an https:// address",
  });

const roundFields = {
  authority: requiredText("Authority", 100),
  course: z.enum(COUNSELLING_COURSES, { error: "Course must be MBBS or MD/MS" }),
  round: requiredText("Round", 60),
  registrationFrom: dateField("Registration from"),
  registrationTo: dateField("Registration to"),
  reportingBy: dateField("Reporting by"),
  link: httpsLink,
  notes: optionalText("Notes", 1000, { multiline: true }),
  status: contentStatusField,
};

/** Registration opens, closes, then students report: each date on or after the one before. */
const inOrder = <T extends { registrationFrom: string; registrationTo: string; reportingBy: string }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.registrationTo < value.registrationFrom) {
    context.addIssue({
      code: "custom",
      path: ["registrationTo"],
      message: "Registration must close on or after the day it opens",
    });
  }
  if (value.reportingBy < value.registrationTo) {
    context.addIssue({
      code: "custom",
      path: ["reportingBy"],
      message: "Reporting by must be on or after the day registration closes",
    });
  }
};

/** POST /api/counselling-rounds: a new round is a draft unless sent as published. */
export const counsellingRoundInput = z
  .object({ ...roundFields, status: contentStatusField.default("draft") })
  .superRefine(inOrder);
export type CounsellingRoundInput = z.input<typeof counsellingRoundInput>;
export type CounsellingRoundValues = z.output<typeof counsellingRoundInput>;

/** PATCH /api/counselling-rounds/{id}: the fields sent replace the stored ones; the result is checked whole. */
export const counsellingRoundPatchInput = z.object(roundFields).partial();

/** Where a round stands today (India time), judged when read. */
export const ROUND_PHASES = ["upcoming", "open", "reporting", "past"] as const;
export type RoundPhase = (typeof ROUND_PHASES)[number];

export function roundPhase(
  round: { registrationFrom: string; registrationTo: string; reportingBy: string },
  now: Date = new Date(),
): RoundPhase {
  const today = collegeDate(now);
  if (today < round.registrationFrom) return "upcoming";
  if (today <= round.registrationTo) return "open";
  if (today <= round.reportingBy) return "reporting";
  return "past";
}

export const counsellingRoundSchema = z.object({
  _id: z.string(),
  authority: z.string(),
  course: z.enum(COUNSELLING_COURSES),
  round: z.string(),
  registrationFrom: z.string(),
  registrationTo: z.string(),
  reportingBy: z.string(),
  link: z.string(),
  notes: z.string(),
  status: z.enum(CONTENT_STATUSES),
  phase: z.enum(ROUND_PHASES),
  /** Families told about this round (consenting enquirers of its course, each once). */
  notifiedCount: z.number().int(),
  /** When families were last told (null: never). */
  notifiedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CounsellingRound = z.infer<typeof counsellingRoundSchema>;

export const counsellingRoundListQuery = z.object({
  page: pageField,
  limit: limitField(20, 100),
  /** Authority or round contains. */
  search: searchField(),
  course: z.enum(COUNSELLING_COURSES, { error: "course must be MBBS or MD/MS" }).optional(),
  /** Staff only. */
  status: z.enum(CONTENT_STATUSES, { error: "status must be draft or published" }).optional(),
});
export type CounsellingRoundListQuery = z.input<typeof counsellingRoundListQuery>;

export const counsellingRoundListResponse = successBody(
  z.object({ rounds: z.array(counsellingRoundSchema), pagination: contentPaginationSchema }),
);
export type CounsellingRoundListResponse = z.infer<typeof counsellingRoundListResponse>;
export const counsellingRoundResponse = successBody(counsellingRoundSchema);

/** POST /api/counselling-rounds/{id}/notify: how many were told now, and the round with its total. */
export const counsellingNotifyResponse = successBody(
  z.object({ notified: z.number().int(), round: counsellingRoundSchema }),
);
export type CounsellingNotifyResult = z.infer<typeof counsellingNotifyResponse>["data"];

/**
 * Where families register when no round is listed yet: the state board (BCECEB) runs UGMAC and PGMAC
 * Bihar, the counselling that fills this college's seats.
 */
export const DEFAULT_AUTHORITY: Record<CounsellingCourse, { name: string; link: string }> = {
  MBBS: {
    name: "UGMAC Bihar (Bihar Combined Entrance Competitive Examination Board)",
    link: "https://bceceboard.bihar.gov.in/",
  },
  "MD/MS": {
    name: "PGMAC Bihar (Bihar Combined Entrance Competitive Examination Board)",
    link: "https://bceceboard.bihar.gov.in/",
  },
};

/** The unsubscribe address's token: 43 base64url characters (32 random bytes). */
export const unsubscribeToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: "This unsubscribe link is not valid" });

/** The public pages' fixed warning: the college never sells a "seat allotment". */
export const SEAT_ALLOTMENT_WARNING =
  "The college admits MBBS and MD/MS students only through the official counselling (UGMAC Bihar for state-quota seats, the MCC for all-India seats), management and NRI seats included. Nobody from the college will ever ask you for money for a “seat allotment”: seats are allotted only by the counselling authority, on its own website. If anyone offers you a seat for a payment, it is a fraud — do not pay, and tell the admissions office.";
