import { date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    position: text("position").notNull(),
    department: text("department").notNull(),
    type: text("type").notNull(),
    qualification: text("qualification").notNull(),
    experience: text("experience").notNull(),
    posts: integer("posts").notNull(),
    /** The last day to apply, a calendar date in India time. */
    lastDate: date("last_date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("draft"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("jobs_open_idx").on(table.status, table.lastDate)],
);

export type JobRow = typeof jobs.$inferSelect;
