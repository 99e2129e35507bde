import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORBIDDEN_MESSAGE } from "../../contract/permissions";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { auditLog } from "./audit.schema";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

const entriesFor = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);

async function createEnquiry(name = `Priya ${unique()}`) {
  const response = await t.json("POST", "/api/enquiry", {
    name,
    email: "priya@example.com",
    phone: "+91 98765 43210",
    course: "MBBS",
    neetScore: "640",
  });
  expect(response.status).toBe(201);
  return (await response.json()).data._id as string;
}

describe("the audit trail", () => {
  it("records each write once, in its transaction, with the changed fields and who made them", async () => {
    const id = await createEnquiry();
    const update = await t.json("PUT", `/api/enquiry/${id}`, { neetScore: "655", course: "MD" }, admin);
    expect(update.status).toBe(200);
    const entries = await entriesFor(id);
    expect(entries.map((entry) => entry.action)).toEqual(["enquiry.create", "enquiry.update"]);
    const [created, updated] = entries;
    expect(created!.actorId).toBeNull();
    expect(updated!.actorEmail).toMatch(/@example\.edu\.in$/);
    expect(updated!.actorRole).toBe("admin");
    expect(updated!.changes).toEqual({
      course: { from: "MBBS", to: "MD" },
      neetScore: { from: "640", to: "655" },
    });
    expect(updated!.ip).toBeTruthy();
  });

  it("records nothing when the change fails", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const response = await t.json("PUT", `/api/enquiry/${crypto.randomUUID()}`, { course: "MD" }, admin);
    expect(response.status).toBe(404);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("cannot be changed or deleted, even by a direct SQL statement", async () => {
    const id = await createEnquiry();
    await expect(
      t.db.execute(sql`update audit_log set action = 'forged' where entity_id = ${id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log where entity_id = ${id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await entriesFor(id)).map((entry) => entry.action)).toEqual(["enquiry.create"]);
  });

  it("GET /api/audit filters by action, entity, entityId, actor and dates, with the enquiries' pagination shape", async () => {
    const id = await createEnquiry();
    await t.json("DELETE", `/api/enquiry/${id}`, undefined, admin);
    const response = await t.json(
      "GET",
      `/api/audit?entity=enquiry&entityId=${id}&limit=1`,
      undefined,
      admin,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ action: "enquiry.delete", entity: "enquiry", entityId: id });
    expect(body.data[0].actor).toMatchObject({ role: "admin" });
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      limit: 1,
      totalEntries: 2,
      hasNextPage: true,
      hasPrevPage: false,
    });

    const byAction = await (
      await t.json("GET", `/api/audit?action=enquiry.create&entityId=${id}`, undefined, admin)
    ).json();
    expect(byAction.data.map((entry: { action: string }) => entry.action)).toEqual(["enquiry.create"]);
    const byPrefix = await (
      await t.json("GET", `/api/audit?action=enquiry&entityId=${id}`, undefined, admin)
    ).json();
    expect(byPrefix.data).toHaveLength(2);
    const actor = body.data[0].actor.email as string;
    const byActor = await (
      await t.json("GET", `/api/audit?actor=${encodeURIComponent(actor)}&entityId=${id}`, undefined, admin)
    ).json();
    expect(byActor.data.map((entry: { action: string }) => entry.action)).toEqual(["enquiry.delete"]);
    const past = await (
      await t.json("GET", `/api/audit?to=2000-01-01&entityId=${id}`, undefined, admin)
    ).json();
    expect(past.data).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const current = await (
      await t.json("GET", `/api/audit?from=${today}&to=${today}&entityId=${id}`, undefined, admin)
    ).json();
    expect(current.data).toHaveLength(2);
  });

  it("refuses a bad date filter with a message naming it", async () => {
    const response = await t.json("GET", "/api/audit?from=yesterday", undefined, admin);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/from must be a date/);
  });

  it("is for administrators only", async () => {
    await expectStaffOnly(t, "GET", "/api/audit");
    for (const role of ["admissions", "faculty-records", "editor"] as const) {
      const response = await t.json("GET", "/api/audit", undefined, await t.signInAs(role));
      expect(response.status, role).toBe(403);
      expect(await response.json()).toEqual({ success: false, message: FORBIDDEN_MESSAGE });
    }
  });
});
