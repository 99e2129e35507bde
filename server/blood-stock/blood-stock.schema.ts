import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { BloodComponent, BloodGroup } from "../../contract/blood-stock";

/** Units available per blood group and component; a row per cell the desk has counted (issue 23). */
export const bloodStock = pgTable(
  "blood_stock",
  {
    group: text("blood_group").$type<BloodGroup>().notNull(),
    component: text("component").$type<BloodComponent>().notNull(),
    units: integer("units").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.group, table.component] })],
);
