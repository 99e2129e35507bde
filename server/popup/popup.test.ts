import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { popupIn } from "../../contract/popup";
import { popup } from "./popup.schema";
import { DEFAULT_POPUP } from "./popup.service";

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

describe("the pop-up in Hindi (issue 24)", () => {
  const staffPopup = async () => (await (await t.json("GET", "/api/popup", undefined, token)).json()).data;
  const hindiPopup = async () => (await (await t.json("GET", "/api/popup?language=hi")).json()).data;

  it("starts with Hindi texts; visitors asking ?language=hi get them, others the English", async () => {
    await t.db.delete(popup);
    await patch({}); // clears the cache, stores the starting pop-up
    expect(await staffPopup()).toMatchObject({
      title: DEFAULT_POPUP.title,
      titleHi: "सत्र 2025-26 के लिए प्रवेश शुरू",
      primaryLabelHi: "आधिकारिक रजिस्ट्रेशन",
    });
    expect(await publicPopup()).toMatchObject({ title: DEFAULT_POPUP.title });
    expect(await publicPopup()).not.toHaveProperty("fallbacks");
    expect(await hindiPopup()).toMatchObject({
      title: "सत्र 2025-26 के लिए प्रवेश शुरू",
      body: DEFAULT_POPUP.bodyHi,
      primaryLabel: "आधिकारिक रजिस्ट्रेशन",
      secondaryLabel: "सामान्य पूछताछ",
      primaryHref: DEFAULT_POPUP.primaryHref,
      fallbacks: [],
    });
    expect((await t.json("GET", "/api/popup?language=fr")).status).toBe(400);
  });

  it("gives visitors the texts of one language only, never the staff's Hindi source fields", async () => {
    const fields = [
      ...["_id", "body", "enabled", "endAt", "primaryHref", "primaryLabel"],
      ...["secondaryHref", "secondaryLabel", "startAt", "title", "updatedAt"],
    ];
    const englishPopup = async () => (await (await t.json("GET", "/api/popup?language=en")).json()).data;
    expect(Object.keys(await publicPopup()).sort()).toEqual(fields);
    expect(Object.keys(await englishPopup()).sort()).toEqual(fields);
    expect(Object.keys(await hindiPopup()).sort()).toEqual([...fields, "fallbacks"].sort());
    expect(await publicPopup()).toMatchObject({ title: DEFAULT_POPUP.title, body: DEFAULT_POPUP.body });
    // Staff (content:write) read the record for the editor, Hindi beside English, whatever language they ask.
    const staff = await (await t.json("GET", "/api/popup?language=hi", undefined, token)).json();
    expect(staff.data).toMatchObject({ title: DEFAULT_POPUP.title, titleHi: DEFAULT_POPUP.titleHi });
    expect(await staffPopup()).toMatchObject({
      bodyHi: DEFAULT_POPUP.bodyHi,
      secondaryLabelHi: "सामान्य पूछताछ",
    });
  });

  it("saves and clears Hindi texts; an empty one falls back to the English, named in fallbacks", async () => {
    const response = await patch({ titleHi: "स्पॉट राउंड खुला", bodyHi: "", secondaryLabelHi: null });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      titleHi: "स्पॉट राउंड खुला",
      bodyHi: null,
      primaryLabelHi: "आधिकारिक रजिस्ट्रेशन",
      secondaryLabelHi: null,
    });
    expect(await hindiPopup()).toMatchObject({
      title: "स्पॉट राउंड खुला",
      body: DEFAULT_POPUP.body,
      secondaryLabel: DEFAULT_POPUP.secondaryLabel,
      fallbacks: ["body", "secondaryLabel"],
    });
  });

  it("refuses a Hindi text that is too long with 400 naming it, and keeps the stored pop-up", async () => {
    const before = await staffPopup();
    for (const [field, value, message] of [
      ["titleHi", "प".repeat(121), "Title (Hindi) must be at most 120 characters"],
      ["bodyHi", "प".repeat(2001), "Body (Hindi) must be at most 2000 characters"],
      ["primaryLabelHi", "प".repeat(61), "Primary button label (Hindi) must be at most 60 characters"],
      ["secondaryLabelHi", 5, "Secondary button label (Hindi) must be text"],
    ] as const) {
      const response = await patch({ title: "Changed", [field]: value });
      expect(response.status, field).toBe(400);
      expect((await response.json()).errors, field).toEqual([{ field, message }]);
    }
    expect(await staffPopup()).toEqual(before);
  });

  it("reads a pop-up stored before the Hindi texts existed: none, and the Hindi read is the English", async () => {
    await t.db.delete(popup);
    const { titleHi: _t, bodyHi: _b, primaryLabelHi: _p, secondaryLabelHi: _s, ...english } = DEFAULT_POPUP;
    await t.db
      .insert(popup)
      .values({ id: "admission", ...english, title: "Old pop-up", startAt: null, endAt: null });
    expect(await staffPopup()).toMatchObject({ title: "Old pop-up", titleHi: null, bodyHi: null });
    // The visitors' read is cached for about 2 s: the service's own read shows the stored row at once.
    expect(popupIn(await t.services.popup.get(), "hi")).toMatchObject({
      title: "Old pop-up",
      fallbacks: ["title", "body", "primaryLabel", "secondaryLabel"],
    });
  });
});
