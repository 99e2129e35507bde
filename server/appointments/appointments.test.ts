import { addDays } from "../../contract/college-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppointmentRequest, AppointmentStats } from "../../contract/appointments";

import { opdToday, opdWeekdayOf } from "../../contract/opd";
import { ROLES, type Role } from "../../contract/permissions";
import { auditLog } from "../audit/audit.schema";
import { mailOutbox } from "../outbox/outbox.schema";
import { drainOutboxTo, startSmtpSink, type SmtpSink } from "../test-support/smtp-sink";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, insertDoctor, unique } from "../test-support/test-data";
import { appointmentRequests } from "./appointments.schema";

let t: TestApp;
let smtp: SmtpSink;
const tokens = {} as Record<Role, string>;
let cardiologist: { id: string; name: string };
let cardiologyDays: string[];
let holiday: string;

const addDoctor = (department: string, name?: string) => insertDoctor(t.db, department, name);

async function addSession(fields: Record<string, unknown>) {
  const response = await t.json(
    "POST",
    "/api/opd-sessions",
    { from: "09:00", to: "13:00", room: `Room ${unique()}`, season: "all-year", ...fields },
    tokens["hospital-desk"],
  );
  expect(response.status).toBe(201);
}

const today = opdToday();
const HINDI_WEEKDAYS = ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"];
const HINDI_MONTHS = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
];
/** The dates from today to `days` ahead that fall on one of `weekdays`. */
const datesOn = (weekdays: string[], days = 30) =>
  Array.from({ length: days + 1 }, (_, offset) => addDays(today, offset)).filter((date) =>
    weekdays.includes(opdWeekdayOf(date) ?? "Sunday"),
  );

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpSink();
  for (const role of ROLES) tokens[role] = await t.signIn(`${role}-${unique()}@college.test`, role);
  const doctor = await addDoctor("Cardiology", "Dr. Arvind Cardio");
  cardiologist = doctor;
  await addSession({ department: "Cardiology", weekday: "Monday", doctorIds: [doctor.id] });
  await addSession({ department: "Cardiology", weekday: "Thursday", doctorIds: [doctor.id] });
  // The second Cardiology OPD day from tomorrow on is a holiday (OPD closed).
  const days = datesOn(["Monday", "Thursday"]).filter((date) => date > today);
  holiday = days[1]!;
  const closed = await t.json(
    "POST",
    "/api/opd-holidays",
    { date: holiday, name: "Chhath Puja", kind: "closed" },
    tokens["hospital-desk"],
  );
  expect(closed.status).toBe(201);
  cardiologyDays = days.filter((date) => date !== holiday);
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

const request = (overrides: Record<string, unknown> = {}) => ({
  name: "Sunita Devi",
  phone: `+91 9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
  department: "Cardiology",
  preferredDate: cardiologyDays[0],
  ...overrides,
});

async function post(overrides: Record<string, unknown> = {}, address?: string) {
  return t.json("POST", "/api/appointment-requests", request(overrides), undefined, address);
}

async function file(overrides: Record<string, unknown> = {}) {
  const response = await post(overrides);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return ((await response.json()) as { data: { reference: string } }).data.reference;
}

const desk = (method: string, url: string, body?: unknown, role: Role = "hospital-desk") =>
  t.json(method, `/api/appointment-requests${url}`, body, tokens[role]);

async function requestOf(reference: string): Promise<AppointmentRequest> {
  const response = await desk("GET", `/${reference}`);
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

describe("a patient's request", () => {
  it("is stored with a reference APT-YYYY-NNNNNN and says the hospital will call back; nothing typed comes back", async () => {
    const response = await post({ doctorId: cardiologist.id, note: "Chest pain on climbing stairs" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toMatch(/call you back/);
    expect(body.data).toEqual({
      reference: expect.stringMatching(new RegExp(`^APT-${today.slice(0, 4)}-\\d{6}$`)),
      department: "Cardiology",
      preferredDate: cardiologyDays[0],
    });
    const stored = await requestOf(body.data.reference);
    expect(stored).toMatchObject({
      name: "Sunita Devi",
      status: "new",
      doctor: { _id: cardiologist.id, name: "Dr. Arvind Cardio" },
      note: "Chest pain on climbing stairs",
      email: null,
      language: "en",
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, stored._id));
    expect(entry!.action).toBe("appointment-request.create");
    expect(JSON.stringify(entry)).not.toMatch(/Sunita|Chest|\+91/);
  });

  it("lists the form's options: departments with OPD, their doctors, their days in the next 30 days (holiday left out)", async () => {
    const options = (await (await t.json("GET", "/api/appointment-requests/options")).json()).data;
    expect(options.from).toBe(today);
    expect(options.to).toBe(addDays(today, 30));
    const cardiology = options.departments.find(
      (entry: { department: string }) => entry.department === "Cardiology",
    );
    expect(cardiology.doctors.map((doctor: { _id: string }) => doctor._id)).toEqual([cardiologist.id]);
    expect(cardiology.dates).toEqual(datesOn(["Monday", "Thursday"]).filter((date) => date !== holiday));
    expect(cardiology.dates).not.toContain(holiday);
  });

  it("refuses bad input with 400 naming the field, and stores nothing", async () => {
    const paediatrician = await addDoctor("Paediatrics");
    const notOpd = datesOn(["Tuesday"])[0]!;
    const cases: [Record<string, unknown>, string, RegExp?][] = [
      [{ phone: undefined }, "phone", /Phone is required/],
      [{ phone: "call me" }, "phone"],
      [{ name: " " }, "name"],
      [{ department: "Astrology" }, "department"],
      [{ department: "Anatomy" }, "department"],
      [{ preferredDate: notOpd }, "preferredDate", /Cardiology holds no OPD on .*e\.g\. \d{4}-/],
      [{ preferredDate: holiday }, "preferredDate", /holds no OPD/],
      [{ preferredDate: addDays(today, -1) }, "preferredDate", /past/],
      [
        { preferredDate: datesOn(["Monday"], 60).find((date) => date > addDays(today, 30)) },
        "preferredDate",
        /30 days/,
      ],
      [{ preferredDate: "2026-02-30" }, "preferredDate"],
      [{ doctorId: paediatrician.id }, "doctorId", /does not sit in the Cardiology OPD/],
      [{ doctorId: "not-an-id" }, "doctorId"],
      [{ email: "not an address" }, "email"],
      [{ language: "fr" }, "language", /^language must be "en" or "hi"$/],
      // A department without any OPD session: no day to offer.
      [{ department: "Urology" }, "preferredDate", /Urology holds no OPD/],
    ];
    const before = await countRows(t.db, appointmentRequests, undefined);
    for (const [overrides, field, message] of cases) {
      const response = await post(overrides);
      const body = await response.json();
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(body.success).toBe(false);
      expect(body.errors[0].field, JSON.stringify(overrides)).toBe(field);
      if (message) expect(body.errors[0].message).toMatch(message);
    }
    expect(await countRows(t.db, appointmentRequests, undefined)).toBe(before);
  });

  it("answers a filled honeypot as accepted and stores nothing", async () => {
    const before = await countRows(t.db, appointmentRequests, undefined);
    const response = await post({ website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect((await response.json()).data).toBeUndefined();
    expect(await countRows(t.db, appointmentRequests, undefined)).toBe(before);
  });

  it("is limited per phone number (3 a day, from any connection) and stores nothing past it", async () => {
    const phone = "+91 98765 00011";
    for (let i = 0; i < 3; i++) await file({ phone });
    const before = await countRows(t.db, appointmentRequests, undefined);
    const refused = await post({ phone: "98765-00011" });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/phone number/);
    expect(await countRows(t.db, appointmentRequests, undefined)).toBe(before);
    await file({ phone: "+91 98765 00012" });
  });

  it("is limited per address like the other public forms, before the fields are read", async () => {
    const limited = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: 2 });
    try {
      const address = "203.0.113.7";
      const send = () => limited.json("POST", "/api/appointment-requests", { name: "X" }, undefined, address);
      expect((await send()).status).toBe(400);
      expect((await send()).status).toBe(400);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBeTruthy();
      expect((await limited.json("POST", "/api/appointment-requests", { name: "X" })).status).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe("the hospital desk's workflow", () => {
  it("new → called (outcome) → confirmed (date, time), each step audited; no e-mail without an address", async () => {
    const reference = await file();
    const id = (await requestOf(reference))._id;
    const called = await desk("PATCH", `/${reference}`, {
      status: "called",
      outcome: "Reached the patient's son",
    });
    expect(called.status).toBe(200);
    expect((await called.json()).data).toMatchObject({
      status: "called",
      outcome: "Reached the patient's son",
    });
    const confirmed = await desk("PATCH", `/${id}`, {
      status: "confirmed",
      confirmedDate: cardiologyDays[1],
      confirmedTime: "10:30",
    });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).data).toMatchObject({
      status: "confirmed",
      confirmedDate: cardiologyDays[1],
      confirmedTime: "10:30",
      confirmationEmailed: false,
    });
    expect(await countRows(t.db, mailOutbox, eq(mailOutbox.entityId, id))).toBe(0);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at);
    expect(trail.map((entry) => entry.action)).toEqual([
      "appointment-request.create",
      "appointment-request.called",
      "appointment-request.confirmed",
    ]);
    expect(trail[2]!.changes).toMatchObject({
      status: { from: "called", to: "confirmed" },
      confirmedDate: { from: null, to: cardiologyDays[1] },
      confirmedTime: { from: null, to: "10:30" },
    });
  });

  it("refuses a step the workflow does not allow, or one missing its field, with 400 naming it, and changes nothing", async () => {
    const reference = await file();
    for (const [change, field] of [
      [{ status: "confirmed", confirmedDate: cardiologyDays[0], confirmedTime: "10:00" }, "status"],
      [{ status: "called" }, "outcome"],
      [{ status: "pending" }, "status"],
    ] as const) {
      const response = await desk("PATCH", `/${reference}`, change);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    expect((await desk("PATCH", `/${reference}`, { status: "called", outcome: "No answer" })).status).toBe(
      200,
    );
    for (const [change, field] of [
      [{ status: "confirmed", confirmedTime: "10:00" }, "confirmedDate"],
      [{ status: "confirmed", confirmedDate: cardiologyDays[0] }, "confirmedTime"],
      [{ status: "confirmed", confirmedDate: cardiologyDays[0], confirmedTime: "25:00" }, "confirmedTime"],
      [{ status: "confirmed", confirmedDate: addDays(today, -2), confirmedTime: "10:00" }, "confirmedDate"],
      [{ status: "new" }, "status"],
    ] as const) {
      const response = await desk("PATCH", `/${reference}`, change);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    expect(await requestOf(reference)).toMatchObject({
      status: "called",
      outcome: "No answer",
      confirmedDate: null,
    });
    // Called again, then cancelled; a cancelled request goes nowhere.
    expect(
      (await desk("PATCH", `/${reference}`, { status: "called", outcome: "Will come on Monday" })).status,
    ).toBe(200);
    expect(
      (await desk("PATCH", `/${reference}`, { status: "cancelled", outcome: "Went to Patna" })).status,
    ).toBe(200);
    const stuck = await desk("PATCH", `/${reference}`, { status: "called", outcome: "again" });
    expect(stuck.status).toBe(400);
    expect((await desk("PATCH", "/APT-2000-000001", { status: "cancelled" })).status).toBe(404);
  });

  it("e-mails the confirmation (reference, department, day and time; nothing the patient typed) when an address was given, read from a real SMTP server", async () => {
    const reference = await file({
      name: "Ramesh Prasad",
      email: "ramesh@example.com",
      note: "NOTE-CANARY sugar patient",
    });
    await desk("PATCH", `/${reference}`, { status: "called", outcome: "Confirmed on the phone" });
    const confirmed = await desk("PATCH", `/${reference}`, {
      status: "confirmed",
      confirmedDate: cardiologyDays[1],
      confirmedTime: "11:15",
    });
    expect((await confirmed.json()).data.confirmationEmailed).toBe(true);
    await drainOutboxTo(t.db, smtp);
    const mail = smtp.received.find((received) => received.subject.includes(reference));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual(["ramesh@example.com"]);
    expect(mail!.subject).toBe(`Appointment confirmed: ${reference}`);
    expect(mail!.text).toContain(`Reference: ${reference}`);
    expect(mail!.text).toContain("Department: Cardiology");
    expect(mail!.text).toContain("11:15 am");
    const whole = `${mail!.subject}\n${mail!.text}\n${mail!.html}`;
    for (const secret of ["Ramesh", "NOTE-CANARY", "sugar", "Confirmed on the phone"])
      expect(whole).not.toContain(secret);
    // Only the confirmation: a request without an address confirmed earlier sent nothing.
    expect(
      smtp.received.filter((received) => received.subject.startsWith("Appointment confirmed")),
    ).toHaveLength(1);
  });

  it("a request sent from a Hindi page (language hi) is stored so, and its confirmation is written in Hindi", async () => {
    const reference = await file({
      name: "Ramesh Prasad",
      email: "ramesh.hindi@example.com",
      note: "NOTE-CANARY sugar patient",
      language: "hi",
    });
    const stored = await requestOf(reference);
    expect(stored.language).toBe("hi");
    await desk("PATCH", `/${reference}`, { status: "called", outcome: "Confirmed on the phone" });
    const date = cardiologyDays[1]!;
    const confirmed = await desk("PATCH", `/${reference}`, {
      status: "confirmed",
      confirmedDate: date,
      confirmedTime: "11:15",
    });
    expect((await confirmed.json()).data).toMatchObject({ confirmationEmailed: true, language: "hi" });
    await drainOutboxTo(t.db, smtp);
    const mail = smtp.received.find((received) => received.subject.includes(reference));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual(["ramesh.hindi@example.com"]);
    expect(mail!.subject).toBe(`अपॉइंटमेंट पक्का हो गया: ${reference}`);
    expect(mail!.text).toContain("ओपीडी अपॉइंटमेंट पक्का हो गया है।");
    expect(mail!.text).toContain("ओपीडी पंजीकरण काउंटर पर आएँ");
    // OPD is written ओपीडी in Hindi, as on the site (app/site/i18n/hi/).
    expect(mail!.text).not.toMatch(/\bOPD\b/);
    expect(mail!.text).toContain(`संदर्भ संख्या: ${reference}`);
    expect(mail!.text).toContain("विभाग: Cardiology");
    // The day as India writes it in Hindi (weekday, day, month, year) and the time with its part of the day.
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    const weekday = HINDI_WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
    expect(mail!.text).toContain(
      `तारीख और समय: ${weekday}, ${day} ${HINDI_MONTHS[month - 1]} ${year}, सुबह 11:15`,
    );
    expect(mail!.html).toContain('<html lang="hi">');
    const whole = `${mail!.subject}\n${mail!.text}\n${mail!.html}`;
    expect(whole).not.toMatch(/Appointment confirmed|Reference:|Please come/);
    for (const secret of ["Ramesh", "NOTE-CANARY", "sugar", "Confirmed on the phone"])
      expect(whole).not.toContain(secret);
  });

  it("lists with filters, search by name, phone or reference, pages, and gives the daily counts", async () => {
    const phone = "+91 70000 4" + String(Date.now()).slice(-4);
    const reference = await file({ name: "Kamla Kumari Search", phone, preferredDate: cardiologyDays[2] });
    const list = async (query: string) => {
      const response = await desk("GET", `?${query}`);
      expect(response.status, query).toBe(200);
      return (await response.json()).data as {
        requests: AppointmentRequest[];
        pagination: { totalRecords: number };
      };
    };
    for (const query of [
      "search=kamla kumari",
      `search=${reference.toLowerCase()}`,
      `search=${phone.replace(/\D/g, "").slice(-7)}`,
      `date=${cardiologyDays[2]}&department=Cardiology&status=new`,
    ]) {
      expect(
        (await list(query)).requests.map((item) => item.reference),
        query,
      ).toContain(reference);
    }
    expect((await list("status=confirmed")).requests.every((item) => item.status === "confirmed")).toBe(true);
    const page = await list("limit=2&page=1");
    expect(page.requests).toHaveLength(2);
    expect(page.pagination).toMatchObject({ currentPage: 1, limit: 2, hasNext: true });
    expect((await desk("GET", "?status=maybe")).status).toBe(400);

    const stats = (await (await desk("GET", "/stats")).json()).data as AppointmentStats;
    const total = await countRows(t.db, appointmentRequests, undefined);
    const byStatus = async (status: string) =>
      countRows(t.db, appointmentRequests, eq(appointmentRequests.status, status as never));
    expect(stats.today).toBe(today);
    expect(stats.open).toEqual({ new: await byStatus("new"), called: await byStatus("called") });
    expect(stats.days).toHaveLength(7);
    expect(stats.days[0]).toEqual({ date: today, received: total, confirmed: await byStatus("confirmed") });
    expect(stats.confirmedForToday).toBe(0);
  });

  it("only the hospital desk and admin read or work requests; every other role 403, signed-out 401", async () => {
    const reference = await file();
    for (const role of ROLES.filter((role) => role !== "hospital-desk" && role !== "admin")) {
      for (const [method, url, body] of [
        ["GET", ""],
        ["GET", "/stats"],
        ["GET", `/${reference}`],
        ["PATCH", `/${reference}`, { status: "called", outcome: "x" }],
      ] as const) {
        const response = await desk(method, url, body, role);
        expect(response.status, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await desk("GET", `/${reference}`, undefined, "admin")).status).toBe(200);
    expect((await desk("PATCH", `/${reference}`, { status: "cancelled" }, "admin")).status).toBe(200);
    await expectStaffOnly(t, "GET", "/api/appointment-requests");
    await expectStaffOnly(t, "GET", "/api/appointment-requests/stats");
    await expectStaffOnly(t, "GET", `/api/appointment-requests/${reference}`);
    await expectStaffOnly(t, "PATCH", `/api/appointment-requests/${reference}`, { status: "cancelled" });
  });
});

describe("the API document", () => {
  it("lists every appointment-request route with its fields", async () => {
    const doc = await (await t.json("GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/appointment-requests"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/appointment-requests/{id}"]).sort()).toEqual(["get", "patch"]);
    expect(doc.paths["/appointment-requests/stats"].get).toBeDefined();
    expect(doc.paths["/appointment-requests/options"].get).toBeDefined();
    expect(JSON.stringify(doc.paths["/appointment-requests"].post)).toContain('"preferredDate"');
  });
});
