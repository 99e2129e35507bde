import { collegeDate } from "../../contract/college-time";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORBIDDEN_MESSAGE } from "../../contract/permissions";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { auditLog } from "./audit.schema";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the assertions
async function body<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function invite(role: string) {
  const email = `trail-${unique()}@example.edu.in`;
  const response = await t.json("POST", "/api/users", { name: "Trail Person", email, role }, admin);
  return { id: (await body(response)).data._id as string, email };
}

describe("the audit trail is append-only", () => {
  it("refuses a direct SQL UPDATE and DELETE (a trigger, on this database)", async () => {
    const { id } = await invite("editor");
    await expect(
      t.db.execute(sql`update audit_log set action = 'forged' where entity_id = ${id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log where entity_id = ${id}`)).rejects.toThrow();
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(rows.map((row) => row.action)).toEqual(["user.create"]);
  });

  it("has no API that changes or deletes entries", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      const response = await t.json(method, "/api/audit", {}, admin);
      expect([404, 405]).toContain(response.status);
    }
  });
});

describe("reading the trail", () => {
  it("filters by actor, action, entity, entityId and dates", async () => {
    const { id } = await invite("editor");
    await t.json("PATCH", `/api/users/${id}`, { role: "admissions" }, admin);
    const byEntity = await body(
      await t.json("GET", `/api/audit?entity=user&entityId=${id}`, undefined, admin),
    );
    expect(byEntity.data.map((entry: { action: string }) => entry.action)).toEqual([
      "user.update",
      "user.create",
    ]);
    expect(byEntity.pagination).toMatchObject({
      currentPage: 1,
      totalEntries: 2,
      hasNextPage: false,
      hasPrevPage: false,
    });
    const byAction = await body(
      await t.json("GET", `/api/audit?action=user.update&entityId=${id}`, undefined, admin),
    );
    expect(byAction.data).toHaveLength(1);
    expect(byAction.data[0].changes).toEqual({ role: { from: "editor", to: "admissions" } });
    const adminEmail = byAction.data[0].actor.email as string;
    const byActor = await body(
      await t.json(
        "GET",
        `/api/audit?actor=${encodeURIComponent(adminEmail)}&entityId=${id}`,
        undefined,
        admin,
      ),
    );
    expect(byActor.data).toHaveLength(2);
    // The filter's dates are the college's (India) days, a day ahead of UTC's after 18:30 UTC.
    const today = collegeDate();
    const inRange = await body(
      await t.json("GET", `/api/audit?entityId=${id}&from=${today}&to=${today}`, undefined, admin),
    );
    expect(inRange.data).toHaveLength(2);
    const before = await body(
      await t.json("GET", `/api/audit?entityId=${id}&to=2000-01-01`, undefined, admin),
    );
    expect(before.data).toHaveLength(0);
  });

  it("exports the filtered trail as CSV (admin only)", async () => {
    const { id } = await invite("editor");
    const response = await t.json("GET", `/api/audit/export?entityId=${id}`, undefined, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("at,actor,role,action,entity,entityId,changes,details,ip,requestId");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("user.create");
    const clerk = await t.signInAs("admissions");
    const refused = await t.json("GET", "/api/audit/export", undefined, clerk);
    expect(refused.status).toBe(403);
    expect((await body(refused)).message).toBe(FORBIDDEN_MESSAGE);
  });

  it("shows a record's own history to whoever may read that record, not to others", async () => {
    const enquiry = await body(
      await t.json("POST", "/api/enquiry", {
        name: "History Enquirer",
        email: "history@example.com",
        phone: "+91 98765 43210",
        course: "MBBS",
        neetScore: "600",
        message: "",
      }),
    );
    const id = enquiry.data._id as string;
    const admissions = await t.signInAs("admissions");
    const update = await t.json(
      "PUT",
      `/api/enquiry/${id}`,
      { name: "History Enquirer Renamed" },
      admissions,
    );
    expect(update.status).toBe(200);
    const history = await t.json("GET", `/api/audit/record/enquiry/${id}`, undefined, admissions);
    expect(history.status).toBe(200);
    const entries = (await body(history)).data as { action: string }[];
    expect(entries.map((entry) => entry.action)).toContain("enquiry.update");
    const editor = await t.signInAs("editor");
    const refused = await t.json("GET", `/api/audit/record/enquiry/${id}`, undefined, editor);
    expect(refused.status).toBe(403);
    expect((await t.json("GET", `/api/audit/record/nonsense/${id}`, undefined, admissions)).status).toBe(404);
  });

  it("shows the faculty-records clerk the history of careers messages only", async () => {
    const send = async (category: string) => {
      const response = await t.json("POST", "/api/contact-us", {
        name: "Ramesh Kumar",
        email: "ramesh@example.com",
        phone: "+91 98765 43210",
        subject: `A ${category} question`,
        message: "Please call me back about this.",
        category,
      });
      expect(response.status).toBe(201);
      return (await body(response)).data._id as string;
    };
    const careers = await send("careers");
    const admissions = await send("admissions");
    const clerk = await t.signInAs("faculty-records");
    expect((await t.json("GET", `/api/audit/record/message/${careers}`, undefined, clerk)).status).toBe(200);
    const hidden = await t.json("GET", `/api/audit/record/message/${admissions}`, undefined, clerk);
    expect(hidden.status).toBe(404);
    expect((await body(hidden)).message).toBe("Message not found");
    const office = await t.signInAs("admissions");
    expect((await t.json("GET", `/api/audit/record/message/${admissions}`, undefined, office)).status).toBe(
      200,
    );
  });
});
