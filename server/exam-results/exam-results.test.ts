import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";

let t: TestApp;
let records: string;
beforeAll(async () => {
  t = await createTestApp();
  records = await t.signInAs("faculty-records");
});
afterAll(() => t.close());

const result = (overrides: Record<string, unknown> = {}) => ({
  exam: `MBBS Phase I ${unique()}`,
  held: "2026-02",
  appeared: 150,
  passed: 141,
  ...overrides,
});

describe("examination results", () => {
  it("derives the pass percentage and lists in data.results for visitors", async () => {
    const values = result();
    const created = await t.json("POST", "/api/exam-results", values, records);
    expect(created.status).toBe(201);
    expect((await created.json()).data).toMatchObject({
      exam: values.exam,
      passPercent: 94,
      documentId: null,
    });
    const list = await (
      await t.request(`/api/exam-results?search=${encodeURIComponent(values.exam)}`)
    ).json();
    expect(Object.keys(list.data)).toEqual(["results", "pagination"]);
    expect(list.data.results[0].passPercent).toBe(94);
  });

  it.each([
    ["passed", { passed: 151 }],
    ["appeared", { appeared: -1 }],
    ["held", { held: "2999-01" }],
    ["documentId", { documentId: randomUUID() }],
  ])("refuses a bad %s with 400 naming it", async (field, overrides) => {
    const response = await t.json("POST", "/api/exam-results", result(overrides), records);
    expect(response.status).toBe(400);
    expect((await response.json()).errors.map((error: { field: string }) => error.field)).toEqual([field]);
  });

  it("is written by faculty-records and admin only", async () => {
    const token = await t.signInAs("hospital-records");
    expect((await t.json("POST", "/api/exam-results", result(), token)).status).toBe(403);
  });
});
