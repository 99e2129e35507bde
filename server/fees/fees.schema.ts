import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { FeeTableValues } from "../../contract/fees";

/** What a fee table holds: everything but its status (which says which column it sits in). */
export type FeeTableContent = Omit<FeeTableValues, "status">;

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
