import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STUDENT_CSV_COLUMNS } from "../../contract/students";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { students } from "./students.schema";

let t: TestApp;
let records: string;
beforeAll(async () => {
  t = await createTestApp();
  records = await t.signInAs("faculty-records");
});
afterAll(() => t.close());

let rank = 1000;
const studentFields = (overrides: Record<string, unknown> = {}) => ({
  name: `Student ${unique()}`,
  batch: "2025-26",
  course: "MBBS",
  quota: "state",
  category: "general",
  pwd: false,
  neetRank: rank++,
  neetScore: 600,
  admittedOn: "2025-08-28",
  status: "studying",
  ...overrides,
});

async function createStudent(overrides: Record<string, unknown> = {}) {
  const response = await t.json("POST", "/api/students", studentFields(overrides), records);
  expect(response.status).toBe(201);
  return (await response.json()).data;
}

const byName = (name: string) => countRows(t.db, students, eq(students.name, name));

describe("who may keep admitted students", () => {
  it("lets faculty-records and admin write; hospital-records, editor and admissions get 403; no session 401", async () => {
    const admin = await t.signInAs("admin");
    expect((await t.json("POST", "/api/students", studentFields(), admin)).status).toBe(201);
    for (const role of ["hospital-records", "editor", "admissions"] as const) {
      const token = await t.signInAs(role);
      const response = await t.json("POST", "/api/students", studentFields(), token);
      expect(response.status, role).toBe(403);
      expect((await response.json()).message).toBe("Forbidden: your role does not allow this");
    }
    await expectStaffOnly(t, "POST", "/api/students", studentFields());
    const student = await createStudent();
    await expectStaffOnly(t, "PATCH", `/api/students/${student._id}`, { neetScore: 610 });
    await expectStaffOnly(t, "DELETE", `/api/students/${student._id}`);
  });
});

describe("GET /api/students", () => {
  it("gives visitors the public fields (no PwD, no status) and staff every field, in data.students with data.pagination", async () => {
    const marker = `Qzv${unique()}`;
    await createStudent({ name: `${marker} One`, pwd: true, status: "left" });
    const visitor = await (await t.request(`/api/students?search=${marker}`)).json();
    expect(Object.keys(visitor.data)).toEqual(["students", "pagination"]);
    expect(visitor.data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalRecords: 1,
      limit: 25,
      hasNext: false,
      hasPrev: false,
    });
    const [seen] = visitor.data.students;
    expect(seen).not.toHaveProperty("pwd");
    expect(seen).not.toHaveProperty("status");
    expect(seen).toMatchObject({
      name: `${marker} One`,
      course: "MBBS",
      quota: "state",
      category: "general",
    });
    const staff = await (await t.json("GET", `/api/students?search=${marker}`, undefined, records)).json();
    expect(staff.data.students[0]).toMatchObject({ pwd: true, status: "left" });
    // A visitor cannot select by the private status.
    const filtered = await (await t.request(`/api/students?search=${marker}&status=studying`)).json();
    expect(filtered.data.students).toHaveLength(1);
  });

  it("filters by batch, course, quota, category and (staff) status, and pages", async () => {
    const marker = `Flt${unique()}`;
    await createStudent({
      name: `${marker} a`,
      batch: "2024-25",
      course: "MD Pathology",
      quota: "nri",
      category: "sc",
    });
    await createStudent({
      name: `${marker} b`,
      batch: "2024-25",
      course: "MBBS",
      quota: "nri",
      category: "sc",
    });
    await createStudent({
      name: `${marker} c`,
      batch: "2024-25",
      course: "MBBS",
      quota: "state",
      category: "obc",
      status: "completed",
    });
    const list = async (query: string) =>
      (await (await t.json("GET", `/api/students?search=${marker}&${query}`, undefined, records)).json())
        .data;
    expect((await list("course=MD%20Pathology")).students.map((s: { name: string }) => s.name)).toEqual([
      `${marker} a`,
    ]);
    expect((await list("quota=nri&category=sc")).pagination.totalRecords).toBe(2);
    expect((await list("status=completed")).students.map((s: { name: string }) => s.name)).toEqual([
      `${marker} c`,
    ]);
    const page = await list("batch=2024-25&limit=2&page=2");
    expect(page.pagination).toMatchObject({ currentPage: 2, totalPages: 2, totalRecords: 3, hasPrev: true });
    expect(page.students).toHaveLength(1);
  });
});

describe("bad input", () => {
  it.each([
    ["category", { category: "vip" }],
    ["quota", { quota: "sports" }],
    ["course", { course: "BDS" }],
    ["neetRank", { neetRank: 0 }],
    ["neetScore", { neetScore: -5 }],
    ["batch", { batch: "2025-27" }],
    ["admittedOn", { admittedOn: "2999-01-01" }],
    ["status", { status: "graduated" }],
  ])("refuses a bad %s with 400 naming it and stores nothing", async (field, overrides) => {
    const values = studentFields(overrides);
    const response = await t.json("POST", "/api/students", values, records);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect(body.message).toContain(field);
    expect(await byName(values.name)).toBe(0);
  });

  it("refuses a second student with the same batch, course and NEET rank (409)", async () => {
    const first = await createStudent();
    const response = await t.json(
      "POST",
      "/api/students",
      studentFields({ neetRank: first.neetRank }),
      records,
    );
    expect(response.status).toBe(409);
    expect((await response.json()).errors[0].field).toBe("neetRank");
  });

  it("validates a PATCH against the whole record and keeps the fields not sent", async () => {
    const student = await createStudent();
    const bad = await t.json("PATCH", `/api/students/${student._id}`, { category: "none" }, records);
    expect(bad.status).toBe(400);
    const good = await t.json("PATCH", `/api/students/${student._id}`, { status: "completed" }, records);
    expect(good.status).toBe(200);
    expect((await good.json()).data).toMatchObject({
      status: "completed",
      name: student.name,
      neetRank: student.neetRank,
    });
    expect((await t.json("DELETE", `/api/students/${student._id}`, undefined, records)).status).toBe(200);
    expect((await t.json("GET", `/api/students/${student._id}`, undefined, records)).status).toBe(404);
  });
});

describe("POST /api/students/import-csv", () => {
  const header = STUDENT_CSV_COLUMNS.join(",");
  const importCsv = (text: string) => {
    const form = new FormData();
    form.set("csvFile", new File([text], "students.csv", { type: "text/csv" }));
    return t.request("/api/students/import-csv", {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${records}` },
    });
  };

  it("imports a batch all at once, and a re-import of the same rank updates that student", async () => {
    const marker = `Csv${unique()}`;
    const text =
      `${header}\n` +
      `${marker} Kumar,2025-26,MBBS,State,General,no,90001,640,2025-08-20,studying\n` +
      `${marker} Devi,2025-26,mbbs,all india,OBC,yes,90002,630,2025-08-21,\n`;
    const response = await importCsv(text);
    expect(response.status).toBe(201);
    expect((await response.json()).data).toEqual({ created: 2, updated: 0 });
    const [devi] = await t.db
      .select()
      .from(students)
      .where(eq(students.name, `${marker} Devi`));
    expect(devi).toMatchObject({ quota: "all-india", category: "obc", pwd: true, status: "studying" });
    const again = await importCsv(
      `${header}\n${marker} Devi R,2025-26,MBBS,state,obc,no,90002,631,2025-08-21,studying\n`,
    );
    expect((await again.json()).data).toEqual({ created: 0, updated: 1 });
  });

  it("imports nothing when one row is bad, and names the row and column", async () => {
    const marker = `Bad${unique()}`;
    const text =
      `${header}\n` +
      `${marker} Good,2025-26,MBBS,state,general,no,91001,600,2025-08-20,studying\n` +
      `${marker} Bad,2025-26,MBBS,state,vip,no,91002,600,2025-08-20,studying\n`;
    const response = await importCsv(text);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toBe("Nothing was imported: the CSV has 1 problem.");
    expect(body.errors).toEqual([
      {
        row: 3,
        column: "Category",
        message: 'category "vip" is not one of: general, ews, obc, sc, st',
        person: `${marker} Bad`,
        value: "vip",
      },
    ]);
    expect(await countRows(t.db, students, eq(students.name, `${marker} Good`))).toBe(0);
  });
});

describe("MSR B.1.11 (d): admissions merit-wise and category-wise", () => {
  it("orders each year's UG and PG admissions by NEET rank and counts them per category and quota", async () => {
    const batch = "2019-20";
    await createStudent({ batch, name: "Third", neetRank: 30, category: "sc", quota: "management" });
    await createStudent({ batch, name: "First", neetRank: 10, category: "general", quota: "state" });
    await createStudent({ batch, name: "Second", neetRank: 20, category: "sc", quota: "state", pwd: true });
    await createStudent({
      batch,
      name: "Pg",
      neetRank: 5,
      course: "MD Pathology",
      category: "obc",
      quota: "all-india",
    });
    const [ug, pg] = await t.services.students.admissions([batch]);
    expect(ug!.level).toBe("UG");
    expect(ug!.students.map((s) => s.name)).toEqual(["First", "Second", "Third"]);
    expect(ug!.byCategory).toEqual({ general: 1, ews: 0, obc: 0, sc: 2, st: 0 });
    expect(ug!.byQuota).toEqual({ state: 2, management: 1, nri: 0, "all-india": 0 });
    expect(ug!.pwd).toBe(1);
    expect(pg!.students.map((s) => s.name)).toEqual(["Pg"]);
  });
});
