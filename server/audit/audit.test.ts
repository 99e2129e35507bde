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
    // Days are the college's (India time).
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const current = await (
      await t.json("GET", `/api/audit?from=${today}&to=${today}&entityId=${id}`, undefined, admin)
    ).json();
    expect(current.data).toHaveLength(2);
  });

  it("counts a date filter's days in India time", async () => {
    const entityId = `india-day-${unique()}`;
    // 19:00 UTC on 10 March is 00:30 on 11 March in India.
    await t.db.insert(auditLog).values({
      at: new Date("2026-03-10T19:00:00Z"),
      action: "test.india-day",
      entity: "test",
      entityId,
    });
    const on = async (day: string) =>
      (
        await (
          await t.json("GET", `/api/audit?from=${day}&to=${day}&entityId=${entityId}`, undefined, admin)
        ).json()
      ).data.length;
    expect(await on("2026-03-11")).toBe(1);
    expect(await on("2026-03-10")).toBe(0);
  });

  it("names people and records: the actor's name, the record's name from its entries", async () => {
    // An account by its name (its creation recorded every field).
    const name = `Asha Named ${unique()}`;
    const invited = await t.json(
      "POST",
      "/api/users",
      { name, email: `${unique()}@example.edu.in`, role: "editor" },
      admin,
    );
    const userId = (await invited.json()).data._id as string;
    expect((await t.json("PATCH", `/api/users/${userId}`, { role: "admissions" }, admin)).status).toBe(200);
    const { data } = await (await t.json("GET", `/api/audit?entityId=${userId}`, undefined, admin)).json();
    expect(data).toHaveLength(2);
    for (const entry of data) expect(entry.entityLabel).toBe(name);
    const update = data.find((entry: { action: string }) => entry.action === "user.update");
    expect(update.actor).toMatchObject({ name: "Test Staff", role: "admin" });
    // A visitor's enquiry by its reference: no personal data of theirs is in the trail.
    const id = await createEnquiry();
    expect((await t.json("PUT", `/api/enquiry/${id}`, { neetScore: "660" }, admin)).status).toBe(200);
    const enquiry = await (await t.json("GET", `/api/audit?entityId=${id}`, undefined, admin)).json();
    for (const entry of enquiry.data) expect(entry.entityLabel).toMatch(/^ENQ-\d{6}$/);
    // A record whose entries name nothing has no label.
    const nameless = `nameless-${unique()}`;
    await t.db.insert(auditLog).values({ action: "test.nameless", entity: "test", entityId: nameless });
    const plain = await (await t.json("GET", `/api/audit?entityId=${nameless}`, undefined, admin)).json();
    expect(plain.data[0].entityLabel).toBeNull();
    expect(plain.data[0].actor).toBeNull();
  });

  it("GET /api/audit/facets lists the actors by name and the actions in the trail (admin only)", async () => {
    const email = `facet-${unique()}@example.edu.in`;
    const token = await t.signIn(email, "admin");
    await createEnquiry();
    const response = await t.json("GET", "/api/audit/facets", undefined, token);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.actors).toContainEqual({ _id: expect.any(String), email, name: "Test Staff" });
    expect(data.actions).toEqual(expect.arrayContaining(["auth.sign-in", "enquiry.create"]));
    expect(new Set(data.actions).size).toBe(data.actions.length);
    await expectStaffOnly(t, "GET", "/api/audit/facets");
    expect((await t.json("GET", "/api/audit/facets", undefined, await t.signInAs("editor"))).status).toBe(
      403,
    );
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
