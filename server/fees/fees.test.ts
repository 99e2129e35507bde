import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, can } from "../../contract/permissions";
import { auditLog } from "../audit/audit.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { DEFAULT_FEE_TABLES } from "./fees.defaults";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
});
afterAll(() => t.close());

const publicTable = async (id: string) => (await (await t.json("GET", `/api/fees/${id}`)).json()).data;
const staffTable = async (id: string) =>
  (await (await t.json("GET", `/api/fees/${id}`, undefined, editor)).json()).data;
const put = (id: string, body: unknown, token = editor) => t.json("PUT", `/api/fees/${id}`, body, token);
const ugWith = (changes: Record<string, unknown> = {}) => ({
  status: "published",
  ...DEFAULT_FEE_TABLES.ug,
  ...changes,
});

describe("fee tables API", () => {
  it("starts with the college's current figures for both tables, for visitors too", async () => {
    const list = (await (await t.json("GET", "/api/fees")).json()).data;
    expect(list.map((table: { _id: string }) => table._id)).toEqual(["ug", "pg"]);
    const ug = await publicTable("ug");
    expect(ug).toMatchObject({ _id: "ug", status: "published", session: "2025-26" });
    // Visitors read the table in English only; the Hindi texts beside it are the editor's (staff read).
    expect(ug.rows[0]).toEqual({
      item: "Tuition fee, resident Indian students (session 2025-26)",
      amount: 1_400_000,
      currency: "INR",
      unit: "per year",
      terms: "Payable every year for 4½ years",
    });
    expect(ug).not.toHaveProperty("notesHi");
    const staffUg = await staffTable("ug");
    expect(staffUg.rows[0]).toMatchObject({
      itemHi: "ट्यूशन फीस, भारतीय छात्र (सत्र 2025-26)",
      unitHi: "प्रति वर्ष",
      termsHi: "4½ साल तक हर साल देनी होगी",
    });
    expect(staffUg.notesHi).toHaveLength(staffUg.notes.length);
    const pg = await publicTable("pg");
    expect(pg.courses).toHaveLength(10);
    expect(pg.courses[0]).toEqual({ course: "MD General Medicine", amount: 2_300_000, nriAmount: 45_000 });
    expect((await t.json("GET", "/api/fees/mbbs")).status).toBe(404);
  });

  it("lets only editors and admins write; other roles get 403 and nothing changes", async () => {
    await expectStaffOnly(t, "PUT", "/api/fees/ug", ugWith());
    for (const role of ROLES) {
      if (can(role, "content:write")) continue;
      const response = await put("ug", ugWith({ session: "2030-31" }), await t.signInAs(role));
      expect(response.status, role).toBe(403);
    }
    expect((await publicTable("ug")).session).toBe("2025-26");
    const admin = await t.signInAs("admin");
    expect((await put("pg", { status: "published", ...DEFAULT_FEE_TABLES.pg }, admin)).status).toBe(200);
  });

  it("refuses bad input with 400, a message naming the row or field, and writes nothing", async () => {
    const before = await staffTable("ug");
    const audits = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.entity, "fee-table"))).length;
    const auditsBefore = await audits();
    const rows = DEFAULT_FEE_TABLES.ug.rows;
    const cases: [unknown, string][] = [
      [ugWith({ rows: [rows[0], rows[1], { ...rows[2], amount: -1 }] }), "Row 3: Amount must be 0 or more"],
      [ugWith({ rows: [{ ...rows[0], amount: "lots" }] }), "Row 1: Amount must be a number"],
      [ugWith({ rows: [{ ...rows[0], item: " " }] }), "Row 1: Item is required"],
      [ugWith({ session: undefined }), "Session is required"],
      [ugWith({ session: "" }), "Session is required"],
      [ugWith({ session: "2026-2027" }), "Session must be an academic year like 2026-27"],
      [ugWith({ session: "2026-28" }), "Session must be an academic year like 2026-27"],
      [ugWith({ rows: [] }), "Add at least one fee row"],
      [ugWith({ status: "hidden" }), "status must be draft or published"],
      [ugWith({ courses: DEFAULT_FEE_TABLES.pg.courses }), "The UG table has no course list"],
    ];
    for (const [body, message] of cases) {
      const response = await put("ug", body);
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toBe(message);
    }
    const negativeCourse = await put("pg", {
      ...DEFAULT_FEE_TABLES.pg,
      courses: [{ course: "MD Pathology", amount: 700_000, nriAmount: -5 }],
    });
    expect(negativeCourse.status).toBe(400);
    expect((await negativeCourse.json()).errors).toEqual([
      { field: "courses.0.nriAmount", message: "Course 1: NRI tuition (USD) must be 0 or more" },
    ]);
    expect(await staffTable("ug")).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it("publishes a change that visitors see at once (audited), and keeps drafts from visitors", async () => {
    const rows = [
      { ...DEFAULT_FEE_TABLES.ug.rows[0]!, amount: "15,50,000" },
      ...DEFAULT_FEE_TABLES.ug.rows.slice(1),
    ];
    const response = await put("ug", ugWith({ session: "2026-27", rows }));
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      status: "published",
      session: "2026-27",
      hasDraft: false,
    });
    expect(await publicTable("ug")).toMatchObject({
      session: "2026-27",
      rows: [{ amount: 1_550_000 }, {}, {}, {}],
    });
    expect((await t.services.fees.current("ug")).session).toBe("2026-27");
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "fee-table"),
          eq(auditLog.action, "fees.publish"),
          eq(auditLog.entityId, "ug"),
        ),
      );
    expect(entry?.changes).toMatchObject({ session: { from: "2025-26", to: "2026-27" } });

    const draft = await put("ug", ugWith({ status: "draft", session: "2027-28", rows }));
    expect(draft.status).toBe(200);
    expect((await staffTable("ug")).status).toBe("draft");
    expect(await staffTable("ug")).toMatchObject({ session: "2027-28", hasDraft: true });
    expect((await publicTable("ug")).session).toBe("2026-27");
    expect((await t.services.fees.preview("ug")).session).toBe("2027-28");

    expect((await t.json("DELETE", "/api/fees/ug/draft", undefined, editor)).status).toBe(200);
    expect(await staffTable("ug")).toMatchObject({
      status: "published",
      session: "2026-27",
      hasDraft: false,
    });
  });

  it("is documented in the OpenAPI file", async () => {
    const doc = await (await t.json("GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/fees"])).toEqual(["get"]);
    expect(Object.keys(doc.paths["/fees/{id}"]).sort()).toEqual(["get", "put"]);
    expect(Object.keys(doc.paths["/fees/{id}/draft"])).toEqual(["delete"]);
    expect(Object.keys(doc.paths["/site-settings"]).sort()).toEqual(["get", "patch"]);
    expect(JSON.stringify(doc.paths["/fees/{id}"].put)).toContain('"nriAmount"');
  });
});
