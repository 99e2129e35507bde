import { collegeDate } from "../../contract/college-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLINICAL_FIGURES } from "../../contract/clinical-material";
import { addMonths } from "../../contract/nmc";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows } from "../test-support/test-data";
import { clinicalMaterial } from "./clinical-material.schema";

let t: TestApp;
let hospital: string;
beforeAll(async () => {
  t = await createTestApp();
  hospital = await t.signInAs("hospital-records");
});
afterAll(() => t.close());

const thisMonth = collegeDate(new Date()).slice(0, 7);
const figures = (month: string, overrides: Record<string, unknown> = {}) => ({
  month,
  ...Object.fromEntries(CLINICAL_FIGURES.map((name, index) => [name, 100 + index])),
  bedOccupancyPercent: 76.4,
  ...overrides,
});
const stored = (month: string) => countRows(t.db, clinicalMaterial, eq(clinicalMaterial.month, month));

describe("clinical material", () => {
  it("is entered by hospital-records and admin; faculty-records, editor and admissions get 403", async () => {
    const month = addMonths(thisMonth, -30);
    const created = await t.json("POST", "/api/clinical-material", figures(month), hospital);
    expect(created.status).toBe(201);
    expect((await created.json()).data).toMatchObject({ month, opdNew: 100, bedOccupancyPercent: 76.4 });
    const admin = await t.signInAs("admin");
    expect((await t.json("PATCH", `/api/clinical-material/${month}`, { deaths: 3 }, admin)).status).toBe(200);
    for (const role of ["faculty-records", "editor", "admissions"] as const) {
      const token = await t.signInAs(role);
      expect(
        (await t.json("POST", "/api/clinical-material", figures(addMonths(month, -1)), token)).status,
        role,
      ).toBe(403);
    }
    await expectStaffOnly(t, "POST", "/api/clinical-material", figures(addMonths(month, -2)));
  });

  it("lists months newest first in data.months with data.pagination, readable by visitors, addressed by month", async () => {
    const older = addMonths(thisMonth, -40);
    const newer = addMonths(thisMonth, -39);
    for (const month of [older, newer])
      await t.json("POST", "/api/clinical-material", figures(month), hospital);
    const body = await (await t.request(`/api/clinical-material?from=${older}&to=${newer}`)).json();
    expect(Object.keys(body.data)).toEqual(["months", "pagination"]);
    expect(body.data.months.map((row: { month: string }) => row.month)).toEqual([newer, older]);
    expect(body.data.pagination.totalRecords).toBe(2);
    const one = await (await t.request(`/api/clinical-material/${older}`)).json();
    expect(one.data.month).toBe(older);
    expect((await t.request("/api/clinical-material/not-a-month")).status).toBe(404);
  });

  it.each([
    ["opdNew", { opdNew: -1 }],
    ["bedOccupancyPercent", { bedOccupancyPercent: 100.5 }],
    ["deaths", { deaths: 1.5 }],
    ["month", { month: addMonths(thisMonth, 1) }],
    ["month", { month: "2026-13" }],
  ])("refuses a bad %s with 400 naming it and stores nothing", async (field, overrides) => {
    const values = figures(addMonths(thisMonth, -50), overrides);
    const response = await t.json("POST", "/api/clinical-material", values, hospital);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect(await stored(addMonths(thisMonth, -50))).toBe(0);
  });

  it("keeps one record per month: a second one for the same month is 409 naming month", async () => {
    const month = addMonths(thisMonth, -60);
    expect((await t.json("POST", "/api/clinical-material", figures(month), hospital)).status).toBe(201);
    const again = await t.json("POST", "/api/clinical-material", figures(month), hospital);
    expect(again.status).toBe(409);
    expect((await again.json()).errors[0].field).toBe("month");
    expect(await stored(month)).toBe(1);
  });
});
