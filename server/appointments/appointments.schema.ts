import { date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AppointmentStatus } from "../../contract/appointments";
import { timestamps } from "../db/columns";
import { faculty } from "../faculty/faculty.schema";

/** Patients' requests for an OPD appointment, worked by the hospital desk (issue 23, ADR 024). */
export const appointmentRequests = pgTable(
  "appointment_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** APT-2026-000123: the year of receipt (India) and its running number. */
    reference: text("reference").notNull().unique(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    /** The phone number's digits without +91 or a leading 0, for search and the per-number limit. */
    phoneDigits: text("phone_digits").notNull(),
    email: text("email"),
    department: text("department").notNull(),
    doctorId: uuid("doctor_id").references(() => faculty.id, { onDelete: "set null" }),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    note: text("note"),
    /** The site's language the patient asked in (issue 24): their confirmation e-mail is written in it. */
    language: text("language").notNull().default("en"),
    status: text("status").$type<AppointmentStatus>().notNull().default("new"),
    outcome: text("outcome"),
    confirmedDate: date("confirmed_date", { mode: "string" }),
    confirmedTime: text("confirmed_time"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmationEmailed: timestamp("confirmation_emailed_at", { withTimezone: true }),
    /** When the retention job erased the patient's details (ADR 020); the request stays as a count. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("appointment_requests_status_created_idx").on(table.status, table.createdAt.desc()),
    index("appointment_requests_day_idx").on(table.preferredDate),
    index("appointment_requests_phone_idx").on(table.phoneDigits),
  ],
);

/** The year's running number of references: one row per year, bumped atomically. */
export const appointmentCounters = pgTable("appointment_request_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export type AppointmentRequestRow = typeof appointmentRequests.$inferSelect;
