import { z } from "zod";
import {
  emailField,
  limitField,
  optionalText,
  pageField,
  phoneField,
  requiredText,
  searchField,
  successBody,
} from "./common";
import { contentPaginationSchema, dateField, optionalUuidField } from "./content";
import { LANGUAGES } from "./language";
import { formLanguageField } from "./public-form";
import type { DepartmentName } from "./departments";
import { OPD_DEPARTMENTS, opdDoctorSchema } from "./opd";

/**
 * Appointment requests with a call-back (issue 23, item 5): a patient asks for a day in a department's
 * OPD; the hospital desk calls back and confirms a date and time, or cancels. Walk-in registration at
 * the counter stays open: a request never replaces it. A patient's phone number is need-to-know (ADR 024).
 */

export const APPOINTMENT_STATUSES = {
  new: "New",
  called: "Called",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
} as const;
export type AppointmentStatus = keyof typeof APPOINTMENT_STATUSES;
export const APPOINTMENT_STATUS_SLUGS = Object.keys(APPOINTMENT_STATUSES) as [
  AppointmentStatus,
  ...AppointmentStatus[],
];

/**
 * Where a request may go next: the desk calls first (and may call again, recording each outcome), then
 * confirms a date and time or cancels; a confirmed appointment may still be cancelled.
 */
export const NEXT_APPOINTMENT_STATUSES: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  new: ["called", "cancelled"],
  called: ["called", "confirmed", "cancelled"],
  confirmed: ["cancelled"],
  cancelled: [],
};

/** How far ahead a patient may ask, in days from today (India date). */
export const APPOINTMENT_HORIZON_DAYS = 30;
/** Requests one phone number may send in 24 hours, from any connection. */
export const APPOINTMENT_REQUESTS_PER_PHONE_PER_DAY = 3;

/** APT-2026-000123 */
export const APPOINTMENT_REFERENCE = /^APT-\d{4}-\d{6}$/;

export const APPOINTMENT_SENT_MESSAGE =
  "Your request has been received. The hospital will call you back to confirm the day and time.";

const departmentField = z.enum(OPD_DEPARTMENTS as [DepartmentName, ...DepartmentName[]], {
  error: "department must be one of the hospital's departments that hold OPD",
});

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The public form's fields, in the order the page shows them. */
export const APPOINTMENT_FIELDS = [
  "name",
  "phone",
  "department",
  "doctorId",
  "preferredDate",
  "email",
  "note",
] as const;

/** POST /api/appointment-requests (the page's form posts the same fields). */
export const appointmentRequestInput = z.object({
  name: requiredText("Name", 120),
  phone: phoneField,
  department: departmentField,
  /** A doctor of that department who sits in its OPD. */
  doctorId: optionalUuidField("doctorId"),
  /** A day the department holds OPD, from today to 30 days ahead (checked against the timetable). */
  preferredDate: dateField("preferredDate"),
  email: z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    emailField.optional(),
  ),
  note: optionalText("Note", 500, { multiline: true }),
  /** The site's language the request was sent from: its confirmation e-mail is written in it. */
  language: formLanguageField,
  /** Honeypot: people leave it empty; bots fill it. */
  website: z.string().max(200).optional(),
});
export type AppointmentRequestInput = z.input<typeof appointmentRequestInput>;
export type AppointmentRequestValues = z.output<typeof appointmentRequestInput>;

/** What the patient is told: the reference, never anything they typed. */
export const appointmentReceiptSchema = z.object({
  reference: z.string(),
  department: z.string(),
  preferredDate: z.string(),
});
export type AppointmentReceipt = z.infer<typeof appointmentReceiptSchema>;

/** PATCH /api/appointment-requests/{id}: one step of the desk's workflow. */
export const appointmentUpdateInput = z
  .object({
    status: z.enum(APPOINTMENT_STATUS_SLUGS, {
      error: "status must be new, called, confirmed or cancelled",
    }),
    /** What the call came to (required when marking called; a reason when cancelling). */
    outcome: optionalText("Outcome", 500, { multiline: true }),
    confirmedDate: dateField("confirmedDate").optional(),
    confirmedTime: z
      .string()
      .trim()
      .regex(TIME_PATTERN, { error: "confirmedTime must be a time (HH:MM, 24-hour)" })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.status === "called" && !value.outcome)
      context.addIssue({ code: "custom", path: ["outcome"], message: "Outcome of the call is required" });
    if (value.status === "confirmed") {
      if (!value.confirmedDate)
        context.addIssue({ code: "custom", path: ["confirmedDate"], message: "confirmedDate is required" });
      if (!value.confirmedTime)
        context.addIssue({ code: "custom", path: ["confirmedTime"], message: "confirmedTime is required" });
    }
  });
export type AppointmentUpdateInput = z.input<typeof appointmentUpdateInput>;

export const appointmentRequestSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  department: z.string(),
  /** The doctor asked for, while still on that department's faculty. */
  doctor: opdDoctorSchema.nullable(),
  preferredDate: z.string(),
  note: z.string().nullable(),
  /** The site's language the patient asked in (issue 24). */
  language: z.enum(LANGUAGES),
  status: z.enum(APPOINTMENT_STATUS_SLUGS),
  outcome: z.string().nullable(),
  confirmedDate: z.string().nullable(),
  confirmedTime: z.string().nullable(),
  /** Whether the confirmation e-mail was queued (only when the patient gave an address). */
  confirmationEmailed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

export const appointmentListQuery = z.object({
  page: pageField,
  limit: limitField(20, 100),
  status: z
    .enum(APPOINTMENT_STATUS_SLUGS, { error: "status must be new, called, confirmed or cancelled" })
    .optional(),
  department: departmentField.optional(),
  /** The day asked for, or the confirmed day once confirmed. */
  date: dateField("date").optional(),
  /** Name, phone number or reference. */
  search: searchField(),
});
export type AppointmentListQuery = z.input<typeof appointmentListQuery>;

export const appointmentListResponse = successBody(
  z.object({ requests: z.array(appointmentRequestSchema), pagination: contentPaginationSchema }),
);
export const appointmentResponse = successBody(appointmentRequestSchema);

/** GET /api/appointment-requests/stats: the desk's daily counts (India dates). */
export const appointmentStatsSchema = z.object({
  today: z.string(),
  /** Waiting for a call, and called but not yet settled. */
  open: z.object({ new: z.number().int(), called: z.number().int() }),
  /** Confirmed appointments for today. */
  confirmedForToday: z.number().int(),
  /** The last seven days, newest first: requests received, and appointments confirmed that day. */
  days: z.array(z.object({ date: z.string(), received: z.number().int(), confirmed: z.number().int() })),
});
export type AppointmentStats = z.infer<typeof appointmentStatsSchema>;
export const appointmentStatsResponse = successBody(appointmentStatsSchema);

/** GET /api/appointment-requests/options: what the form offers (departments with OPD, their doctors, days). */
export const appointmentOptionsSchema = z.object({
  from: z.string(),
  to: z.string(),
  departments: z.array(
    z.object({
      department: z.string(),
      doctors: z.array(opdDoctorSchema),
      /** The days in the window the department holds OPD (season and holidays applied). */
      dates: z.array(z.string()),
    }),
  ),
});
export type AppointmentOptions = z.infer<typeof appointmentOptionsSchema>;
export const appointmentOptionsResponse = successBody(appointmentOptionsSchema);
