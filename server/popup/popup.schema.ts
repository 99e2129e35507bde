import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The admission pop-up: one row, id "admission". */
export const popup = pgTable("popup", {
  id: text("id").primaryKey(),
  enabled: boolean("enabled").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  primaryLabel: text("primary_label").notNull(),
  primaryHref: text("primary_href").notNull(),
  secondaryLabel: text("secondary_label").notNull(),
  secondaryHref: text("secondary_href").notNull(),
  /** The texts in Hindi (issue 24): null where there is none. */
  titleHi: text("title_hi"),
  bodyHi: text("body_hi"),
  primaryLabelHi: text("primary_label_hi"),
  secondaryLabelHi: text("secondary_label_hi"),
  startAt: timestamp("start_at", { withTimezone: true }),
  endAt: timestamp("end_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PopupRow = typeof popup.$inferSelect;
