import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * One monthly publication of "Information under MSR Clause B.1.11" (issue 21, ADR 023): the twelve items
 * exactly as the pages showed them when published, and the college-information pro-forma as it stood.
 * Append-only: a trigger (migration disclosure_snapshots_immutable) refuses UPDATE, DELETE and TRUNCATE;
 * a correction is a new revision of the same month, with its reason.
 */
export const disclosurePublications = pgTable(
  "disclosure_publications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    month: text("month").notNull(),
    revision: integer("revision").notNull(),
    reason: text("reason"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who published: the account's id (may later be deleted) and its name as it was. */
    publishedById: uuid("published_by_id"),
    publishedBy: text("published_by").notNull(),
    /** The twelve items (a) to (l) as the disclosures service built them (plain JSON). */
    items: jsonb("items").notNull().$type<unknown[]>(),
    /** The pro-forma as it stood: its facts, what it lacked and when it last changed. */
    collegeInformation: jsonb("college_information").notNull().$type<Record<string, unknown>>(),
    /** How many facts the items lacked when published (the total of their `missing`). */
    missing: integer("missing").notNull(),
  },
  (table) => [
    uniqueIndex("disclosure_publications_month_revision_idx").on(table.month, table.revision),
    index("disclosure_publications_published_idx").on(table.month.desc(), table.revision.desc()),
  ],
);

export type DisclosurePublicationRow = typeof disclosurePublications.$inferSelect;
