import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLEGE_INFORMATION_FIELD_NAMES } from "../../contract/college-information";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

describe("GET/PATCH /api/college-information", () => {
  it("starts with every fact missing, and the admin fills some in (audited); others stay missing", async () => {
    const empty = await (await t.request("/api/college-information")).json();
    expect(empty.data.missing).toHaveLength(COLLEGE_INFORMATION_FIELD_NAMES.length);
    const patch = {
      collegeName: "Example Medical College",
      pin: "800001",
      beds: 720,
      patientYears: [
        { year: 2023, inpatients: 30000, outpatients: 300000 },
        { year: 2024, inpatients: 32000, outpatients: 310000 },
        { year: 2025, inpatients: 34000, outpatients: 320000 },
      ],
    };
    const response = await t.json("PATCH", "/api/college-information", patch, admin);
    expect(response.status).toBe(200);
    const body = (await (await t.request("/api/college-information")).json()).data;
    expect(body.facts).toMatchObject(patch);
    expect(body.missing).not.toContain("Name of the college");
    expect(body.missing).toContain("Affiliating university");
    const audit = await (
      await t.json("GET", "/api/audit?entity=college-information", undefined, admin)
    ).json();
    expect(audit.data.entries?.[0] ?? audit.data[0]).toBeTruthy();
  });

  it("refuses a bad fact or an unknown one with 400 naming it, and changes nothing", async () => {
    for (const [field, value] of [
      ["pin", "8000"],
      ["beds", -1],
      ["deanEmail", "nope"],
      ["patientYears", [{ year: 2025, inpatients: 1, outpatients: 1 }]],
    ] as const) {
      const response = await t.json("PATCH", "/api/college-information", { [field]: value }, admin);
      expect(response.status, field).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    const unknown = await t.json("PATCH", "/api/college-information", { mascot: "tiger" }, admin);
    expect(unknown.status).toBe(400);
    const facts = (await (await t.request("/api/college-information")).json()).data.facts;
    expect(facts.pin).not.toBe("8000");
  });

  it("is edited by the admin only", async () => {
    for (const role of ["faculty-records", "hospital-records", "editor"] as const) {
      const token = await t.signInAs(role);
      expect((await t.json("PATCH", "/api/college-information", { beds: 1 }, token)).status, role).toBe(403);
    }
    await expectStaffOnly(t, "PATCH", "/api/college-information", { beds: 1 });
  });
});
