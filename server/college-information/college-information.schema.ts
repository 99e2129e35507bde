import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The college-information pro-forma (issue 21): one row, its facts as `contract/college-information.ts` declares them. */
export const collegeInformation = pgTable("college_information", {
  id: text("id").primaryKey().default("current"),
  facts: jsonb("facts").notNull().$type<Record<string, unknown>>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
