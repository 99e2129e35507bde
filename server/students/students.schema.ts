import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Admitted students (issue 21): the register behind MSR B.1.11 item (d). Fields: `contract/students.ts`. */
export const students = pgTable(
  "students",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Academic year of admission, "2025-26". */
    batch: text("batch").notNull(),
    course: text("course").notNull(),
    quota: text("quota").notNull(),
    category: text("category").notNull(),
    pwd: boolean("pwd").notNull().default(false),
    neetRank: integer("neet_rank").notNull(),
    neetScore: integer("neet_score").notNull(),
    admittedOn: date("admitted_on", { mode: "string" }).notNull(),
    status: text("status").notNull().default("studying"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A NEET rank belongs to one candidate: within a batch and course it names one student (and the import updates by it).
    uniqueIndex("students_batch_course_rank_key").on(table.batch, table.course, table.neetRank),
    index("students_status_idx").on(table.status),
  ],
);

export type StudentRow = typeof students.$inferSelect;
