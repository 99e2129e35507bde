import { COLLEGE_TIME_ZONE, addDays, collegeDate } from "../../contract/college-time";
import { and, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  APPOINTMENT_HORIZON_DAYS,
  APPOINTMENT_REFERENCE,
  APPOINTMENT_REQUESTS_PER_PHONE_PER_DAY,
  NEXT_APPOINTMENT_STATUSES,
  APPOINTMENT_STATUSES,
  type AppointmentOptions,
  type AppointmentReceipt,
  type AppointmentRequest,
  type AppointmentRequestValues,
  type AppointmentStats,
  type appointmentListQuery,
  type appointmentUpdateInput,
} from "../../contract/appointments";
import type { FieldError } from "../../contract/common";
import { ANONYMISED_NAME } from "../../contract/privacy";
import { storedFormLanguage } from "../../contract/public-form";

import { opdToday, type OpdDoctor } from "../../contract/opd";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db, Executor } from "../db/client";
import { invalid, notFound, rateLimited } from "../errors";
import { faculty } from "../faculty/faculty.schema";
import { contentPage } from "../lib/content-page";
import { containsPattern } from "../lib/like";
import type { RateLimiterStore } from "../lib/rate-limiter";
import { isUuid } from "../lib/uuid";
import { metrics } from "../metrics/metrics";
import type { Services } from "../module";
import { appointmentConfirmation } from "./appointment-mail";
import { appointmentCounters, appointmentRequests, type AppointmentRequestRow } from "./appointments.schema";

type ListQuery = z.output<typeof appointmentListQuery>;
type Update = z.output<typeof appointmentUpdateInput>;

const DAY_SECONDS = 86_400;
const AUDITED_FIELDS = ["status", "outcome", "confirmedDate", "confirmedTime"] as const;

const digitsOf = (phone: string) => phone.replace(/\D/g, "");
/** One number however it is written: +91 98765 43210, 098765 43210 and 98765-43210 are the same phone. */
function phoneKey(phone: string) {
  const digits = digitsOf(phone);
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}
const fieldError = (field: string, message: string) => invalid(message, [{ field, message } as FieldError]);
/** The India date of a stored instant, in SQL (the zone inlined: GROUP BY must see the same expression). */
const indiaDate = (column: SQL | typeof appointmentRequests.createdAt) =>
  sql<string>`to_char((${column} at time zone ${sql.raw(`'${COLLEGE_TIME_ZONE}'`)})::date, 'YYYY-MM-DD')`;

export interface AppointmentsDeps {
  db: Db;
  services: Pick<Services, "audit" | "opd" | "outbox" | "siteSettings">;
  rateLimiterStore: RateLimiterStore;
  clock?: () => Date;
}

/** Patients' appointment requests and the hospital desk's call-back workflow (issue 23, ADR 024). */
export function createAppointmentsService(deps: AppointmentsDeps) {
  const { db, services } = deps;
  const clock = deps.clock ?? (() => new Date());
  const byPhone = deps.rateLimiterStore.create({
    name: "appointment-phone",
    points: APPOINTMENT_REQUESTS_PER_PHONE_PER_DAY,
    windowSeconds: DAY_SECONDS,
  });

  /** The doctors who sit in each department's OPD (any season), in the timetable's order. */
  async function opdDoctors(): Promise<Map<string, OpdDoctor[]>> {
    const byDepartment = new Map<string, OpdDoctor[]>();
    for (const session of await services.opd.timetable()) {
      const doctors = byDepartment.get(session.department) ?? [];
      for (const doctor of session.doctors)
        if (!doctors.some((known) => known._id === doctor._id)) doctors.push(doctor);
      byDepartment.set(session.department, doctors);
    }
    return byDepartment;
  }

  /** The preferred date: today or later, within the horizon, a day the department holds OPD. */
  async function checkDate(department: string, date: string) {
    const today = opdToday(clock());
    const last = addDays(today, APPOINTMENT_HORIZON_DAYS);
    if (date < today)
      throw fieldError("preferredDate", "preferredDate is in the past: choose a day from today");
    if (date > last)
      throw fieldError(
        "preferredDate",
        `preferredDate must be within the next ${APPOINTMENT_HORIZON_DAYS} days (by ${last})`,
      );
    const [held] = await services.opd.opdDates(department, date, 1);
    if (held) return;
    const next = (await services.opd.opdDates(department, today, APPOINTMENT_HORIZON_DAYS + 1)).slice(0, 3);
    throw fieldError(
      "preferredDate",
      next.length > 0
        ? `${department} holds no OPD on ${date}: choose one of its OPD days, e.g. ${next.join(", ")}`
        : `${department} holds no OPD in the next ${APPOINTMENT_HORIZON_DAYS} days: please call the hospital`,
    );
  }

  async function checkDoctor(department: string, doctorId: string) {
    const doctors = (await opdDoctors()).get(department) ?? [];
    if (!doctors.some((doctor) => doctor._id === doctorId))
      throw fieldError("doctorId", `doctorId: that doctor does not sit in the ${department} OPD`);
  }

  async function nextReference(tx: Executor, year: number): Promise<string> {
    const [counter] = await tx
      .insert(appointmentCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({
        target: appointmentCounters.year,
        set: { last: sql`${appointmentCounters.last} + 1` },
      })
      .returning({ last: appointmentCounters.last });
    return `APT-${year}-${String(counter!.last).padStart(6, "0")}`;
  }

  async function toRequests(rows: AppointmentRequestRow[]): Promise<AppointmentRequest[]> {
    const doctorIds = [...new Set(rows.flatMap((row) => (row.doctorId ? [row.doctorId] : [])))];
    const doctors = doctorIds.length
      ? await db
          .select({
            _id: faculty.id,
            name: faculty.name,
            designation: faculty.designation,
            department: faculty.department,
          })
          .from(faculty)
          .where(inArray(faculty.id, doctorIds))
      : [];
    return rows.map((row) => {
      const doctor = doctors.find(
        (found) => found._id === row.doctorId && found.department === row.department,
      );
      return {
        _id: row.id,
        reference: row.reference,
        name: row.name,
        phone: row.phone,
        email: row.email,
        department: row.department,
        doctor: doctor ? { _id: doctor._id, name: doctor.name, designation: doctor.designation } : null,
        preferredDate: row.preferredDate,
        note: row.note,
        language: storedFormLanguage(row.language),
        status: row.status,
        outcome: row.outcome,
        confirmedDate: row.confirmedDate,
        confirmedTime: row.confirmedTime,
        confirmationEmailed: row.confirmationEmailed !== null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function findRow(executor: Executor, id: string): Promise<AppointmentRequestRow> {
    const reference = id.trim().toUpperCase();
    const [row] = isUuid(id)
      ? await executor.select().from(appointmentRequests).where(eq(appointmentRequests.id, id))
      : APPOINTMENT_REFERENCE.test(reference)
        ? await executor
            .select()
            .from(appointmentRequests)
            .where(eq(appointmentRequests.reference, reference))
        : [];
    if (!row) throw notFound("Appointment request not found");
    return row;
  }

  return {
    /** What the public form offers: each department with OPD in the window, its doctors and its days. */
    async options(): Promise<AppointmentOptions> {
      const from = opdToday(clock());
      const to = addDays(from, APPOINTMENT_HORIZON_DAYS);
      const [doctors, dates] = await Promise.all([
        opdDoctors(),
        services.opd.opdDatesByDepartment(from, APPOINTMENT_HORIZON_DAYS + 1),
      ]);
      const departments = [...dates]
        .filter(([, days]) => days.length > 0)
        .map(([department, days]) => ({ department, doctors: doctors.get(department) ?? [], dates: days }));
      return { from, to, departments };
    },

    /**
     * Stores a patient's request after checking the day and doctor against the timetable. Counted per
     * phone number (any connection) after the fields are valid; the address limit is the route's.
     */
    async create(actor: Actor, input: AppointmentRequestValues): Promise<AppointmentReceipt> {
      await checkDate(input.department, input.preferredDate);
      if (input.doctorId) await checkDoctor(input.department, input.doctorId);
      const phoneDigits = phoneKey(input.phone);
      const limit = await byPhone.consume(`phone:${phoneDigits}`);
      if (!limit.allowed) {
        metrics.rateLimitRefusals.inc({ limiter: "appointment-phone" });
        throw rateLimited(
          "This phone number has sent several requests today. The hospital will call you back; for anything urgent please call the hospital.",
          limit.msBeforeNext / 1000,
        );
      }
      const year = Number(opdToday(clock()).slice(0, 4));
      return db.transaction(async (tx) => {
        const reference = await nextReference(tx, year);
        const [created] = await tx
          .insert(appointmentRequests)
          .values({
            reference,
            name: input.name,
            phone: input.phone,
            phoneDigits,
            email: input.email ?? null,
            department: input.department,
            doctorId: input.doctorId ?? null,
            preferredDate: input.preferredDate,
            note: input.note ?? null,
            language: input.language,
          })
          .returning();
        // The trail names the request, not the patient: no name, phone or note.
        await services.audit.record(tx, actor, {
          action: "appointment-request.create",
          entity: "appointment-request",
          entityId: created!.id,
          details: { reference, department: input.department, preferredDate: input.preferredDate },
        });
        return { reference, department: created!.department, preferredDate: created!.preferredDate };
      });
    },

    async list(query: ListQuery) {
      const term = query.search?.trim();
      const digits = term ? digitsOf(term) : "";
      const where = and(
        query.status ? eq(appointmentRequests.status, query.status) : undefined,
        query.department ? eq(appointmentRequests.department, query.department) : undefined,
        query.date
          ? sql`coalesce(${appointmentRequests.confirmedDate}, ${appointmentRequests.preferredDate}) = ${query.date}`
          : undefined,
        term
          ? or(
              ilike(appointmentRequests.name, containsPattern(term)),
              ilike(appointmentRequests.reference, containsPattern(term)),
              digits.length >= 3
                ? ilike(appointmentRequests.phoneDigits, containsPattern(digits))
                : undefined,
            )
          : undefined,
      );
      const { rows, pagination } = await contentPage(
        db,
        appointmentRequests,
        where,
        [desc(appointmentRequests.createdAt), desc(appointmentRequests.id)],
        query,
      );
      return { requests: await toRequests(rows), pagination };
    },

    async get(id: string): Promise<AppointmentRequest> {
      return (await toRequests([await findRow(db, id)]))[0]!;
    },

    /** One step of the workflow; a confirmation e-mails the patient only when they gave an address. */
    async update(actor: Actor, id: string, change: Update): Promise<AppointmentRequest> {
      const college = change.status === "confirmed" ? await services.siteSettings.collegeFacts() : null;
      const row = await db.transaction(async (tx) => {
        // Locked to the transaction's end: two desk clerks acting at once take turns.
        const found = await findRow(tx, id);
        const [before] = await tx
          .select()
          .from(appointmentRequests)
          .where(eq(appointmentRequests.id, found.id))
          .for("update");
        if (!before) throw notFound("Appointment request not found");
        if (!NEXT_APPOINTMENT_STATUSES[before.status].includes(change.status)) {
          throw fieldError(
            "status",
            `status: a request that is ${APPOINTMENT_STATUSES[before.status].toLowerCase()} cannot become ${change.status}`,
          );
        }
        if (change.status === "confirmed" && change.confirmedDate! < opdToday(clock()))
          throw fieldError("confirmedDate", "confirmedDate is in the past");
        const now = clock();
        const confirming = change.status === "confirmed";
        const [updated] = await tx
          .update(appointmentRequests)
          .set({
            status: change.status,
            outcome: change.outcome ?? before.outcome,
            ...(confirming
              ? { confirmedDate: change.confirmedDate, confirmedTime: change.confirmedTime, confirmedAt: now }
              : {}),
            updatedAt: now,
          })
          .where(eq(appointmentRequests.id, before.id))
          .returning();
        let emailed: AppointmentRequestRow = updated!;
        if (confirming && before.email && college) {
          const mail = appointmentConfirmation(
            { ...updated!, language: storedFormLanguage(updated!.language) },
            college,
          );
          await services.outbox.enqueue(tx, {
            to: before.email,
            ...mail,
            entity: "appointment-request",
            entityId: before.id,
            kind: "appointment confirmation",
          });
          const [marked] = await tx
            .update(appointmentRequests)
            .set({ confirmationEmailed: now })
            .where(eq(appointmentRequests.id, before.id))
            .returning();
          emailed = marked!;
        }
        await services.audit.record(tx, actor, {
          action: `appointment-request.${change.status}`,
          entity: "appointment-request",
          entityId: before.id,
          changes: diffChanges(before, updated!, AUDITED_FIELDS),
          details: {
            reference: before.reference,
            emailed: emailed.confirmationEmailed !== null && confirming,
          },
        });
        return emailed;
      });
      if (change.status === "confirmed" && row.confirmationEmailed) services.outbox.wake();
      return (await toRequests([row]))[0]!;
    },

    /** The desk's daily counts by India date. */
    /**
     * The retention job's part (ADR 020): erases the patient's details from requests whose day (the confirmed
     * one, else the one asked for) was before `cutoff`, and their confirmation e-mails' copies; the requests stay
     * as counts. Returns how many it erased; a second run finds none.
     */
    async anonymisePastBefore(tx: Executor, cutoff: Date): Promise<number> {
      const day = sql`coalesce(${appointmentRequests.confirmedDate}, ${appointmentRequests.preferredDate})`;
      const rows = await tx
        .update(appointmentRequests)
        .set({
          name: ANONYMISED_NAME,
          phone: "",
          phoneDigits: "",
          email: null,
          note: null,
          outcome: null,
          anonymisedAt: sql`now()`,
        })
        .where(and(lt(day, collegeDate(cutoff)), isNull(appointmentRequests.anonymisedAt)))
        .returning({ id: appointmentRequests.id });
      await services.outbox.erase(
        tx,
        "appointment-request",
        rows.map((row) => row.id),
      );
      return rows.length;
    },

    async stats(): Promise<AppointmentStats> {
      const today = opdToday(clock());
      const since = addDays(today, -6);
      const [open] = await db
        .select({
          new: sql<number>`count(*) filter (where ${appointmentRequests.status} = 'new')::int`,
          called: sql<number>`count(*) filter (where ${appointmentRequests.status} = 'called')::int`,
          confirmedForToday: sql<number>`count(*) filter (where ${appointmentRequests.status} = 'confirmed' and ${appointmentRequests.confirmedDate} = ${today})::int`,
        })
        .from(appointmentRequests);
      const received = await db
        .select({ date: indiaDate(appointmentRequests.createdAt), n: sql<number>`count(*)::int` })
        .from(appointmentRequests)
        .where(sql`${indiaDate(appointmentRequests.createdAt)} >= ${since}`)
        .groupBy(indiaDate(appointmentRequests.createdAt));
      const confirmed = await db
        .select({ date: indiaDate(sql`${appointmentRequests.confirmedAt}`), n: sql<number>`count(*)::int` })
        .from(appointmentRequests)
        .where(
          and(
            eq(appointmentRequests.status, "confirmed"),
            sql`${indiaDate(sql`${appointmentRequests.confirmedAt}`)} >= ${since}`,
          ),
        )
        .groupBy(indiaDate(sql`${appointmentRequests.confirmedAt}`));
      const count = (rows: { date: string; n: number }[], date: string) =>
        rows.find((row) => row.date === date)?.n ?? 0;
      return {
        today,
        open: { new: open!.new, called: open!.called },
        confirmedForToday: open!.confirmedForToday,
        days: Array.from({ length: 7 }, (_, offset) => {
          const date = addDays(today, -offset);
          return { date, received: count(received, date), confirmed: count(confirmed, date) };
        }),
      };
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
