import { date, index, integer, pgTable, primaryKey, smallint, text, time, uuid } from "drizzle-orm/pg-core";
import type { DatedSeason, HolidayKind, OpdSeason } from "../../contract/opd";
import { timestamps } from "../db/columns";
import { faculty } from "../faculty/faculty.schema";

/** One weekly OPD session of a clinical department (issue 23). */
export const opdSessions = pgTable(
  "opd_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    department: text("department").notNull(),
    /** ISO weekday: 1 Monday … 6 Saturday. */
    weekday: smallint("weekday").notNull(),
    from: time("from_time").notNull(),
    to: time("to_time").notNull(),
    room: text("room").notNull(),
    season: text("season").$type<OpdSeason>().notNull().default("all-year"),
    note: text("note"),
    /** The note in Hindi (issue 24); null: the Hindi pages show the English note. */
    noteHi: text("note_hi"),
    ...timestamps,
  },
  (table) => [index("opd_sessions_week_idx").on(table.weekday, table.from)],
);

/**
 * The doctors who sit in a session. Deleting a faculty record removes its rows here (cascade), so a
 * deleted doctor leaves the timetable at once; one moved to another department is left out when read.
 */
export const opdSessionDoctors = pgTable(
  "opd_session_doctors",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => opdSessions.id, { onDelete: "cascade" }),
    facultyId: uuid("faculty_id")
      .notNull()
      .references(() => faculty.id, { onDelete: "cascade" }),
    /** The order the desk listed them in. */
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.facultyId] }),
    index("opd_session_doctors_faculty_idx").on(table.facultyId),
  ],
);

/** The date ranges of the dated seasons (MM-DD); no row: the default range. */
export const opdSeasonRanges = pgTable("opd_season_ranges", {
  season: text("season").$type<DatedSeason>().primaryKey(),
  from: text("from_day").notNull(),
  to: text("to_day").notNull(),
  ...timestamps,
});

/** Days the timetable does not run: OPD closed, or emergency only. */
export const opdHolidays = pgTable("opd_holidays", {
  id: uuid("id").primaryKey().defaultRandom(),
  date: date("date", { mode: "string" }).notNull().unique("opd_holidays_date_key"),
  name: text("name").notNull(),
  kind: text("kind").$type<HolidayKind>().notNull(),
  ...timestamps,
});

export type OpdSessionRow = typeof opdSessions.$inferSelect;
export type OpdHolidayRow = typeof opdHolidays.$inferSelect;
