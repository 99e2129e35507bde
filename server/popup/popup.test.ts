import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(() => t.close());

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const publicPopup = async () => (await (await t.json("GET", "/api/popup")).json()).data;
const patch = (body: unknown) => t.json("PATCH", "/api/popup", body, token);

describe("admission pop-up API", () => {
  it("starts with the spec's pop-up, on, for visitors and staff", async () => {
    const visitor = await publicPopup();
    expect(visitor).toMatchObject({
      enabled: true,
      title: "Admissions open for 2025-26",
      primaryLabel: "Official Registration",
      secondaryLabel: "General Enquiry",
      secondaryHref: "/admission/admission-enquiry",
      startAt: null,
      endAt: null,
    });
    expect(visitor._id).toEqual(expect.any(String));
  });

  it("lets only staff change it", async () => {
    await expectStaffOnly(t, "PATCH", "/api/popup", { enabled: false });
    expect((await publicPopup()).enabled).toBe(true);
  });

  it("editors and admins change it; admissions and faculty-records get 403", async () => {
    for (const role of ["editor", "admin"] as const) {
      const writer = await t.signInAs(role);
      const response = await t.json("PATCH", "/api/popup", { title: `Set by ${role}` }, writer);
      expect(response.status, role).toBe(200);
      expect((await publicPopup()).title).toBe(`Set by ${role}`);
    }
    for (const role of ["admissions", "faculty-records"] as const) {
      const other = await t.signInAs(role);
      const refused = await t.json("PATCH", "/api/popup", { enabled: false }, other);
      expect(refused.status, role).toBe(403);
      expect((await refused.json()).message).toBe("Forbidden: your role does not allow this");
    }
    expect(await publicPopup()).toMatchObject({ enabled: true, title: "Set by admin" });
    await patch({ title: "Admissions open for 2025-26" });
  });

  it("when off or outside its dates, visitors get null and staff still get the record", async () => {
    expect((await patch({ enabled: false })).status).toBe(200);
    expect(await publicPopup()).toBeNull();
    const staff = await (await t.json("GET", "/api/popup", undefined, token)).json();
    expect(staff.data).toMatchObject({ enabled: false, title: "Admissions open for 2025-26" });
    expect(await t.services.popup.current()).toBeNull();

    await patch({ enabled: true, startAt: at(HOUR), endAt: at(2 * HOUR) });
    expect(await publicPopup()).toBeNull();
    await patch({ startAt: at(-2 * HOUR), endAt: at(-HOUR) });
    expect(await publicPopup()).toBeNull();
    await patch({ startAt: at(-HOUR), endAt: at(HOUR), title: "Spot round open" });
    expect(await publicPopup()).toMatchObject({ title: "Spot round open", enabled: true });
    await patch({ startAt: null, endAt: null, title: "Admissions open for 2025-26" });
  });

  it("refuses bad input with 400 and keeps the stored pop-up", async () => {
    for (const body of [
      { startAt: at(HOUR), endAt: at(0) },
      { title: "" },
      { primaryHref: "javascript:alert(1)" },
      { secondaryHref: "//evil.example" },
      { enabled: "maybe" },
    ]) {
      const response = await patch(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    expect((await (await patch({ startAt: at(HOUR), endAt: at(0) })).json()).message).toBe(
      "endAt must be after startAt",
    );
    expect(await publicPopup()).toMatchObject({ title: "Admissions open for 2025-26", startAt: null });
  });
});
