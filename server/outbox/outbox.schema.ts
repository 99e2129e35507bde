import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const OUTBOX_STATES = ["queued", "sending", "sent", "failed"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * E-mail waiting to be sent (the outbox): written in the same transaction as the change that causes it,
 * claimed by a worker with FOR UPDATE SKIP LOCKED, so a crash loses nothing and two instances never
 * send the same row twice.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One or more addresses, comma-separated. */
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers of this e-mail (List-Unsubscribe of a bulk update), name → value. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** What the e-mail is about (for the timeline of that record), e.g. "enquiry" and its id. */
    entity: text("entity"),
    entityId: text("entity_id"),
    /** A short label of the template ("enquiry-ack", "enquiry-alert") shown on timelines. */
    kind: text("kind"),
    status: text("status").$type<OutboxState>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: the claim expires at this time (a crashed worker's row is claimed again). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Set by each claim: only the worker holding the current claim may record the outcome. */
    claimToken: uuid("claim_token"),
    /** The SMTP server's answer (or the connection error) of the last failed attempt. */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // The clock, not the transaction's start: e-mails queued in one transaction keep their order.
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /**
     * The order rows were queued in, where the clock cannot tell: the embedded database's clock can give two
     * e-mails of one transaction the same time, and the ids are random.
     */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    index("mail_outbox_entity_idx").on(table.entity, table.entityId),
    // Acknowledgements are counted per recipient and day (outbox.service enqueueAcknowledgement).
    index("mail_outbox_acknowledgement_idx")
      .on(sql`lower(${table.to})`, table.createdAt)
      .where(sql`${table.kind} = 'acknowledgement'`),
  ],
);

export type OutboxRow = typeof mailOutbox.$inferSelect;
