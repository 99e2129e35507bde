import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../db/columns";
import { enquiries } from "../enquiries/enquiries.schema";

/** A counselling round of UGMAC Bihar, the MCC or another authority, kept by the admissions office (issue 25). */
export const counsellingRounds = pgTable(
  "counselling_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authority: text("authority").notNull(),
    /** MBBS or MD/MS. */
    course: text("course").notNull(),
    round: text("round").notNull(),
    // Calendar days in India time.
    registrationFrom: date("registration_from", { mode: "string" }).notNull(),
    registrationTo: date("registration_to", { mode: "string" }).notNull(),
    reportingBy: date("reporting_by", { mode: "string" }).notNull(),
    link: text("link").notNull(),
    notes: text("notes").notNull().default(""),
    status: text("status").notNull().default("draft"),
    /** Families told about this round so far (one per address), and when last. */
    notifiedCount: integer("notified_count").notNull().default(0),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("counselling_rounds_public_idx").on(table.status, table.course, table.reportingBy)],
);

/**
 * One row per round × enquiry told about it, written in the transaction that queues the e-mail: the
 * primary key makes a second "notify" (another click, another instance) queue nothing for the same
 * enquiry. The unsubscribe link carries a random token; only its SHA-256 is kept here.
 */
export const counsellingNotifications = pgTable(
  "counselling_notifications",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => counsellingRounds.id, { onDelete: "cascade" }),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.roundId, table.enquiryId] }),
    index("counselling_notifications_enquiry_idx").on(table.enquiryId),
  ],
);

export type CounsellingRoundRow = typeof counsellingRounds.$inferSelect;
