import { and, asc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  DATED_SEASONS,
  DEFAULT_OPD_SEASONS,
  OPD_DEPARTMENTS,
  OPD_WEEKDAYS,
  opdHolidayInput,
  opdSessionInput,
  opdToday,
  opdWeekdayOf,
  runsIn,
  seasonOn,
  weekdayNumber,
  type OpdDay,
  type OpdDoctor,
  type OpdHoliday,
  type OpdHolidayValues,
  type opdHolidayListQuery,
  type opdHolidayPatchInput,
  type OpdSeasons,
  type OpdSession,
  type opdSessionListQuery,
  type opdSessionPatchInput,
  type OpdSessionValues,
} from "../../contract/opd";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db, Executor } from "../db/client";
import { conflict, invalid, notFound } from "../errors";
import { faculty } from "../faculty/faculty.schema";
import { contentPage } from "../lib/content-page";
import { isUniqueViolation } from "../lib/db-errors";
import { isUuid } from "../lib/uuid";
import { parseInput } from "../lib/validate";
import type { Services } from "../module";
import { sampleTimetable } from "./opd.samples";
import {
  opdHolidays,
  opdSeasonRanges,
  opdSessionDoctors,
  opdSessions,
  type OpdHolidayRow,
  type OpdSessionRow,
} from "./opd.schema";

type SessionListQuery = z.output<typeof opdSessionListQuery>;
type SessionPatch = z.output<typeof opdSessionPatchInput>;
type HolidayListQuery = z.output<typeof opdHolidayListQuery>;
type HolidayPatch = z.output<typeof opdHolidayPatchInput>;

const hhmm = (time: string) => time.slice(0, 5);
const weekdayName = (weekday: number) => OPD_WEEKDAYS[weekday - 1]!;

const columnsOf = (values: OpdSessionValues) => ({
  department: values.department,
  weekday: weekdayNumber(values.weekday),
  from: values.from,
  to: values.to,
  room: values.room,
  season: values.season,
  note: values.note ?? null,
  noteHi: values.noteHi ?? null,
});

/** A stored session as the input that would recreate it (doctors as stored, before the read filter). */
const valuesOf = (row: OpdSessionRow, doctorIds: string[]) => ({
  department: row.department,
  weekday: weekdayName(row.weekday),
  from: hhmm(row.from),
  to: hhmm(row.to),
  room: row.room,
  doctorIds,
  season: row.season,
  note: row.note,
  noteHi: row.noteHi,
});

const AUDITED_FIELDS = [
  "department",
  "weekday",
  "from",
  "to",
  "room",
  "doctorIds",
  "season",
  "note",
  "noteHi",
] as const;
/** The optional texts a PATCH clears when it sends them blank or null. */
const CLEARABLE = new Set(["note", "noteHi"]);
const HOLIDAY_FIELDS = ["date", "name", "kind"] as const;

const toHoliday = (row: OpdHolidayRow): OpdHoliday => ({
  _id: row.id,
  date: row.date,
  name: row.name,
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const weekOrder = [asc(opdSessions.weekday), asc(opdSessions.from), asc(opdSessions.id)];
const departmentRank = (department: string) => OPD_DEPARTMENTS.indexOf(department as never);

export function createOpdService(
  db: Db,
  services: Pick<Services, "audit">,
  clock: () => Date = () => new Date(),
) {
  /**
   * The doctors of each session, in the desk's order, who are still on the faculty of the session's
   * department: a deleted record is gone (cascade), one moved to another department is left out.
   */
  async function doctorsOf(sessionIds: string[]): Promise<Map<string, OpdDoctor[]>> {
    const bySession = new Map<string, OpdDoctor[]>(sessionIds.map((id) => [id, []]));
    if (sessionIds.length === 0) return bySession;
    const rows = await db
      .select({
        sessionId: opdSessionDoctors.sessionId,
        _id: faculty.id,
        name: faculty.name,
        designation: faculty.designation,
      })
      .from(opdSessionDoctors)
      .innerJoin(opdSessions, eq(opdSessions.id, opdSessionDoctors.sessionId))
      .innerJoin(
        faculty,
        and(eq(faculty.id, opdSessionDoctors.facultyId), eq(faculty.department, opdSessions.department)),
      )
      .where(inArray(opdSessionDoctors.sessionId, sessionIds))
      .orderBy(asc(opdSessionDoctors.position));
    for (const { sessionId, ...doctor } of rows) bySession.get(sessionId)?.push(doctor);
    return bySession;
  }

  async function toSessions(rows: OpdSessionRow[]): Promise<OpdSession[]> {
    const doctors = await doctorsOf(rows.map((row) => row.id));
    return rows.map((row) => {
      const present = doctors.get(row.id) ?? [];
      return {
        _id: row.id,
        ...valuesOf(
          row,
          present.map((doctor) => doctor._id),
        ),
        doctors: present,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function findRow(id: string): Promise<OpdSessionRow> {
    const [row] = isUuid(id) ? await db.select().from(opdSessions).where(eq(opdSessions.id, id)) : [];
    if (!row) throw notFound("OPD session not found");
    return row;
  }

  const storedDoctorIds = async (sessionId: string) =>
    (
      await db
        .select({ id: opdSessionDoctors.facultyId })
        .from(opdSessionDoctors)
        .where(eq(opdSessionDoctors.sessionId, sessionId))
        .orderBy(asc(opdSessionDoctors.position))
    ).map((row) => row.id);

  /** Every doctor named must be a faculty record of the session's department. */
  async function checkDoctors(executor: Executor, values: OpdSessionValues) {
    if (values.doctorIds.length === 0) return;
    const found = await executor
      .select({ id: faculty.id, name: faculty.name, department: faculty.department })
      .from(faculty)
      .where(inArray(faculty.id, values.doctorIds));
    for (const id of values.doctorIds) {
      const doctor = found.find((row) => row.id === id);
      const message = !doctor
        ? `doctorIds: no faculty record ${id}`
        : doctor.department !== values.department
          ? `doctorIds: ${doctor.name} is not on the ${values.department} faculty`
          : undefined;
      if (message) throw invalid(message, [{ field: "doctorIds", message }]);
    }
  }

  async function writeDoctors(executor: Executor, sessionId: string, doctorIds: string[]) {
    await executor.delete(opdSessionDoctors).where(eq(opdSessionDoctors.sessionId, sessionId));
    if (doctorIds.length > 0)
      await executor
        .insert(opdSessionDoctors)
        .values(doctorIds.map((facultyId, position) => ({ sessionId, facultyId, position })));
  }

  async function seasons(): Promise<OpdSeasons> {
    const rows = await db.select().from(opdSeasonRanges);
    const result = structuredClone(DEFAULT_OPD_SEASONS);
    for (const row of rows) result[row.season] = { from: row.from, to: row.to };
    return result;
  }

  /** Every session, by department (the college's order), weekday and time. */
  async function allSessions(where?: SQL): Promise<OpdSession[]> {
    const rows = await db
      .select()
      .from(opdSessions)
      .where(where)
      .orderBy(...weekOrder);
    const sessions = await toSessions(rows);
    return sessions.sort((a, b) => departmentRank(a.department) - departmentRank(b.department));
  }

  async function holidayOn(date: string): Promise<OpdHoliday | null> {
    const [row] = await db.select().from(opdHolidays).where(eq(opdHolidays.date, date));
    return row ? toHoliday(row) : null;
  }

  async function findHoliday(id: string): Promise<OpdHolidayRow> {
    const [row] = isUuid(id) ? await db.select().from(opdHolidays).where(eq(opdHolidays.id, id)) : [];
    if (!row) throw notFound("Holiday not found");
    return row;
  }

  /** Per department, the days from `from` for `days` days it holds OPD: a weekday of a session of the day's season, no holiday. */
  async function opdDatesByDepartment(from: string, days: number, department?: string) {
    const [ranges, sessions, holidays] = await Promise.all([
      seasons(),
      allSessions(department ? eq(opdSessions.department, department) : undefined),
      db.select({ date: opdHolidays.date }).from(opdHolidays).where(gte(opdHolidays.date, from)),
    ]);
    const closed = new Set(holidays.map((holiday) => holiday.date));
    const byDepartment = new Map<string, string[]>();
    for (const session of sessions) byDepartment.set(session.department, []);
    for (let offset = 0; offset < days; offset++) {
      const date = new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      const weekday = opdWeekdayOf(date);
      if (!weekday || closed.has(date)) continue;
      const season = seasonOn(date, ranges);
      for (const [name, dates] of byDepartment)
        if (
          sessions.some(
            (session) =>
              session.department === name && session.weekday === weekday && runsIn(session.season, season),
          )
        )
          dates.push(date);
    }
    return byDepartment;
  }

  const holidayConflict = () =>
    conflict("date already has a holiday", [{ field: "date", message: "date already has a holiday" }]);

  return {
    /** The sessions, filtered and paged (the API's list). */
    async list(query: SessionListQuery) {
      const doctorSessions = query.doctorId
        ? sql`${opdSessions.id} in (select ${opdSessionDoctors.sessionId} from ${opdSessionDoctors} where ${opdSessionDoctors.facultyId} = ${query.doctorId})`
        : undefined;
      const where = and(
        query.department ? eq(opdSessions.department, query.department) : undefined,
        query.weekday ? eq(opdSessions.weekday, weekdayNumber(query.weekday)) : undefined,
        query.season ? eq(opdSessions.season, query.season) : undefined,
        doctorSessions,
      );
      const { rows, pagination } = await contentPage(
        db,
        opdSessions,
        where,
        [asc(opdSessions.department), ...weekOrder],
        query,
      );
      return { opdSessions: await toSessions(rows), pagination };
    },

    async get(id: string): Promise<OpdSession> {
      return (await toSessions([await findRow(id)]))[0]!;
    },

    /** The whole timetable (every season), for the public OPD page and the desk's screen. */
    timetable: () => allSessions(),

    /** The sessions that run in the season of `date` (default today in India), every weekday. */
    async seasonal(date: string = opdToday(clock())) {
      const season = seasonOn(date, await seasons());
      return (await allSessions()).filter((session) => runsIn(session.season, season));
    },

    async create(actor: Actor, values: OpdSessionValues): Promise<OpdSession> {
      const row = await db.transaction(async (tx) => {
        await checkDoctors(tx, values);
        const [created] = await tx.insert(opdSessions).values(columnsOf(values)).returning();
        await writeDoctors(tx, created!.id, values.doctorIds);
        await services.audit.record(tx, actor, {
          action: "opd-session.create",
          entity: "opd-session",
          entityId: created!.id,
          changes: diffChanges(null, valuesOf(created!, values.doctorIds), AUDITED_FIELDS),
        });
        return created!;
      });
      return this.get(row.id);
    },

    /** Applies the fields sent; the merged session is checked whole (times, doctors of its department). */
    async update(actor: Actor, id: string, patch: SessionPatch): Promise<OpdSession> {
      const before = await findRow(id);
      const beforeValues = valuesOf(before, await storedDoctorIds(before.id));
      const merged = parseInput(opdSessionInput, {
        ...beforeValues,
        note: beforeValues.note ?? undefined,
        noteHi: beforeValues.noteHi ?? undefined,
        // A note sent blank (or null) clears it; any other field sent blank is as if not sent.
        ...Object.fromEntries(
          Object.entries(patch).filter(([key, value]) => value !== undefined || CLEARABLE.has(key)),
        ),
      });
      await db.transaction(async (tx) => {
        await checkDoctors(tx, merged);
        const [updated] = await tx
          .update(opdSessions)
          .set({ ...columnsOf(merged), updatedAt: new Date() })
          .where(eq(opdSessions.id, before.id))
          .returning();
        await writeDoctors(tx, before.id, merged.doctorIds);
        await services.audit.record(tx, actor, {
          action: "opd-session.update",
          entity: "opd-session",
          entityId: before.id,
          changes: diffChanges(beforeValues, valuesOf(updated!, merged.doctorIds), AUDITED_FIELDS),
        });
      });
      return this.get(before.id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await findRow(id);
      const doctorIds = await storedDoctorIds(row.id);
      await db.transaction(async (tx) => {
        await tx.delete(opdSessions).where(eq(opdSessions.id, row.id));
        await services.audit.record(tx, actor, {
          action: "opd-session.delete",
          entity: "opd-session",
          entityId: row.id,
          changes: diffChanges(valuesOf(row, doctorIds), null, AUDITED_FIELDS),
        });
      });
    },

    /** One day's OPD (default today in India): none on a Sunday or a holiday; else the sessions of its season. */
    async day(date: string = opdToday(clock())): Promise<OpdDay> {
      const weekday = opdWeekdayOf(date);
      const season = seasonOn(date, await seasons());
      const holiday = await holidayOn(date);
      const opdSessions_ =
        weekday && !holiday
          ? (await allSessions(eq(opdSessions.weekday, weekdayNumber(weekday)))).filter((session) =>
              runsIn(session.season, season),
            )
          : [];
      return { date, weekday, season, holiday, opdSessions: opdSessions_ };
    },

    /**
     * The sessions each of these doctors sits in during the season of `date` (default today in India), by
     * faculty id: the directory's OPD days.
     */
    async doctorSessions(facultyIds: string[], date: string = opdToday(clock())) {
      const byDoctor = new Map<string, OpdSession[]>();
      if (facultyIds.length === 0) return byDoctor;
      const season = seasonOn(date, await seasons());
      const sessions = await allSessions(
        inArray(
          opdSessions.id,
          db
            .select({ id: opdSessionDoctors.sessionId })
            .from(opdSessionDoctors)
            .where(inArray(opdSessionDoctors.facultyId, facultyIds)),
        ),
      );
      for (const session of sessions.filter((session) => runsIn(session.season, season)))
        for (const doctorId of session.doctorIds)
          byDoctor.set(doctorId, [...(byDoctor.get(doctorId) ?? []), session]);
      return byDoctor;
    },

    /** The days from `from` for `days` days on which a department holds OPD (no holiday, its season). */
    async opdDates(department: string, from: string, days: number): Promise<string[]> {
      return (await opdDatesByDepartment(from, days, department)).get(department) ?? [];
    },

    /** The same for every department with sessions, read at once (the appointment form lists them all). */
    opdDatesByDepartment: (from: string, days: number) => opdDatesByDepartment(from, days),

    seasons,

    async setSeasons(actor: Actor, values: OpdSeasons): Promise<OpdSeasons> {
      const before = await seasons();
      await db.transaction(async (tx) => {
        for (const season of DATED_SEASONS) {
          const range = values[season];
          await tx
            .insert(opdSeasonRanges)
            .values({ season, ...range })
            .onConflictDoUpdate({
              target: opdSeasonRanges.season,
              set: { ...range, updatedAt: new Date() },
            });
        }
        await services.audit.record(tx, actor, {
          action: "opd-seasons.update",
          entity: "opd-seasons",
          changes: diffChanges(before, values, DATED_SEASONS),
        });
      });
      return seasons();
    },

    /** Holidays from a date on (default today in India), soonest first. */
    async holidays(query: HolidayListQuery) {
      const from = query.from ?? opdToday(clock());
      const { rows, pagination } = await contentPage(
        db,
        opdHolidays,
        gte(opdHolidays.date, from),
        [asc(opdHolidays.date)],
        query,
      );
      return { opdHolidays: rows.map(toHoliday), pagination };
    },

    async getHoliday(id: string): Promise<OpdHoliday> {
      return toHoliday(await findHoliday(id));
    },

    async createHoliday(actor: Actor, values: OpdHolidayValues): Promise<OpdHoliday> {
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx.insert(opdHolidays).values(values).returning();
          await services.audit.record(tx, actor, {
            action: "opd-holiday.create",
            entity: "opd-holiday",
            entityId: created!.id,
            changes: diffChanges(null, created!, HOLIDAY_FIELDS),
          });
          return created!;
        });
        return toHoliday(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw holidayConflict();
        throw error;
      }
    },

    async updateHoliday(actor: Actor, id: string, patch: HolidayPatch): Promise<OpdHoliday> {
      const before = await findHoliday(id);
      const merged = parseInput(opdHolidayInput, {
        date: before.date,
        name: before.name,
        kind: before.kind,
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      });
      try {
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(opdHolidays)
            .set({ ...merged, updatedAt: new Date() })
            .where(eq(opdHolidays.id, before.id))
            .returning();
          await services.audit.record(tx, actor, {
            action: "opd-holiday.update",
            entity: "opd-holiday",
            entityId: before.id,
            changes: diffChanges(before, updated!, HOLIDAY_FIELDS),
          });
          return updated!;
        });
        return toHoliday(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw holidayConflict();
        throw error;
      }
    },

    async removeHoliday(actor: Actor, id: string): Promise<void> {
      const row = await findHoliday(id);
      await db.transaction(async (tx) => {
        await tx.delete(opdHolidays).where(eq(opdHolidays.id, row.id));
        await services.audit.record(tx, actor, {
          action: "opd-holiday.delete",
          entity: "opd-holiday",
          entityId: row.id,
          changes: diffChanges(row, null, HOLIDAY_FIELDS),
        });
      });
    },

    /** SAMPLE_DATA: a timetable for the sample faculty, when there is none yet. */
    async seedSamples(): Promise<void> {
      const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(opdSessions);
      if (existing!.n > 0) return;
      const doctors = await db
        .select({ id: faculty.id, department: faculty.department })
        .from(faculty)
        .where(inArray(faculty.department, OPD_DEPARTMENTS))
        .orderBy(asc(faculty.createdAt), asc(faculty.id));
      const sessions = sampleTimetable(doctors);
      await db.transaction(async (tx) => {
        for (const session of sessions) {
          const [created] = await tx.insert(opdSessions).values(columnsOf(session)).returning();
          await writeDoctors(tx, created!.id, session.doctorIds);
        }
      });
    },
  };
}

export type OpdService = ReturnType<typeof createOpdService>;
