import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * One publication of the NMC department-wise faculty list: a month's list as it stood when published.
 * Append-only: a trigger (migration nmc_snapshots_immutable) refuses UPDATE, DELETE and TRUNCATE here
 * and on its rows; a correction is a new revision of the same month.
 */
export const nmcFacultyLists = pgTable(
  "nmc_faculty_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    month: text("month").notNull(),
    revision: integer("revision").notNull(),
    reason: text("reason"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who published: the account's id (may later be deleted) and its name and e-mail as they were. */
    publishedById: uuid("published_by_id"),
    publishedBy: text("published_by").notNull(),
    members: integer("members").notNull(),
    departments: integer("departments").notNull(),
    gaps: integer("gaps").notNull(),
  },
  (table) => [
    uniqueIndex("nmc_faculty_lists_month_revision_idx").on(table.month, table.revision),
    index("nmc_faculty_lists_published_idx").on(table.month.desc(), table.revision.desc()),
  ],
);

/** A member as published: copied values, and a copy of the thumbnail under the snapshot's own key. */
export const nmcFacultyListRows = pgTable(
  "nmc_faculty_list_rows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id")
      .notNull()
      .references(() => nmcFacultyLists.id),
    position: integer("position").notNull(),
    facultyId: uuid("faculty_id"),
    department: text("department"),
    name: text("name").notNull(),
    designation: text("designation").notNull(),
    qualification: text("qualification").notNull(),
    medicalCouncil: text("medical_council"),
    regNo: text("reg_no").notNull(),
    aebasId: text("aebas_id"),
    leadershipRole: text("leadership_role"),
    photoKey: text("photo_key"),
  },
  (table) => [index("nmc_faculty_list_rows_list_idx").on(table.listId, table.position)],
);

export type NmcFacultyListRow = typeof nmcFacultyLists.$inferSelect;
export type NmcFacultyListMemberRow = typeof nmcFacultyListRows.$inferSelect;
