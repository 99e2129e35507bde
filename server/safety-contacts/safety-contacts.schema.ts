import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../db/columns";

/** Members and officers of the bodies a student can turn to (issue 22; the committees collection later). */
export const safetyContacts = pgTable(
  "safety_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    body: text("body").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    phone: text("phone"),
    email: text("email"),
    note: text("note"),
    order: integer("order").notNull().default(100),
    ...timestamps,
  },
  (table) => [index("safety_contacts_body_idx").on(table.body, table.order)],
);

export type SafetyContactRow = typeof safetyContacts.$inferSelect;
