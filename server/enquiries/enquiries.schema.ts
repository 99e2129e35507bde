import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { EnquiryCampaign } from "../../contract/enquiry";
import { timestamps } from "../db/columns";
import { users } from "../users/users.schema";

export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Null for a phone or walk-in enquiry without an address. */
    email: text("email"),
    phone: text("phone").notNull(),
    course: text("course").notNull(),
    // Kept exactly as sent; the numeric reading (null when not a number) drives sorting.
    neetScore: text("neet_score").notNull(),
    neetScoreValue: numeric("neet_score_value", { mode: "number" }),
    message: text("message").notNull().default(""),
    // Admissions pipeline (issue 14, ADR 014).
    /** Shown as ENQ-000123 in e-mails and on the phone. */
    referenceNo: serial("reference_no").notNull(),
    status: text("status").notNull().default("new"),
    closeReason: text("close_reason"),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    nextFollowUpAt: timestamp("next_follow_up_at", { withTimezone: true }),
    /** When the status first left `new` (median time to first contact). */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    /** The family's first open enquiry with the same phone or e-mail. */
    duplicateOf: uuid("duplicate_of").references((): AnyPgColumn => enquiries.id, { onDelete: "set null" }),
    /** The phone's last ten digits: "+91 98355-50101" and "09835550101" match. */
    phoneKey: text("phone_key").generatedAlwaysAs(
      (): SQL => sql`right(regexp_replace(${enquiries.phone}, '[^0-9]', '', 'g'), 10)`,
    ),
    // Where it came from (issue 25): the channel, the landing address's UTM campaign, the referring site.
    source: text("source").notNull().default("web"),
    campaign: jsonb("campaign").$type<EnquiryCampaign>(),
    referrer: text("referrer"),
    /** The site's language the family wrote in (issue 24): their acknowledgement is in it. */
    language: text("language").notNull().default("en"),
    /** When the family asked for counselling-round updates by e-mail; null: not asked, or withdrawn (issue 25). */
    updatesConsentAt: timestamp("updates_consent_at", { withTimezone: true }),
    // Consent and retention (issue 25, ADR 020): the acknowledgement's withdrawal link (its SHA-256; used
    // once), and when the personal fields were erased (withdrawn, or past the retention period).
    withdrawalTokenHash: text("withdrawal_token_hash"),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("enquiries_source_idx").on(table.source, table.createdAt),
    index("enquiries_created_at_idx").on(table.createdAt.desc()),
    index("enquiries_neet_idx").on(table.neetScoreValue),
    index("enquiries_status_idx").on(table.status, table.createdAt.desc()),
    index("enquiries_assignee_due_idx").on(table.assigneeId, table.nextFollowUpAt),
    index("enquiries_due_idx").on(table.nextFollowUpAt),
    index("enquiries_email_key_idx").on(sql`lower(${table.email})`),
    index("enquiries_phone_key_idx").on(table.phoneKey),
    index("enquiries_duplicate_of_idx").on(table.duplicateOf),
    index("enquiries_updates_consent_idx")
      .on(table.course)
      .where(sql`${table.updatesConsentAt} is not null`),
    uniqueIndex("enquiries_withdrawal_token_idx")
      .on(table.withdrawalTokenHash)
      .where(sql`${table.withdrawalTokenHash} is not null`),
  ],
);

/** Staff notes on an enquiry: correctable by their author for ten minutes, then only added to. */
export const enquiryNotes = pgTable(
  "enquiry_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    ...timestamps,
  },
  (table) => [index("enquiry_notes_enquiry_idx").on(table.enquiryId, table.createdAt)],
);

/** The enquiry's history: received, assigned, status and follow-up changes, duplicates, merges. */
export const enquiryEvents = pgTable(
  "enquiry_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    // The clock, not the transaction's start: events of one change keep their order.
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index("enquiry_events_enquiry_idx").on(table.enquiryId, table.createdAt)],
);

/** Calls to and from the family: who, which way, how it went, and the next call agreed. */
export const enquiryCalls = pgTable(
  "enquiry_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    direction: text("direction").notNull(),
    outcome: text("outcome").notNull(),
    note: text("note").notNull().default(""),
    nextFollowUpAt: timestamp("next_follow_up_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index("enquiry_calls_enquiry_idx").on(table.enquiryId, table.createdAt)],
);

/** One row (id 1): the admissions office's pipeline settings. */
export const enquirySettings = pgTable("enquiry_settings", {
  id: integer("id").primaryKey().default(1),
  autoAssign: boolean("auto_assign").notNull().default(true),
  /** The round-robin's last pick: the next new enquiry goes to the admissions user after this one. */
  lastAssigneeId: uuid("last_assignee_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryNoteRow = typeof enquiryNotes.$inferSelect;
export type EnquiryEventRow = typeof enquiryEvents.$inferSelect;
export type EnquiryCallRow = typeof enquiryCalls.$inferSelect;
