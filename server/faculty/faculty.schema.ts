import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../db/columns";

/** The unique index that keeps one Head of Department per department. */
export const HEAD_OF_DEPARTMENT_INDEX = "faculty_head_of_department_idx";
/** The unique index of registration numbers. */
export const REG_NO_INDEX = "faculty_reg_no_idx";

export const faculty = pgTable(
  "faculty",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    designation: text("designation").notNull(),
    qualification: text("qualification").notNull(),
    regNo: text("reg_no").notNull(),
    medicalCouncil: text("medical_council"),
    department: text("department"),
    leadershipRole: text("leadership_role"),
    experience: text("experience"),
    experienceYears: integer("experience_years"),
    aebasId: text("aebas_id"),
    email: text("email"),
    phone: text("phone"),
    joiningDate: date("joining_date", { mode: "string" }),
    specialization: text("specialization"),
    photoKey: text("photo_key"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex(REG_NO_INDEX).on(table.regNo),
    // One Head of Department per department, however many writers race (contract/faculty.ts).
    uniqueIndex(HEAD_OF_DEPARTMENT_INDEX)
      .on(table.department)
      .where(sql`${table.leadershipRole} = 'Head of Department'`),
    index("faculty_created_at_idx").on(table.createdAt.desc(), table.id),
    index("faculty_department_idx").on(table.department, table.createdAt.desc()),
    // One trigram index over the searched columns serves `search` (ILIKE '%term%').
    index("faculty_search_idx").using(
      "gin",
      sql`(${table.name} || ' ' || ${table.qualification} || ' ' || ${table.designation} || ' ' || coalesce(${table.department}, '')) gin_trgm_ops`,
    ),
  ],
);

export type FacultyRow = typeof faculty.$inferSelect;
