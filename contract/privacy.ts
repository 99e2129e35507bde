import { z } from "zod";
import { successBody } from "./common";

// ---- Retention (issue 25, item 6; ADR 020) ----

export const DEFAULT_RETENTION_MONTHS = 24;
export const MIN_RETENTION_MONTHS = 6;
export const MAX_RETENTION_MONTHS = 120;

/** PUT /api/privacy/settings: how long a closed enquiry or handled contact message keeps its personal data. */
export const privacySettingsInput = z.object({
  retentionMonths: z
    .number({ error: "Retention period must be a number of months" })
    .int({ error: "Retention period must be a whole number of months" })
    .min(MIN_RETENTION_MONTHS, { error: `Retention period must be at least ${MIN_RETENTION_MONTHS} months` })
    .max(MAX_RETENTION_MONTHS, { error: `Retention period must be at most ${MAX_RETENTION_MONTHS} months` }),
});
export type PrivacySettingsInput = z.input<typeof privacySettingsInput>;

export const privacySettingsSchema = z.object({
  retentionMonths: z.number().int(),
  updatedAt: z.string().nullable(),
  /** The last run of the retention job: when, and how many records it anonymised. */
  lastRun: z
    .object({
      at: z.string(),
      enquiries: z.number().int(),
      messages: z.number().int(),
      appointments: z.number().int(),
    })
    .nullable(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export const privacySettingsResponse = successBody(privacySettingsSchema);

/** What an erased enquiry or message shows in place of the person's name. */
export const ANONYMISED_NAME = "Anonymised";

/** "2 years", "18 months", "1 year". */
export function retentionLabel(months: number): string {
  if (months % 12 === 0) return months === 12 ? "1 year" : `${months / 12} years`;
  return `${months} months`;
}

// ---- Withdrawal (the link in the acknowledgement e-mail) ----

/** 32 random bytes, base64url: what the acknowledgement's withdrawal link carries. */
export const withdrawalTokenField = z
  .string({ error: "The withdrawal link is incomplete" })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: "The withdrawal link is incomplete or damaged" });

export const withdrawalInput = z.object({ token: withdrawalTokenField });
export type WithdrawalInput = z.input<typeof withdrawalInput>;

export const WITHDRAWN_MESSAGE =
  "Your consent is withdrawn: the admissions office no longer holds your name, contact details or message.";
export const WITHDRAWAL_LINK_INVALID = "This withdrawal link is not valid or has already been used.";

export const withdrawalResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The enquiry's reference (ENQ-000123), which stays for the office's counts. */
  data: z.object({ reference: z.string() }),
});

// ---- The short notice each public form shows ----

export const PRIVACY_FORMS = ["contact", "enquiry", "careers", "appointment", "complaint"] as const;
export type PrivacyForm = (typeof PRIVACY_FORMS)[number];

export interface FormNotice {
  collects: string;
  purpose: string;
  /** How long it is kept, for a retention period of `months`. */
  kept: (months: number) => string;
  /** How to withdraw or ask for erasure. */
  withdraw: string;
}

/** How long a form's record is kept, `{period}` standing for the retention period (the forms' notices fill it in). */
export const keptWhileOpen = (what: string) =>
  `Kept while ${what} is open and for {period} after it is closed; then your name, contact details and message are erased and only an anonymous count remains.`;

const closedFor = (what: string) => (months: number) =>
  keptWhileOpen(what).replace("{period}", retentionLabel(months));

/** How long an OPD appointment request is kept, `{period}` standing for the retention period. */
export const KEPT_AFTER_APPOINTMENT =
  "Kept until the day of your appointment and for {period} after it; then your name, phone, e-mail and note are erased and only an anonymous count remains.";

/** What each public form collects, why, and for how long: the forms' notices and the /privacy page's table. */
export const FORM_NOTICES: Record<PrivacyForm, FormNotice & { form: string }> = {
  contact: {
    form: "Contact message (/contact)",
    collects: "Your name, e-mail, phone and message.",
    purpose: "To answer your message; nothing else, and never for marketing.",
    kept: closedFor("your message"),
    withdraw:
      "Write to the privacy contact below to have it erased sooner; we confirm by e-mail to the address you gave.",
  },
  enquiry: {
    form: "Admission enquiry (/admission/admission-enquiry)",
    collects:
      "Your name, e-mail, phone, course, NEET score and message, and which site or campaign sent you.",
    purpose: "For the admissions office to answer and advise you about admission.",
    kept: closedFor("your enquiry"),
    withdraw:
      "One click: the link in the acknowledgement e-mail withdraws your consent and erases your details at once.",
  },
  careers: {
    form: "Contact HR (/career)",
    collects: "Your name, e-mail, phone, the position and your message.",
    purpose: "For the HR office to answer you about jobs at the college.",
    kept: closedFor("your message"),
    withdraw:
      "Write to the privacy contact below to have it erased sooner; we confirm by e-mail to the address you gave.",
  },
  appointment: {
    form: "OPD appointment (/hospitals/appointment)",
    collects:
      "Your name and phone, the department, doctor and day you ask for, and, only if you give them, your e-mail and a note.",
    purpose:
      "For the hospital desk to call you back and book your OPD visit (and e-mail the confirmation if you gave an address); nothing else.",
    kept: (months) => KEPT_AFTER_APPOINTMENT.replace("{period}", retentionLabel(months)),
    withdraw: "Call the hospital desk or write to the privacy contact below to have it erased sooner.",
  },
  complaint: {
    form: "Complaint (/safety/complaint)",
    collects:
      "What happened, and, only if you give them, your name, contact details and an attachment. You may stay anonymous.",
    purpose:
      "For the committee responsible (anti-ragging, Internal Committee, grievance redressal) to inquire and act. Only that committee reads it; not even the college's administrator does.",
    kept: () =>
      "Kept with the committee's record of the case, which the college must keep under the regulations that govern it; not erased by the automatic retention period.",
    withdraw:
      "Ask the committee through its contact or the privacy contact below; an inquiry already under way may need the record until it ends.",
  },
};
