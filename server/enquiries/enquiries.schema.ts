import { index, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../db/columns";

export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    course: text("course").notNull(),
    // Kept exactly as sent; the numeric reading (null when not a number) drives sorting.
    neetScore: text("neet_score").notNull(),
    neetScoreValue: numeric("neet_score_value", { mode: "number" }),
    message: text("message").notNull().default(""),
    ...timestamps,
  },
  (table) => [
    index("enquiries_created_at_idx").on(table.createdAt.desc()),
    index("enquiries_neet_idx").on(table.neetScoreValue),
  ],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
