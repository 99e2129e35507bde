import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Non-teaching staff (issue 21). Fields: `contract/non-teaching-staff.ts`; joining date, e-mail and phone are staff-only. */
export const nonTeachingStaff = pgTable(
  "non_teaching_staff",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    designation: text("designation").notNull(),
    section: text("section").notNull(),
    qualification: text("qualification").notNull(),
    joiningDate: date("joining_date", { mode: "string" }),
    email: text("email"),
    phone: text("phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("non_teaching_staff_section_idx").on(table.section, table.name)],
);
