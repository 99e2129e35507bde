import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpdDay, OpdSession } from "../../contract/opd";
import { auditLog } from "../audit/audit.schema";
import { faculty } from "../faculty/faculty.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, insertDoctor, unique } from "../test-support/test-data";
import { opdSessions } from "./opd.schema";
import { createOpdService } from "./opd.service";

let t: TestApp;
let desk: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  desk = await t.signInAs("hospital-desk");
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

const addDoctor = (department: string, name?: string) => insertDoctor(t.db, department, name);

const sessionFields = (overrides: Record<string, unknown> = {}) => ({
  department: "Paediatrics",
  weekday: "Monday",
  from: "09:00",
  to: "13:00",
  room: `Room ${unique()}`,
  doctorIds: [] as string[],
  season: "all-year",
  note: "Bring the child's vaccination card",
  ...overrides,
});

async function createSession(overrides: Record<string, unknown> = {}, as = desk) {
  const response = await t.json("POST", "/api/opd-sessions", sessionFields(overrides), as);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()).data as OpdSession;
}

const dayOf = async (date: string) => {
  const response = await t.json("GET", `/api/opd-sessions/day?date=${date}`);
  expect(response.status).toBe(200);
  return (await response.json()).data as OpdDay;
};
const roomsOn = async (date: string) => (await dayOf(date)).opdSessions.map((session) => session.room);

// 2030-06-03 is a Monday in June (summer by default); 2030-12-02 a Monday in December (winter).
const SUMMER_MONDAY = "2030-06-03";
const WINTER_MONDAY = "2030-12-02";

describe("OPD timetable API", () => {
  it("adds a session with the issue's field names and its doctors, and lists it publicly", async () => {
    const doctor = await addDoctor("Paediatrics", "Dr. Kavya Sinha");
    const fields = sessionFields({ doctorIds: [doctor.id], weekday: "Thursday" });
    const session = await createSession(fields);
    expect(session).toMatchObject({ ...fields, doctors: [{ _id: doctor.id, name: "Dr. Kavya Sinha" }] });
    const list = await (
      await t.json("GET", `/api/opd-sessions?department=Paediatrics&weekday=Thursday`)
    ).json();
    expect(list.data.opdSessions.map((s: OpdSession) => s._id)).toContain(session._id);
    expect(list.data.pagination).toMatchObject({ currentPage: 1, hasPrev: false });
    const byDoctor = await (await t.json("GET", `/api/opd-sessions?doctorId=${doctor.id}`)).json();
    expect(byDoctor.data.opdSessions.map((s: OpdSession) => s._id)).toEqual([session._id]);
  });

  it("lets hospital-desk and admin keep the timetable, refuses other roles, and audits every write", async () => {
    const session = await createSession();
    await expectStaffOnly(t, "POST", "/api/opd-sessions", sessionFields());
    await expectStaffOnly(t, "PATCH", `/api/opd-sessions/${session._id}`, { room: "Room 9" });
    await expectStaffOnly(t, "DELETE", `/api/opd-sessions/${session._id}`);
    for (const role of ["editor", "admissions", "faculty-records"] as const) {
      const token = await t.signInAs(role);
      const post = await t.json("POST", "/api/opd-sessions", sessionFields(), token);
      expect(post.status, role).toBe(403);
      expect((await post.json()).message).toBe("Forbidden: your role does not allow this");
      expect((await t.json("PATCH", `/api/opd-sessions/${session._id}`, { room: "X" }, token)).status).toBe(
        403,
      );
      expect((await t.json("DELETE", `/api/opd-sessions/${session._id}`, undefined, token)).status).toBe(403);
      expect(
        (await t.json("POST", "/api/opd-holidays", { date: "2030-01-26", name: "R", kind: "closed" }, token))
          .status,
      ).toBe(403);
    }
    const byAdmin = await createSession({}, admin);
    expect((await t.json("PATCH", `/api/opd-sessions/${session._id}`, { room: "Room 9" }, desk)).status).toBe(
      200,
    );
    expect((await t.json("DELETE", `/api/opd-sessions/${session._id}`, undefined, desk)).status).toBe(200);
    expect((await t.json("GET", `/api/opd-sessions/${session._id}`)).status).toBe(404);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "opd-session"), eq(auditLog.entityId, session._id)))
      .orderBy(auditLog.at);
    expect(entries.map((entry) => entry.action)).toEqual([
      "opd-session.create",
      "opd-session.update",
      "opd-session.delete",
    ]);
    expect(entries[1]!.changes).toEqual({ room: { from: session.room, to: "Room 9" } });
    expect(byAdmin._id).toBeTruthy();

    // Season dates are the hospital desk's (and the admin's), audited; an editor may not set them.
    const seasons = { summer: { from: "04-01", to: "09-30" }, winter: { from: "10-01", to: "03-31" } };
    const editor = await t.signInAs("editor");
    expect((await t.json("PUT", "/api/opd-seasons", seasons, editor)).status).toBe(403);
    expect((await t.json("PUT", "/api/opd-seasons", seasons)).status).toBe(401);
    expect((await t.json("PUT", "/api/opd-seasons", seasons, admin)).status).toBe(200);
    const byDesk = { summer: { from: "04-15", to: "09-30" }, winter: { from: "10-01", to: "03-31" } };
    expect((await t.json("PUT", "/api/opd-seasons", byDesk, desk)).status).toBe(200);
    expect((await (await t.json("GET", "/api/opd-seasons")).json()).data).toEqual(byDesk);
    const [seasonEntry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "opd-seasons.update"))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(seasonEntry!.changes).toEqual({
      summer: { from: { from: "04-01", to: "09-30" }, to: { from: "04-15", to: "09-30" } },
    });
    expect((await t.json("PUT", "/api/opd-seasons", seasons, desk)).status).toBe(200);
  });

  it("refuses bad input with 400 naming the field, storing nothing", async () => {
    const room = `Refused ${unique()}`;
    const cardiologist = await addDoctor("Cardiology");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: "14:00", to: "09:00" }, "to", "to must be later than from"],
      [{ from: "09:00", to: "09:00" }, "to", "to must be later than from"],
      [{ from: "9 am" }, "from", "from must be a time (HH:MM, 24-hour)"],
      [{ weekday: "Sunday" }, "weekday", "weekday must be Monday to Saturday"],
      [
        { department: "Anatomy" },
        "department",
        "department must be one of the hospital's clinical departments",
      ],
      [{ season: "monsoon" }, "season", "season must be all-year, summer or winter"],
      [{ doctorIds: ["nope"] }, "doctorIds.0", "doctorIds must be faculty record ids"],
      [
        { doctorIds: [cardiologist.id] },
        "doctorIds",
        `doctorIds: ${cardiologist.name} is not on the Paediatrics faculty`,
      ],
      [
        { doctorIds: ["7d0c3f4e-1b7a-4a53-9d44-0d8f3c1a2b3c"] },
        "doctorIds",
        "doctorIds: no faculty record 7d0c3f4e-1b7a-4a53-9d44-0d8f3c1a2b3c",
      ],
      [{ room: " " }, "room", "Room is required"],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await t.json("POST", "/api/opd-sessions", sessionFields({ room, ...overrides }), desk);
      const body = await response.json();
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(body.message, JSON.stringify(overrides)).toBe(message);
      expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect(await countRows(t.db, opdSessions, eq(opdSessions.room, room))).toBe(0);

    // A patch is checked merged with what is stored: moving `to` before the stored `from` is refused.
    const session = await createSession();
    const patch = await t.json("PATCH", `/api/opd-sessions/${session._id}`, { to: "08:00" }, desk);
    expect(patch.status).toBe(400);
    expect((await patch.json()).errors[0].field).toBe("to");
    const moved = await t.json(
      "PATCH",
      `/api/opd-sessions/${session._id}`,
      { department: "Cardiology" },
      desk,
    );
    expect(moved.status).toBe(200);
    const wrong = await t.json(
      "PATCH",
      `/api/opd-sessions/${session._id}`,
      { department: "Paediatrics", doctorIds: [cardiologist.id] },
      desk,
    );
    expect(wrong.status).toBe(400);
    expect((await t.json("GET", `/api/opd-sessions/${session._id}`)).status).toBe(200);
    const [row] = await t.db.select().from(opdSessions).where(eq(opdSessions.id, session._id));
    expect(row).toMatchObject({ department: "Cardiology", to: "13:00:00" });

    const badHoliday = await t.json(
      "POST",
      "/api/opd-holidays",
      { date: "2030-02-30", name: "X", kind: "closed" },
      desk,
    );
    expect((await badHoliday.json()).message).toBe("date must be a real date");
    const badKind = await t.json(
      "POST",
      "/api/opd-holidays",
      { date: "2030-02-03", name: "X", kind: "open" },
      desk,
    );
    expect((await badKind.json()).errors[0].field).toBe("kind");
    const badSeason = await t.json(
      "PUT",
      "/api/opd-seasons",
      { summer: { from: "02-30", to: "09-30" }, winter: { from: "10-01", to: "03-31" } },
      admin,
    );
    expect(badSeason.status).toBe(400);
    expect((await badSeason.json()).errors[0].field).toBe("summer.from");
    // Summer and winter may not share a day (winter may still run over the new year); nothing is saved.
    const before = (await (await t.json("GET", "/api/opd-seasons")).json()).data;
    for (const [body, field, message] of [
      [
        { summer: { from: "04-01", to: "10-15" }, winter: { from: "10-01", to: "03-31" } },
        "winter.from",
        "Winter must not share days with summer (1 April – 15 October): move winter's from or to, or summer's",
      ],
      [
        { summer: { from: "03-15", to: "09-30" }, winter: { from: "10-01", to: "03-31" } },
        "winter.from",
        "Winter must not share days with summer (15 March – 30 September): move winter's from or to, or summer's",
      ],
      [
        { summer: { from: "04-01", to: "09-30" }, winter: { from: "10-01", to: "13-01" } },
        "winter.to",
        "to must be a month and day (MM-DD)",
      ],
    ] as const) {
      const refused = await t.json("PUT", "/api/opd-seasons", body, desk);
      const answer = await refused.json();
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(answer.errors).toEqual([{ field, message }]);
    }
    expect((await (await t.json("GET", "/api/opd-seasons")).json()).data).toEqual(before);
  });

  it("gives a day's OPD by weekday and season, and none on Sunday", async () => {
    const allYear = await createSession({
      weekday: "Monday",
      season: "all-year",
      department: "Dermatology, Venereology & Leprosy",
    });
    const summer = await createSession({ weekday: "Monday", season: "summer", from: "08:00" });
    const winter = await createSession({ weekday: "Monday", season: "winter" });
    const tuesday = await createSession({ weekday: "Tuesday" });

    const june = await dayOf(SUMMER_MONDAY);
    expect(june).toMatchObject({ weekday: "Monday", season: "summer", holiday: null });
    const juneRooms = june.opdSessions.map((session) => session.room);
    expect(juneRooms).toEqual(expect.arrayContaining([allYear.room, summer.room]));
    expect(juneRooms).not.toContain(winter.room);
    expect(juneRooms).not.toContain(tuesday.room);

    const december = await roomsOn(WINTER_MONDAY);
    expect(december).toEqual(expect.arrayContaining([allYear.room, winter.room]));
    expect(december).not.toContain(summer.room);
    expect(await roomsOn("2030-06-04")).toContain(tuesday.room);

    const sunday = await dayOf("2030-06-02");
    expect(sunday).toMatchObject({ weekday: null, opdSessions: [] });

    // The administrator moves summer's end: 3 June becomes neither season (only all-year sessions run).
    await t.json(
      "PUT",
      "/api/opd-seasons",
      { summer: { from: "06-10", to: "09-30" }, winter: { from: "10-01", to: "03-31" } },
      admin,
    );
    const between = await dayOf(SUMMER_MONDAY);
    expect(between.season).toBeNull();
    expect(between.opdSessions.map((session) => session.room)).toContain(allYear.room);
    expect(between.opdSessions.map((session) => session.room)).not.toContain(summer.room);
    await t.json(
      "PUT",
      "/api/opd-seasons",
      { summer: { from: "04-01", to: "09-30" }, winter: { from: "10-01", to: "03-31" } },
      admin,
    );
    expect((await (await t.json("GET", "/api/opd-seasons")).json()).data.summer).toEqual({
      from: "04-01",
      to: "09-30",
    });
  });

  it("lets a holiday override the timetable (OPD closed or emergency only)", async () => {
    const session = await createSession({ weekday: "Wednesday" });
    const date = "2030-08-14"; // a Wednesday
    expect(await roomsOn(date)).toContain(session.room);
    const created = await t.json(
      "POST",
      "/api/opd-holidays",
      { date, name: "Independence Day (eve)", kind: "emergency-only" },
      desk,
    );
    expect(created.status).toBe(201);
    const holiday = (await created.json()).data;
    const day = await dayOf(date);
    expect(day.holiday).toMatchObject({ name: "Independence Day (eve)", kind: "emergency-only" });
    expect(day.opdSessions).toEqual([]);
    // One holiday per date.
    const twice = await t.json("POST", "/api/opd-holidays", { date, name: "Again", kind: "closed" }, desk);
    expect(twice.status).toBe(409);
    expect((await twice.json()).errors[0].field).toBe("date");

    const listed = await (await t.json("GET", "/api/opd-holidays?from=2030-08-01")).json();
    expect(listed.data.opdHolidays.map((h: { _id: string }) => h._id)).toContain(holiday._id);
    expect((await t.json("PATCH", `/api/opd-holidays/${holiday._id}`, { kind: "closed" }, desk)).status).toBe(
      200,
    );
    expect((await dayOf(date)).holiday?.kind).toBe("closed");
    expect((await t.json("DELETE", `/api/opd-holidays/${holiday._id}`, undefined, desk)).status).toBe(200);
    expect(await roomsOn(date)).toContain(session.room);
    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.entityId, holiday._id)).orderBy(auditLog.at)
    ).map((entry) => entry.action);
    expect(actions).toEqual(["opd-holiday.create", "opd-holiday.update", "opd-holiday.delete"]);
  });

  it("drops a deleted doctor, or one moved out of the department, from the timetable at once", async () => {
    const staying = await addDoctor("Paediatrics");
    const leaving = await addDoctor("Paediatrics");
    const moving = await addDoctor("Paediatrics");
    const session = await createSession({ doctorIds: [staying.id, leaving.id, moving.id] });
    expect(session.doctorIds).toEqual([staying.id, leaving.id, moving.id]);

    expect((await t.json("DELETE", `/api/faculty/${leaving.id}`, undefined, admin)).status).toBe(200);
    await t.db.update(faculty).set({ department: "General Medicine" }).where(eq(faculty.id, moving.id));
    const after = (await (await t.json("GET", `/api/opd-sessions/${session._id}`)).json()).data as OpdSession;
    expect(after.doctors.map((doctor) => doctor._id)).toEqual([staying.id]);
    const monday = (await dayOf(SUMMER_MONDAY)).opdSessions.find((s) => s._id === session._id);
    expect(monday?.doctorIds).toEqual([staying.id]);
    // Editing the session keeps only doctors of the department (the moved one would be refused).
    expect(
      (await t.json("PATCH", `/api/opd-sessions/${session._id}`, { room: "Room 12" }, desk)).status,
    ).toBe(400);
    expect(
      (
        await t.json(
          "PATCH",
          `/api/opd-sessions/${session._id}`,
          { room: "Room 12", doctorIds: [staying.id] },
          desk,
        )
      ).status,
    ).toBe(200);
  });

  it("lists the days a department holds OPD, skipping Sundays, holidays and other seasons", async () => {
    const opd = createOpdService(t.db, t.services);
    await createSession({ department: "Nephrology", weekday: "Tuesday", season: "all-year" });
    await createSession({ department: "Nephrology", weekday: "Friday", season: "winter" });
    await t.json(
      "POST",
      "/api/opd-holidays",
      { date: "2031-04-08", name: "Ram Navami", kind: "closed" },
      desk,
    );
    // Winter ends 31 March: Friday 4 April is summer; Tuesday 8 April a holiday.
    expect(await opd.opdDates("Nephrology", "2031-03-25", 15)).toEqual([
      "2031-03-25",
      "2031-03-28",
      "2031-04-01",
    ]);
    expect(await opd.opdDates("Urology", "2031-03-25", 15)).toEqual([]);
  });

  it("stores a session's Hindi note (noteHi), audits it, and gives visitors the note in their language", async () => {
    const hindi = "नए मरीज़ों का पंजीकरण दोपहर 12:00 बजे तक";
    const withHindi = await createSession({ weekday: "Wednesday", noteHi: hindi });
    const englishOnly = await createSession({ weekday: "Wednesday" });
    const noNote = await createSession({ weekday: "Wednesday", note: "" });
    // The desk reads both texts as stored, on create and on every read.
    expect(withHindi).toMatchObject({ note: "Bring the child's vaccination card", noteHi: hindi });
    expect(englishOnly.noteHi).toBeNull();
    const staffRead = await (
      await t.json("GET", `/api/opd-sessions/${withHindi._id}`, undefined, desk)
    ).json();
    expect(staffRead.data).toMatchObject({ note: "Bring the child's vaccination card", noteHi: hindi });
    expect(staffRead.data.fallbacks).toBeUndefined();
    const staffList = await (
      await t.json("GET", "/api/opd-sessions?weekday=Wednesday&limit=500", undefined, desk)
    ).json();
    expect(staffList.data.opdSessions.find((s: OpdSession) => s._id === withHindi._id).noteHi).toBe(hindi);

    // Too long: 400 naming noteHi, nothing stored; blank clears it (as the note).
    const tooLong = await t.json(
      "POST",
      "/api/opd-sessions",
      sessionFields({ noteHi: "क".repeat(301) }),
      desk,
    );
    const refused = await tooLong.json();
    expect(tooLong.status).toBe(400);
    expect(refused.errors.map((error: { field: string }) => error.field)).toEqual(["noteHi"]);
    expect(refused.message).toContain("Note (Hindi)");
    const patchTooLong = await t.json(
      "PATCH",
      `/api/opd-sessions/${withHindi._id}`,
      { noteHi: "x".repeat(301) },
      desk,
    );
    expect(patchTooLong.status).toBe(400);
    expect((await patchTooLong.json()).errors[0].field).toBe("noteHi");
    const patched = await t.json(
      "PATCH",
      `/api/opd-sessions/${englishOnly._id}`,
      { noteHi: "टीका कार्ड लाएँ" },
      desk,
    );
    expect((await patched.json()).data.noteHi).toBe("टीका कार्ड लाएँ");
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "opd-session.update"), eq(auditLog.entityId, englishOnly._id)))
      .orderBy(auditLog.at)
      .limit(1);
    expect(entry!.changes).toEqual({ noteHi: { from: null, to: "टीका कार्ड लाएँ" } });
    const cleared = await t.json("PATCH", `/api/opd-sessions/${englishOnly._id}`, { noteHi: " " }, desk);
    expect((await cleared.json()).data).toMatchObject({
      note: "Bring the child's vaccination card",
      noteHi: null,
    });
    // Sent null (as the desk's form sends an emptied note), the note clears too; a field not sent stays.
    const restored = await t.json(
      "PATCH",
      `/api/opd-sessions/${englishOnly._id}`,
      { noteHi: "टीका कार्ड लाएँ" },
      desk,
    );
    expect((await restored.json()).data.noteHi).toBe("टीका कार्ड लाएँ");
    const nulled = await t.json(
      "PATCH",
      `/api/opd-sessions/${englishOnly._id}`,
      { noteHi: null, room: englishOnly.room },
      desk,
    );
    expect((await nulled.json()).data).toMatchObject({
      note: "Bring the child's vaccination card",
      noteHi: null,
    });

    // Visitors: one language, never noteHi. Hindi where given, else the English named in fallbacks.
    const publicOne = async (id: string, query = "") =>
      (await (await t.json("GET", `/api/opd-sessions/${id}${query}`)).json()).data;
    expect(await publicOne(withHindi._id, "?language=hi")).toMatchObject({ note: hindi, fallbacks: [] });
    expect(await publicOne(englishOnly._id, "?language=hi")).toMatchObject({
      note: "Bring the child's vaccination card",
      fallbacks: ["note"],
    });
    expect(await publicOne(noNote._id, "?language=hi")).toMatchObject({ note: null, fallbacks: [] });
    const english = await publicOne(withHindi._id);
    expect(english.note).toBe("Bring the child's vaccination card");
    expect(english).not.toHaveProperty("noteHi");
    expect(english).not.toHaveProperty("fallbacks");
    expect(await publicOne(withHindi._id, "?language=hi")).not.toHaveProperty("noteHi");

    const day = await (await t.json("GET", `/api/opd-sessions/day?date=2030-06-05&language=hi`)).json();
    const mine = (id: string) => day.data.opdSessions.find((s: OpdSession) => s._id === id);
    expect(mine(withHindi._id)).toMatchObject({ note: hindi, fallbacks: [] });
    expect(mine(englishOnly._id)).toMatchObject({
      note: "Bring the child's vaccination card",
      fallbacks: ["note"],
    });
    expect(mine(withHindi._id)).not.toHaveProperty("noteHi");
    const list = await (
      await t.json("GET", "/api/opd-sessions?weekday=Wednesday&limit=500&language=hi")
    ).json();
    expect(list.data.opdSessions.find((s: OpdSession) => s._id === withHindi._id).note).toBe(hindi);
    expect((await t.json("GET", "/api/opd-sessions?language=fr")).status).toBe(400);
  });

  it("is documented in the OpenAPI file with the issue's field names", async () => {
    const doc = await (await t.json("GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/opd-sessions"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/opd-sessions/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
    expect(doc.paths["/opd-sessions/day"]).toBeDefined();
    expect(doc.paths["/opd-holidays"]).toBeDefined();
    expect(Object.keys(doc.paths["/opd-seasons"]).sort()).toEqual(["get", "put"]);
    expect(JSON.stringify(doc)).toContain('"doctorIds"');
  });

  it("seeds a sample timetable from the sample faculty into an empty table", async () => {
    await t.db.delete(opdSessions);
    const doctors = await Promise.all([
      addDoctor("Paediatrics"),
      addDoctor("Cardiology"),
      addDoctor("Anatomy"),
    ]);
    await t.services.opd.seedSamples();
    const timetable = await t.services.opd.timetable();
    const paediatrics = timetable.filter((session) => session.department === "Paediatrics");
    // A daily department: Monday to Saturday, in summer and in winter hours.
    expect(paediatrics).toHaveLength(12);
    expect(new Set(timetable.map((session) => session.department))).not.toContain("Anatomy");
    expect(timetable.find((session) => session.department === "Cardiology")?.season).toBe("all-year");
    // The fixed-day departments' first day carries the registration note, in Hindi too.
    expect(timetable.find((session) => session.department === "Cardiology" && session.note)).toMatchObject({
      note: "New patients registered until 12:00",
      noteHi: "नए मरीज़ों का पंजीकरण दोपहर 12:00 बजे तक",
    });
    expect(timetable.flatMap((session) => session.doctorIds)).toEqual(
      expect.arrayContaining([doctors[0]!.id, doctors[1]!.id]),
    );
    await t.services.opd.seedSamples();
    expect((await t.services.opd.timetable()).length).toBe(timetable.length);
  });
});
