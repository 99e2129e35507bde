import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import type { Role } from "../../contract/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths, formatMonth, lastDayOf, nmcDuty } from "../../contract/nmc";
import { pdfText } from "../test-support/pdf-text";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { auditLog } from "../audit/audit.schema";
import { faculty } from "../faculty/faculty.schema";
import { nmcFacultyListRows, nmcFacultyLists } from "./nmc.schema";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(() => t.close());

/** Months far in the past, one per test: each test file has its own database, each test its own month. */
let monthCounter = 0;
const pastMonth = () => addMonths("2001-01", monthCounter++);

const photo = (colour: string) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
    .then((bytes) => new File([bytes], "portrait.jpg", { type: "image/jpeg" }));

async function addMember(fields: Record<string, string>, picture?: File) {
  const form = new FormData();
  const values = {
    name: `Dr. Nmc ${unique()}`,
    designation: "Professor",
    qualification: "MBBS, MD",
    regNo: `BMC-${unique()}1234`,
    medicalCouncil: "Bihar Medical Council",
    department: "Pathology",
    AEBASID: `AEB${unique()}`,
    // Before every month these tests publish: the list holds members who had joined by its date.
    joiningDate: "2000-01-01",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  if (picture) form.set("photo", picture);
  const response = await t.request("/api/faculty", {
    method: "POST",
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(201);
  return (await response.json()).data as {
    _id: string;
    name: string;
    regNo: string;
    photoThumb: string | null;
  };
}

const publish = (body: unknown, bearer: string | undefined = token) =>
  t.json("POST", "/api/nmc/faculty-lists", body, bearer);

async function publishOk(body: { month: string; reason?: string }) {
  const response = await publish(body);
  const json = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(201);
  return json.data;
}

const read = async (url: string) => {
  const response = await t.request(url);
  expect(response.status).toBe(200);
  return response.json();
};

describe("POST /api/nmc/faculty-lists", () => {
  it("publishes a month's list as a snapshot of the records, read back publicly with its rows", async () => {
    const principal = await addMember({ department: "General Medicine", leadershipRole: "Principal" });
    const member = await addMember({ department: "General Medicine", designation: "Assistant Professor" });
    const month = pastMonth();
    const before = Date.now();
    const data = await publishOk({ month });
    expect(Object.keys(data)).toEqual([
      "_id",
      "month",
      "revision",
      "reason",
      "publishedAt",
      "publishedBy",
      "totals",
    ]);
    expect(data).toMatchObject({ month, revision: 1, reason: null, publishedBy: "Test Staff" });
    expect(Date.parse(data.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    const [{ n: members } = { n: -1 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`faculty`);
    expect(data.totals.members).toBe(members);
    expect(data.totals.departments).toBeGreaterThanOrEqual(1);
    expect(data.totals.gaps).toBeGreaterThanOrEqual(2); // neither member has a photo
    // The publication is in the audit trail, written with it.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, data._id));
    expect(entry).toMatchObject({
      action: "nmc.publish",
      entity: "nmc-faculty-list",
      details: { month, revision: 1, reason: null, members: data.totals.members },
    });

    const body = await read(`/api/nmc/faculty-lists/${month}`);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ _id: data._id, month, revision: 1 });
    expect(body.data.revisions.map((r: { revision: number }) => r.revision)).toEqual([1]);
    const medicine = body.data.rows.filter(
      (row: { department: string }) => row.department === "General Medicine",
    );
    // The Principal first within their department, then by designation.
    expect(medicine.map((row: { name: string }) => row.name).slice(0, 2)).toEqual([
      principal.name,
      member.name,
    ]);
    expect(medicine[0]).toEqual({
      department: "General Medicine",
      name: principal.name,
      designation: "Professor",
      qualification: "MBBS, MD",
      medicalCouncil: "Bihar Medical Council",
      regNo: principal.regNo,
      aebasId: expect.stringMatching(/^AEB/),
      leadershipRole: "Principal",
      photoThumb: null,
    });

    // A later change to the records does not change the published month.
    const form = new FormData();
    form.set("designation", "Associate Professor");
    const changed = await t.request(`/api/faculty/${member._id}`, {
      method: "PUT",
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(changed.status).toBe(200);
    const again = await read(`/api/nmc/faculty-lists/${month}`);
    expect(again.data.rows).toEqual(body.data.rows);
  });

  it("keeps every revision: a correction is a new revision with a reason, the latest is shown", async () => {
    const month = pastMonth();
    const first = await publishOk({ month });
    const refused = await publish({ month });
    expect(refused.status).toBe(400);
    const refusal = await refused.json();
    expect(refusal.message).toMatch(/already published \(revision 1\).*reason/);
    expect(refusal.errors).toEqual([{ field: "reason", message: refusal.message }]);

    const member = await addMember({ department: "Anatomy" });
    const second = await publishOk({ month, reason: "  Dr. Late joined the Anatomy department  " });
    expect(second).toMatchObject({ month, revision: 2, reason: "Dr. Late joined the Anatomy department" });
    expect(second.totals.members).toBe(first.totals.members + 1);

    const latest = await read(`/api/nmc/faculty-lists/${month}`);
    expect(latest.data._id).toBe(second._id);
    expect(latest.data.rows.some((row: { name: string }) => row.name === member.name)).toBe(true);
    expect(latest.data.revisions.map((r: { _id: string }) => r._id)).toEqual([second._id, first._id]);
    const earlier = await read(`/api/nmc/faculty-lists/${month}?revision=1`);
    expect(earlier.data._id).toBe(first._id);
    expect(earlier.data.rows.some((row: { name: string }) => row.name === member.name)).toBe(false);
    expect(await countRows(t.db, nmcFacultyLists, eq(nmcFacultyLists.month, month))).toBe(2);
  });

  it("refuses a month not yet begun (400) and allows back-filling a month long past", async () => {
    const { currentMonth } = nmcDuty(new Date());
    const next = addMonths(currentMonth, 1);
    const future = await publish({ month: next });
    expect(future.status).toBe(400);
    const body = await future.json();
    expect(body.errors).toEqual([{ field: "month", message: expect.stringMatching(/has not begun/) }]);
    expect(await countRows(t.db, nmcFacultyLists, eq(nmcFacultyLists.month, next))).toBe(0);

    expect((await publish({ month: "1999-12" })).status).toBe(400);
    expect((await publish({ month: "2026-13" })).status).toBe(400);
    expect((await publish({})).status).toBe(400);
    expect((await publishOk({ month: "2000-01", reason: "Back-filled from the office file" })).revision).toBe(
      1,
    );
  });

  it("lets faculty-records and admin publish, refuses other roles (403) and anonymous callers (401)", async () => {
    const month = pastMonth();
    expect((await t.json("POST", "/api/nmc/faculty-lists", { month })).status).toBe(401);
    for (const role of ["admissions", "editor"] as const) {
      const other = await staffToken(role);
      const response = await publish({ month }, other);
      expect(response.status, role).toBe(403);
      expect(await response.json()).toEqual({
        success: false,
        message: "Forbidden: your role does not allow this",
      });
      expect((await t.json("GET", "/api/nmc/preview", undefined, other)).status).toBe(403);
    }
    expect(await countRows(t.db, nmcFacultyLists, eq(nmcFacultyLists.month, month))).toBe(0);
    expect((await publish({ month }, await staffToken("faculty-records"))).status).toBe(201);
    expect((await publish({ month, reason: "Admin check" }, await staffToken("admin"))).status).toBe(201);
  });
});

const staffToken = (role: Role) => t.signInAs(role);

describe("published snapshots", () => {
  it("are refused UPDATE, DELETE and TRUNCATE by the database itself", async () => {
    const month = pastMonth();
    await addMember({});
    const list = await publishOk({ month });
    const attempts = [
      sql`update nmc_faculty_lists set reason = 'rewritten' where id = ${list._id}`,
      sql`delete from nmc_faculty_lists where id = ${list._id}`,
      sql`update nmc_faculty_list_rows set name = 'Someone else' where list_id = ${list._id}`,
      sql`delete from nmc_faculty_list_rows where list_id = ${list._id}`,
      sql`truncate nmc_faculty_list_rows`,
      sql`truncate nmc_faculty_lists cascade`,
    ];
    for (const statement of attempts) {
      const failure = await t.db.execute(statement).then(
        () => null,
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
      expect(failure).toMatch(/A published NMC faculty list cannot be changed or deleted/);
    }
    const [stored] = await t.db.select().from(nmcFacultyLists).where(eq(nmcFacultyLists.id, list._id));
    expect(stored!.reason).toBeNull();
    expect(await countRows(t.db, nmcFacultyListRows, eq(nmcFacultyListRows.listId, list._id))).toBe(
      list.totals.members,
    );
  });

  it("keep the photo as published when the member's photo changes later", async () => {
    const month = pastMonth();
    const member = await addMember({ department: "Physiology" }, await photo("#aa2233"));
    await publishOk({ month });
    const row = (await read(`/api/nmc/faculty-lists/${month}`)).data.rows.find(
      (each: { name: string }) => each.name === member.name,
    );
    expect(row.photoThumb).toMatch(/^\/media\/nmc\//);
    expect(row.photoThumb).not.toBe(member.photoThumb);
    const published = Buffer.from(await (await t.request(row.photoThumb)).arrayBuffer());
    expect(published.equals(Buffer.from(await (await t.request(member.photoThumb!)).arrayBuffer()))).toBe(
      true,
    );

    const form = new FormData();
    form.set("photo", await photo("#2233aa"));
    const response = await t.request(`/api/faculty/${member._id}`, {
      method: "PUT",
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()).data;
    expect(updated.photoThumb).not.toBe(member.photoThumb);
    expect((await t.request(member.photoThumb!)).status).toBe(404); // the record's old photo is gone

    const after = (await read(`/api/nmc/faculty-lists/${month}`)).data.rows.find(
      (each: { name: string }) => each.name === member.name,
    );
    expect(after.photoThumb).toBe(row.photoThumb);
    const still = await t.request(after.photoThumb);
    expect(still.status).toBe(200);
    expect(Buffer.from(await still.arrayBuffer()).equals(published)).toBe(true);
  });
});

describe("GET /api/nmc/faculty-lists", () => {
  it("lists every publication newest month first, paginated like enquiries, to anyone", async () => {
    const older = pastMonth();
    const newer = pastMonth();
    await publishOk({ month: older });
    await publishOk({ month: newer });
    const body = await read("/api/nmc/faculty-lists?limit=100");
    expect(Object.keys(body)).toEqual(["success", "data", "pagination"]);
    const months = body.data.map((each: { month: string }) => each.month);
    expect(months.indexOf(newer)).toBeLessThan(months.indexOf(older));
    expect([...months].sort().reverse()).toEqual(months);
    expect(body.pagination).toMatchObject({ currentPage: 1, limit: 100, hasPrevPage: false });
    const pageTwo = await read("/api/nmc/faculty-lists?limit=1&page=2");
    expect(pageTwo.data).toHaveLength(1);
    expect(pageTwo.pagination).toMatchObject({ currentPage: 2, hasPrevPage: true });
    expect((await t.request("/api/nmc/faculty-lists?limit=0")).status).toBe(400);
  });

  it("answers 404 for a month never published and 400 for one that is not a month", async () => {
    expect((await t.request("/api/nmc/faculty-lists/2000-06")).status).toBe(404);
    expect((await t.request("/api/nmc/faculty-lists/november")).status).toBe(400);
  });
});

describe("the list as on its date", () => {
  it("holds only members who had joined by then: by joining date, or from the day a record without one was added", async () => {
    const month = pastMonth();
    const onTheDay = await addMember({ joiningDate: lastDayOf(month), department: "Anatomy" });
    const nextMonth = await addMember({ joiningDate: `${addMonths(month, 1)}-01`, department: "Anatomy" });
    const undated = await addMember({ joiningDate: "", department: "Anatomy" });

    const preview = await (await t.json("GET", `/api/nmc/preview?month=${month}`, undefined, token)).json();
    expect(preview.data).toMatchObject({ month, asOn: lastDayOf(month) });
    const previewed = preview.data.rows.map((row: { regNo: string }) => row.regNo);
    expect(previewed).toContain(onTheDay.regNo);
    expect(previewed).not.toContain(nextMonth.regNo);
    expect(previewed).not.toContain(undated.regNo);

    await publishOk({ month });
    const published = (await read(`/api/nmc/faculty-lists/${month}`)).data.rows.map(
      (row: { regNo: string }) => row.regNo,
    );
    expect(published).toContain(onTheDay.regNo);
    expect(published).not.toContain(nextMonth.regNo);
    expect(published).not.toContain(undated.regNo);

    // This month's list, as on today, has the record added today.
    const { currentMonth } = nmcDuty(new Date());
    const current = await (
      await t.json("GET", `/api/nmc/preview?month=${currentMonth}`, undefined, token)
    ).json();
    const now = current.data.rows.map((row: { regNo: string }) => row.regNo);
    expect(now).toContain(undated.regNo);
    expect(now).toContain(nextMonth.regNo);
    expect((await t.json("GET", "/api/nmc/preview?month=2026-13", undefined, token)).status).toBe(400);
  });
});

describe("GET /api/nmc/preview", () => {
  it("shows staff the list as it stands with its gaps, each naming the member", async () => {
    const bare = await addMember({
      department: "",
      AEBASID: "",
      medicalCouncil: "",
      regNo: `applied#${unique()}`,
    });
    const body = await (await t.json("GET", "/api/nmc/preview", undefined, token)).json();
    const gaps = body.data.gaps.filter((gap: { facultyId: string }) => gap.facultyId === bare._id);
    expect(gaps.map((gap: { kind: string }) => gap.kind)).toEqual([
      "photo",
      "regNoFormat",
      "medicalCouncil",
      "department",
      "aebasId",
    ]);
    expect(body.data.totals.gaps).toBe(body.data.gaps.length);
    expect((await t.request("/api/nmc/preview")).status).toBe(401);
  });
});

describe("the month's downloads", () => {
  it("give the list as CSV with a BOM and as an A4 PDF naming the college, month and date on every page", async () => {
    const month = pastMonth();
    const members = [];
    for (let index = 0; index < 3; index += 1) members.push(await addMember({ department: "Biochemistry" }));
    // One not onboarded in AEBAS: "Not onboarded" in the narrow column.
    members.push(await addMember({ department: "Biochemistry", AEBASID: "" }));
    const list = await publishOk({ month });

    const csv = await t.request(`/faculty/department-wise/${month}.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="nmc-faculty-${month}.csv"`);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Department,Name,Designation,/);
    expect(lines).toHaveLength(list.totals.members + 1);
    for (const member of members) {
      expect(lines.some((line) => line.startsWith(`Biochemistry,${member.name},Professor,`))).toBe(true);
    }

    const pdf = await t.request(`/faculty/department-wise/${month}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const pdfBytes = new Uint8Array(await pdf.arrayBuffer());
    const document = await PDFDocument.load(pdfBytes);
    const pages = await pdfText(pdfBytes);
    expect(pages).toHaveLength(document.getPageCount());
    for (const [index, page] of document.getPages().entries()) {
      expect(Math.round(page.getWidth())).toBe(595);
      expect(Math.round(page.getHeight())).toBe(842);
      expect(pages[index]).toContain("Ganga Valley Institute of Medical Sciences & Hospital");
      expect(pages[index]).toMatch(/Faculty as on \d+ \w+ \d{4}, published \d+ \w+ \d{4}/);
    }
    const all = pages.join("\n");
    expect(all).toContain("Biochemistry (");
    // The narrow AEBAS column wraps at word boundaries: whole words on each line, never "Onboard/ed".
    const drawn = all.split("\n");
    expect(drawn).toContain("Onboarded");
    expect(drawn).toContain("onboarded");
    for (const broken of ["Onboard", "Onboarde", "onboarde", "ed", "d"]) expect(drawn).not.toContain(broken);
    for (const member of members) expect(all).toContain(member.name);

    expect((await t.request(`/faculty/department-wise/2000-07.csv`)).status).toBe(404);
  });
});

describe("the reminder job", () => {
  it("e-mails faculty-records users once per key while the month due is unpublished, and no more once published", async () => {
    const { dueMonth } = nmcDuty(new Date());
    const email = `records-${unique()}@example.edu.in`;
    await t.services.users.create({
      name: "Records Clerk",
      email,
      password: "correct horse battery",
      role: "faculty-records",
    });
    expect(t.services.scheduler.jobs()).toContain("nmc.reminder");

    const before = t.mailer.sent.length;
    expect(await t.services.scheduler.tick(new Date())).toContain("nmc.reminder");
    await t.services.outbox.drain();
    const sent = t.mailer.sent.slice(before);
    const mine = sent.filter((mail) => mail.to === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toMatch(new RegExp(`NMC faculty list for ${formatMonth(dueMonth)}`));
    expect(mine[0]!.text).toContain("/dashboard/nmc-disclosure");
    // Faculty-records accounts, and only they, hear of it.
    const clerks = (await t.services.users.withRole("faculty-records")).map((user) => user.email);
    expect(sent.map((mail) => mail.to).sort()).toEqual([...clerks].sort());

    // The same key never runs twice, on this instance or another sharing the database.
    expect(await t.services.scheduler.tick(new Date())).not.toContain("nmc.reminder");

    await publishOk({ month: dueMonth });
    const after = t.mailer.sent.length;
    expect(await t.services.nmc.sendReminders()).toBe(0);
    await t.services.outbox.drain();
    expect(t.mailer.sent.length).toBe(after);
  });
});

describe("migration 0003", () => {
  it("rewrote earlier faculty values to the NMC designations, the college's departments and councils", async () => {
    const file = await readFile(
      path.resolve("server/db/migrations/0003_nmc_snapshots_immutable.sql"),
      "utf8",
    );
    const updates = file
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter((statement) => statement.startsWith("UPDATE faculty"));
    expect(updates).toHaveLength(4);
    const tag = unique();
    const legacy = [
      ["Principal", "Internal Medicine", "Medical Council of India"],
      ["Medical Superintendent", "ENT", "Bihar Medical Council"],
      ["Professor & Head", "Pediatrics", null],
      ["Lecturer", "Radiology", null],
      ["Tutor", "Obstetrics & Gynecology", null],
      ["Senior Resident", "Some Old Unit", null],
    ] as const;
    await t.db.insert(faculty).values(
      legacy.map(([designation, department, medicalCouncil], index) => ({
        name: `Dr. Legacy ${tag} ${index}`,
        designation,
        department,
        medicalCouncil,
        qualification: "MBBS",
        regNo: `LEG-${tag}-${index}`,
      })),
    );
    for (const statement of updates) await t.db.execute(sql.raw(statement));
    const rows = await t.db
      .select()
      .from(faculty)
      .where(like(faculty.regNo, `LEG-${tag}-%`))
      .orderBy(faculty.regNo);
    expect(
      rows.map((row) => [row.designation, row.leadershipRole, row.department, row.medicalCouncil]),
    ).toEqual([
      ["Professor", "Principal", "General Medicine", "National Medical Commission (IMR)"],
      ["Professor", "Medical Superintendent", "Otorhinolaryngology (ENT)", "Bihar Medical Council"],
      ["Professor", null, "Paediatrics", null],
      ["Assistant Professor", null, "Radio-Diagnosis", null],
      ["Tutor/Demonstrator", null, "Obstetrics & Gynaecology", null],
      // What it does not recognise it keeps: the form shows it until someone chooses from the list.
      ["Senior Resident", null, "Some Old Unit", null],
    ]);
  });
});
