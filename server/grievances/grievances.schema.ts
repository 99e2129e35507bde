import { customType, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../db/columns";
import { users } from "../users/users.schema";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** Complaints to the college's committees (issue 22). Content and identity: committee roles only. */
export const grievances = pgTable(
  "grievances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** GRV-2026-000123: the year of receipt (India) and its running number. */
    reference: text("reference").notNull().unique(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    occurredOn: date("occurred_on"),
    place: text("place"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    /** The site's language the complaint was filed in (issue 24): the committee may answer in it. */
    language: text("language").notNull().default("en"),
    /** SHA-256 of the status key the complainant was shown once. */
    statusKeyHash: text("status_key_hash").notNull(),
    status: text("status").notNull().default("received"),
    outcome: text("outcome"),
    messageToComplainant: text("message_to_complainant"),
    /** 15 working days after receipt (Sundays and configured holidays excluded). */
    dueOn: date("due_on").notNull(),
    /** The India date of the last overdue reminder (one a day at most). */
    remindedOn: date("reminded_on"),
    ...timestamps,
  },
  (table) => [
    index("grievances_category_created_idx").on(table.category, table.createdAt.desc()),
    index("grievances_status_due_idx").on(table.status, table.dueOn),
  ],
);

/** The year's running number of references: one row per year, bumped atomically. */
export const grievanceCounters = pgTable("grievance_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * The one attachment a complaint may carry, kept in the database rather than in media storage: objects
 * there are served at /media addresses (to whom, each domain's rule says), and this one must never have one.
 */
export const grievanceAttachments = pgTable("grievance_attachments", {
  grievanceId: uuid("grievance_id")
    .primaryKey()
    .references(() => grievances.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
});

/** The timeline: each status step and each internal note, dated. */
export const grievanceEvents = pgTable(
  "grievance_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    grievanceId: uuid("grievance_id")
      .notNull()
      .references(() => grievances.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status"),
    note: text("note"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("grievance_events_grievance_idx").on(table.grievanceId, table.at)],
);

export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceEventRow = typeof grievanceEvents.$inferSelect;
