import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../db/columns";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    category: text("category").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    /** The site's language the visitor wrote in (issue 24): their acknowledgement is in it. */
    language: text("language").notNull().default("en"),
    /** When the personal fields were erased, a handled message past the retention period (ADR 020). */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt.desc()),
    index("contact_messages_category_idx").on(table.category, table.createdAt.desc()),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
