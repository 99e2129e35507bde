import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per run of a scheduled job: the (name, key) primary key is the claim. The instance whose
 * insert lands runs the job; every other instance (and every later restart) finds the row and skips it.
 */
export const scheduledRuns = pgTable(
  "scheduled_runs",
  {
    name: text("name").notNull(),
    key: text("key").notNull(),
    instance: text("instance").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    error: text("error"),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.key] }),
    index("scheduled_runs_started_at_idx").on(table.startedAt),
  ],
);

export type ScheduledRunRow = typeof scheduledRuns.$inferSelect;
