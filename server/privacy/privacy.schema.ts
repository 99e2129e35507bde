import { integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { DEFAULT_RETENTION_MONTHS } from "../../contract/privacy";

/** One row (id 1): the admin's retention period, and what the retention job did last (ADR 020). */
export const privacySettings = pgTable("privacy_settings", {
  id: integer("id").primaryKey().default(1),
  retentionMonths: integer("retention_months").notNull().default(DEFAULT_RETENTION_MONTHS),
  updatedAt: timestamp("updated_at", { withTimezone: true }),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  lastRunEnquiries: integer("last_run_enquiries"),
  lastRunMessages: integer("last_run_messages"),
  lastRunAppointments: integer("last_run_appointments"),
});

export type PrivacySettingsRow = typeof privacySettings.$inferSelect;
