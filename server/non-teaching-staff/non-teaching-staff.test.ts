import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";

let t: TestApp;
let records: string;
beforeAll(async () => {
  t = await createTestApp();
  records = await t.signInAs("faculty-records");
});
afterAll(() => t.close());

const member = (overrides: Record<string, unknown> = {}) => ({
  name: `Staff ${unique()}`,
  designation: "Librarian",
  section: "Library",
  qualification: "M.Lib.Sc.",
  joiningDate: "2018-06-01",
  email: "librarian@example.edu.in",
  phone: "+91 98765 43210",
  ...overrides,
});

describe("non-teaching staff", () => {
  it("gives visitors name, designation, section and qualification only; staff every field (data.staff)", async () => {
    const values = member();
    expect((await t.json("POST", "/api/non-teaching-staff", values, records)).status).toBe(201);
    const visitor = await (await t.request(`/api/non-teaching-staff?search=${values.name}`)).json();
    expect(Object.keys(visitor.data)).toEqual(["staff", "pagination"]);
    const [seen] = visitor.data.staff;
    expect(seen).toMatchObject({ name: values.name, designation: "Librarian", section: "Library" });
    for (const field of ["email", "phone", "joiningDate"]) expect(seen).not.toHaveProperty(field);
    const staff = await (
      await t.json("GET", `/api/non-teaching-staff?search=${values.name}`, undefined, records)
    ).json();
    expect(staff.data.staff[0]).toMatchObject({
      email: values.email,
      phone: values.phone,
      joiningDate: "2018-06-01",
    });
    const directory = await t.services.nonTeachingStaff.directory();
    expect(directory.find((row) => row.name === values.name)).not.toHaveProperty("email");
  });

  it("filters by section and refuses an unknown section or a bad e-mail (400 naming the field)", async () => {
    const nurse = member({ section: "nursing", designation: "Staff Nurse" });
    expect((await t.json("POST", "/api/non-teaching-staff", nurse, records)).status).toBe(201);
    const list = await (
      await t.request(`/api/non-teaching-staff?section=Nursing&search=${nurse.name}`)
    ).json();
    expect(list.data.staff[0].section).toBe("Nursing");
    for (const [field, overrides] of [
      ["section", { section: "Canteen" }],
      ["email", { email: "not-an-address" }],
      ["name", { name: "" }],
    ] as const) {
      const response = await t.json("POST", "/api/non-teaching-staff", member(overrides), records);
      expect(response.status, field).toBe(400);
      expect((await response.json()).errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
  });

  it("is written by faculty-records and admin only", async () => {
    for (const role of ["hospital-records", "editor", "admissions"] as const) {
      const token = await t.signInAs(role);
      expect((await t.json("POST", "/api/non-teaching-staff", member(), token)).status, role).toBe(403);
    }
    await expectStaffOnly(t, "POST", "/api/non-teaching-staff", member());
  });
});
