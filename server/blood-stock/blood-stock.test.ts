import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BloodStock } from "../../contract/blood-stock";
import { auditLog } from "../audit/audit.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { createBloodStockService } from "./blood-stock.service";

let t: TestApp;
let desk: string;
beforeAll(async () => {
  t = await createTestApp();
  desk = await t.signInAs("hospital-desk");
});
afterAll(() => t.close());

const stock = async () => (await (await t.json("GET", "/api/blood-stock")).json()).data as BloodStock;
const put = (entries: unknown, token = desk) => t.json("PUT", "/api/blood-stock", { entries }, token);

describe("blood stock (issue 23)", () => {
  it("is empty and stale before the first count, for anyone", async () => {
    expect(await stock()).toEqual({ entries: [], updatedAt: null, stale: true });
  });

  it("the hospital desk sets counts; everyone reads them by group then component, fresh, with the change in the trail", async () => {
    const response = await put([
      { group: "O+", component: "prbc", units: 12 },
      { group: "A+", component: "whole-blood", units: 4 },
      { group: "A+", component: "platelets", units: 0 },
    ]);
    expect(response.status).toBe(200);
    const read = await stock();
    expect(read.entries.map(({ group, component, units }) => [group, component, units])).toEqual([
      ["A+", "whole-blood", 4],
      ["A+", "platelets", 0],
      ["O+", "prbc", 12],
    ]);
    expect(read.stale).toBe(false);
    expect(Date.now() - Date.parse(read.updatedAt!)).toBeLessThan(60_000);

    expect((await put([{ group: "O+", component: "prbc", units: 9 }])).status).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "blood-stock.update"))
      .orderBy(auditLog.at);
    expect(entries.map((entry) => entry.changes)).toEqual([
      {
        "A+ whole-blood": { from: null, to: 4 },
        "A+ platelets": { from: null, to: 0 },
        "O+ prbc": { from: null, to: 12 },
      },
      { "O+ prbc": { from: 12, to: 9 } },
    ]);
  });

  it("refuses negative or fractional units, an unknown group or component and a cell given twice, naming the field, and stores nothing", async () => {
    const before = await stock();
    for (const [entries, field] of [
      [[{ group: "O+", component: "prbc", units: -1 }], "entries.0.units"],
      [[{ group: "O+", component: "prbc", units: 1.5 }], "entries.0.units"],
      [
        [
          { group: "O+", component: "prbc", units: 3 },
          { group: "C+", component: "prbc", units: 1 },
        ],
        "entries.1.group",
      ],
      [[{ group: "O+", component: "plasma", units: 1 }], "entries.0.component"],
      [
        [
          { group: "O+", component: "prbc", units: 1 },
          { group: "O+", component: "prbc", units: 2 },
        ],
        "entries.1",
      ],
      [[], "entries"],
    ] as const) {
      const response = await put(entries);
      expect(response.status, JSON.stringify(entries)).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    expect(await stock()).toEqual(before);
  });

  it("says stale once the last count is over 24 hours old", async () => {
    const hoursLater = (hours: number) =>
      createBloodStockService(t.db, t.services, () => new Date(Date.now() + hours * 3_600_000)).get();
    expect((await hoursLater(23)).stale).toBe(false);
    expect((await hoursLater(25)).stale).toBe(true);
  });

  it("only the hospital desk and admin write; other roles 403, signed-out callers 401", async () => {
    for (const role of ["editor", "faculty-records", "hospital-records", "admissions"] as const) {
      const response = await put([{ group: "B-", component: "ffp", units: 2 }], await t.signInAs(role));
      expect(response.status, role).toBe(403);
    }
    expect((await put([{ group: "B-", component: "ffp", units: 2 }], await t.signInAs("admin"))).status).toBe(
      200,
    );
    await expectStaffOnly(t, "PUT", "/api/blood-stock", {
      entries: [{ group: "B-", component: "ffp", units: 2 }],
    });
  });
});
