import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const notices = pgTable(
  "notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    category: text("category").notNull(),
    status: text("status").notNull().default("draft"),
    pinned: boolean("pinned").notNull().default(false),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull().defaultNow(),
    expireAt: timestamp("expire_at", { withTimezone: true }),
    link: text("link"),
    documentId: uuid("document_id"),
    /** A health camp's day and place (issue 23). */
    eventDate: date("event_date", { mode: "string" }),
    place: text("place"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("notices_slug_idx").on(table.slug),
    index("notices_publish_idx").on(table.status, table.publishAt.desc()),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;
