import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { SiteSettingsValues } from "../../contract/site-settings";

/** The site's contact facts: one row, id "site". No row yet: DEFAULT_SITE_SETTINGS. */
export const siteSettings = pgTable("site_settings", {
  id: text("id").primaryKey(),
  data: jsonb("data").$type<SiteSettingsValues>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
