import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { FeeTableValues, StipendRow, StoredFeeRow } from "../../contract/fees";

/**
 * What a fee table holds: everything but its status (which says which column it sits in). Versions saved
 * before stipends existed have none (they read as the starting figures, unconfirmed); versions saved before
 * the Hindi texts existed (issue 24) have none (they read as "": the Hindi pages show the English).
 */
export type FeeTableContent = Omit<FeeTableValues, "status" | "stipends" | "rows" | "notesHi"> & {
  rows: StoredFeeRow[];
  notesHi?: string[];
  stipends?: StipendRow[];
  stipendsConfirmed?: boolean;
};

/**
 * The two fee tables, one row each ("ug", "pg"). `published` is what visitors see; `draft`, when set, is a
 * staff member's unpublished version of it. No row yet: the college's current figures (fees.defaults.ts).
 */
export const feeTables = pgTable("fee_tables", {
  id: text("id").primaryKey(),
  published: jsonb("published").$type<FeeTableContent>().notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  draft: jsonb("draft").$type<FeeTableContent>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type FeeTableRow = typeof feeTables.$inferSelect;

/**
 * Every session each table has published, one row per table and session (the last version published for
 * it): a new session does not overwrite the last, whose page stays readable at its own address. The
 * current session (`fee_tables.published`) is always here too once anything has been published.
 */
export const feeTableSessions = pgTable(
  "fee_table_sessions",
  {
    tableId: text("table_id").notNull(),
    session: text("session").notNull(),
    content: jsonb("content").$type<FeeTableContent>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tableId, table.session] })],
);
