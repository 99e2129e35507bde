import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, can } from "../../contract/permissions";
import { auditLog } from "../audit/audit.schema";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { DEFAULT_FEE_TABLES, STARTING_STIPENDS } from "./fees.defaults";
import { feeTableSessions } from "./fees.schema";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
});
afterAll(() => t.close());

const read = async (url: string, token?: string) => {
  const response = await t.json("GET", url, undefined, token);
  return { status: response.status, body: await response.json() };
};
const put = (id: string, body: unknown, token = editor) => t.json("PUT", `/api/fees/${id}`, body, token);
const { stipends: _ugStipends, stipendsConfirmed: _ugConfirmed, ...ugFees } = DEFAULT_FEE_TABLES.ug;
const { stipends: _pgStipends, stipendsConfirmed: _pgConfirmed, ...pgFees } = DEFAULT_FEE_TABLES.pg;
const pgStipends = (amounts: number[]) =>
  ["junior-resident-1", "junior-resident-2", "junior-resident-3", "senior-resident"].map((grade, index) => ({
    grade,
    monthlyAmount: amounts[index],
  }));

describe("fee sessions and stipends", () => {
  it("starts with the starting stipends marked unconfirmed, and the current session as the only one", async () => {
    const ug = (await read("/api/fees/ug")).body.data;
    expect(ug).toMatchObject({
      session: "2025-26",
      stipends: STARTING_STIPENDS.ug,
      stipendsConfirmed: false,
    });
    const pg = (await read("/api/fees/pg")).body.data;
    expect(pg.stipends.map((row: { grade: string }) => row.grade)).toEqual([
      "junior-resident-1",
      "junior-resident-2",
      "junior-resident-3",
      "senior-resident",
    ]);
    const sessions = (await read("/api/fees/ug/sessions")).body.data.sessions;
    expect(sessions).toEqual([{ session: "2025-26", publishedAt: expect.any(String), current: true }]);
    expect((await read("/api/fees/ug/sessions/2025-26")).body.data.session).toBe("2025-26");
    expect((await read("/api/fees/ug/sessions/2019-20")).status).toBe(404);
    expect((await read("/api/fees/ug/sessions/2019-2020")).status).toBe(400);
    expect((await read("/api/fees/mbbs/sessions")).status).toBe(404);
  });

  it("lets only content editors publish a session; other roles get 403 and nothing is stored", async () => {
    const body = { status: "published", ...ugFees, session: "2031-32" };
    for (const role of ROLES) {
      if (can(role, "content:write")) continue;
      expect((await put("ug", body, await t.signInAs(role))).status, role).toBe(403);
    }
    expect((await put("ug", body, "")).status).toBe(401);
    expect(await t.db.select().from(feeTableSessions)).toEqual([]);
    expect((await read("/api/fees/ug")).body.data.session).toBe("2025-26");
  });

  it("refuses bad stipends with 400 naming the row or field, and stores nothing", async () => {
    const audits = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.entity, "fee-table"))).length;
    const auditsBefore = await audits();
    const cases: [string, unknown, string, string][] = [
      [
        "pg",
        { ...pgFees, stipends: pgStipends([60_000, -1, 64_000, 75_000]) },
        "stipends.1.monthlyAmount",
        "Stipend 2: Monthly stipend (INR) must be 0 or more",
      ],
      [
        "pg",
        { ...pgFees, stipends: pgStipends([60_000, 62_000, 64_000, 75_000.5]) },
        "stipends.3.monthlyAmount",
        "Stipend 4: Monthly stipend (INR) must be a whole number",
      ],
      [
        "ug",
        { ...ugFees, stipends: [{ grade: "intern", monthlyAmount: "a lot" }] },
        "stipends.0.monthlyAmount",
        "Stipend 1: Monthly stipend (INR) must be a number",
      ],
      [
        "ug",
        { ...ugFees, stipends: [{ grade: "consultant", monthlyAmount: 1 }] },
        "stipends.0.grade",
        "Stipend 1: Grade must be one of intern, junior-resident-1, junior-resident-2, junior-resident-3, senior-resident",
      ],
      [
        "ug",
        { ...ugFees, stipends: [{ grade: "senior-resident", monthlyAmount: 1 }] },
        "stipends.0.grade",
        "Stipend 1: the UG table states the stipends of interns only",
      ],
      [
        "pg",
        { ...pgFees, stipends: pgStipends([1, 2, 3, 4]).slice(0, 3) },
        "stipends",
        "Stipends: give the monthly stipend of senior residents",
      ],
      [
        "ug",
        {
          ...ugFees,
          stipends: [
            { grade: "intern", monthlyAmount: 1 },
            { grade: "intern", monthlyAmount: 2 },
          ],
        },
        "stipends.1.grade",
        "Stipend 2: Interns is listed twice",
      ],
    ];
    for (const [id, body, field, message] of cases) {
      const response = await put(id, { status: "published", ...(body as object) });
      expect(response.status, message).toBe(400);
      const answer = await response.json();
      expect(answer.message).toBe(message);
      expect(answer.errors).toEqual([{ field, message }]);
    }
    expect((await read("/api/fees/ug", editor)).body.data).toMatchObject({ stipendsConfirmed: false });
    expect(await t.db.select().from(feeTableSessions)).toEqual([]);
    expect(await audits()).toBe(auditsBefore);
  });

  it("keeps the earlier session readable at its own address when a new session is published", async () => {
    const stipends = [{ grade: "intern", monthlyAmount: 26_000 }];
    const rows = [{ ...ugFees.rows[0]!, amount: 1_500_000 }, ...ugFees.rows.slice(1)];
    const response = await put("ug", { status: "published", ...ugFees, session: "2026-27", rows, stipends });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      session: "2026-27",
      stipends,
      stipendsConfirmed: true,
    });

    const current = (await read("/api/fees/ug")).body.data;
    expect(current).toMatchObject({
      session: "2026-27",
      stipends,
      rows: [{ amount: 1_500_000 }, {}, {}, {}],
    });
    const earlier = (await read("/api/fees/ug/sessions/2025-26")).body.data;
    expect(earlier).toMatchObject({
      _id: "ug",
      status: "published",
      session: "2025-26",
      rows: [{ amount: 1_400_000 }, {}, {}, {}],
      stipends: STARTING_STIPENDS.ug,
      stipendsConfirmed: false,
    });
    const sessions = (await read("/api/fees/ug/sessions")).body.data.sessions;
    expect(sessions.map((row: { session: string; current: boolean }) => [row.session, row.current])).toEqual([
      ["2026-27", true],
      ["2025-26", false],
    ]);

    // A correction of the current session replaces it; the earlier session is untouched.
    const corrected = [{ grade: "intern", monthlyAmount: 27_000 }];
    const again = await put("ug", {
      status: "published",
      ...ugFees,
      session: "2026-27",
      rows,
      stipends: corrected,
    });
    expect(again.status).toBe(200);
    expect((await read("/api/fees/ug/sessions/2026-27")).body.data.stipends).toEqual(corrected);
    expect((await read("/api/fees/ug/sessions/2025-26")).body.data.rows[0].amount).toBe(1_400_000);
    expect(await t.db.select().from(feeTableSessions).where(eq(feeTableSessions.tableId, "ug"))).toHaveLength(
      2,
    );
  });

  it("refuses to overwrite an earlier session, and keeps stipends that a save leaves out", async () => {
    const earlier = await put("ug", { status: "published", ...ugFees, session: "2025-26" });
    expect(earlier.status).toBe(400);
    expect(await earlier.json()).toMatchObject({
      message:
        "Session 2025-26 is earlier than the published session 2026-27: an earlier session stays as it was published",
      errors: [{ field: "session" }],
    });
    expect((await read("/api/fees/ug/sessions/2025-26")).body.data.rows[0].amount).toBe(1_400_000);

    // A client that knows nothing of stipends (the body before this issue) keeps them as they were.
    const rows = [{ ...ugFees.rows[0]!, amount: 1_600_000 }, ...ugFees.rows.slice(1)];
    expect((await put("ug", { status: "published", ...ugFees, session: "2026-27", rows })).status).toBe(200);
    expect((await read("/api/fees/ug")).body.data).toMatchObject({
      stipends: [{ grade: "intern", monthlyAmount: 27_000 }],
      stipendsConfirmed: true,
      rows: [{ amount: 1_600_000 }, {}, {}, {}],
    });

    // A draft of the next session leaves visitors on the current one; the archive is unchanged.
    const draft = await put("pg", {
      status: "draft",
      ...pgFees,
      session: "2026-27",
      stipends: pgStipends([70_000, 72_000, 74_000, 90_000]),
    });
    expect(draft.status).toBe(200);
    expect((await read("/api/fees/pg")).body.data).toMatchObject({
      session: "2025-26",
      stipendsConfirmed: false,
    });
    expect((await read("/api/fees/pg/sessions/2026-27")).status).toBe(404);
    expect((await read("/api/fees/pg", editor)).body.data).toMatchObject({
      status: "draft",
      session: "2026-27",
      stipends: pgStipends([70_000, 72_000, 74_000, 90_000]),
    });
  });

  it("is documented in the OpenAPI file", async () => {
    const doc = (await read("/api/openapi.json")).body;
    expect(Object.keys(doc.paths["/fees/{id}/sessions"])).toEqual(["get"]);
    expect(Object.keys(doc.paths["/fees/{id}/sessions/{session}"])).toEqual(["get"]);
    expect(JSON.stringify(doc.paths["/fees/{id}"].put)).toContain('"monthlyAmount"');
  });
});
