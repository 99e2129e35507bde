import { timestamp } from "drizzle-orm/pg-core";

/** created_at and updated_at, as every record table has them. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
