import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hospitalRatesCollection } from "../../contract/collections/hospital-rates";
import { patientGuidesCollection } from "../../contract/collections/patient-guides";
import { ROLES } from "../../contract/permissions";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let desk: string;
beforeAll(async () => {
  t = await createTestApp();
  desk = await t.signInAs("hospital-desk");
  await t.services.collections.seed();
});
afterAll(() => t.close());

type Rate = {
  _id: string;
  service: string | { en: string; hi: string | null };
  category: string;
  amount: number | null;
  status?: string;
};
const rates = async (token?: string, query = "") =>
  (await (await t.json("GET", `/api/hospital-rates?limit=100${query}`, undefined, token)).json()).data
    .rates as Rate[];
const rateBody = {
  service: { en: "Dressing, small wound", hi: "छोटे घाव की ड्रेसिंग" },
  category: "procedure",
  amount: 150,
  unit: "per dressing",
  note: null,
  position: 500,
  status: "published",
};

describe("hospital rates (issue 23, item 2)", () => {
  it("start as the charges the hospital's pages name, with no invented amount", async () => {
    const seeded = await rates();
    expect(seeded.map((rate) => rate.category)).toEqual(
      expect.arrayContaining([
        "registration",
        "consultation",
        "bed-general-ward",
        "bed-icu",
        "investigation",
      ]),
    );
    expect(seeded.every((rate) => rate.amount === null)).toBe(true);
  });

  it("the hospital desk adds a rate with its Hindi label; visitors read it in English under data.rates", async () => {
    const created = await t.json("POST", "/api/hospital-rates", rateBody, desk);
    expect(created.status).toBe(201);
    const stored = (await rates(desk, "&search=Dressing"))[0]!;
    expect(stored.service).toEqual({ en: "Dressing, small wound", hi: "छोटे घाव की ड्रेसिंग" });
    const visible = (await rates(undefined, "&search=Dressing"))[0]!;
    expect(visible).toMatchObject({ service: "Dressing, small wound", amount: 150, category: "procedure" });
    // The form sends an optional localized text it left empty in both languages: stored as none.
    const cleared = await t.json(
      "PATCH",
      `/api/hospital-rates/${stored._id}`,
      { note: { en: "", hi: "" }, unit: { en: "per dressing", hi: "" } },
      desk,
    );
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).data).toMatchObject({ note: null, unit: { en: "per dressing", hi: null } });
    const page = await t.services.collections.pages(hospitalRatesCollection).records();
    expect(page.find((rate) => rate.service === "Dressing, small wound")?.amount).toBe(150);
  });

  it("refuses a negative or fractional amount and an unknown category, naming the field, and stores nothing", async () => {
    const before = (await rates(desk)).length;
    for (const [patch, field] of [
      [{ amount: -1 }, "amount"],
      [{ amount: 10.5 }, "amount"],
      [{ amount: "ten" }, "amount"],
      [{ category: "bed" }, "category"],
      [{ service: " " }, "service"],
    ] as const) {
      const response = await t.json("POST", "/api/hospital-rates", { ...rateBody, ...patch }, desk);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect(await rates(desk)).toHaveLength(before);
  });

  it("a draft change keeps the published rate for visitors until it is published", async () => {
    const registration = (await rates(desk)).find((rate) => rate.category === "registration")!;
    const draft = await t.json(
      "PATCH",
      `/api/hospital-rates/${registration._id}`,
      { amount: 20, status: "draft" },
      desk,
    );
    expect(draft.status).toBe(200);
    const publicRegistration = async () => (await rates()).find((rate) => rate._id === registration._id)!;
    expect((await publicRegistration()).amount).toBeNull();
    expect((await rates(desk, "&status=draft")).map((rate) => rate._id)).toContain(registration._id);
    await t.json("PATCH", `/api/hospital-rates/${registration._id}`, { status: "published" }, desk);
    expect((await publicRegistration()).amount).toBe(20);
  });

  it("a draft-only rate is staff's alone: visitors neither list nor open it", async () => {
    const created = await t.json(
      "POST",
      "/api/hospital-rates",
      { ...rateBody, service: "Unconfirmed procedure", status: "draft" },
      desk,
    );
    const id = (await created.json()).data._id as string;
    expect((await rates()).some((rate) => rate._id === id)).toBe(false);
    expect((await t.json("GET", `/api/hospital-rates/${id}`)).status).toBe(404);
    expect((await t.json("GET", `/api/hospital-rates/${id}`, undefined, desk)).status).toBe(200);
  });

  it("only the hospital desk and the admin write rates and patient guides; every other role gets 403", async () => {
    const registration = (await rates(desk)).find((rate) => rate.category === "registration")!;
    const admin = await t.signInAs("admin");
    expect(
      (await t.json("PATCH", `/api/hospital-rates/${registration._id}`, { amount: 30 }, admin)).status,
    ).toBe(200);
    for (const role of ROLES.filter((role) => role !== "admin" && role !== "hospital-desk")) {
      const token = await t.signInAs(role);
      const rate = await t.json("PATCH", `/api/hospital-rates/${registration._id}`, { amount: 1 }, token);
      expect(rate.status, role).toBe(403);
      const guide = await t.json("POST", "/api/patient-guides", { section: "pm-jay", heading: "x" }, token);
      expect(guide.status, role).toBe(403);
    }
    expect((await rates(desk)).find((rate) => rate._id === registration._id)!.amount).toBe(30);
  });
});

type Guide = { _id: string; section: string; departments: { department: string; covers: string }[] };
const guides = async (token?: string) =>
  (await (await t.json("GET", "/api/patient-guides?limit=100", undefined, token)).json()).data
    .guides as Guide[];

describe("patient guides (issue 23, items 2 and 3)", () => {
  it("start with every section, the registration counter and ABHA's steps, and no invented desk or coverage", async () => {
    const seeded = await t.services.collections.pages(patientGuidesCollection).records();
    expect(seeded.map((guide) => guide.section).sort()).toEqual([
      "abha-scan-share",
      "arogya-mitra",
      "other-insurance",
      "pm-jay",
      "registration-windows",
      "what-to-bring",
    ]);
    const abha = seeded.find((guide) => guide.section === "abha-scan-share")!;
    expect(abha.steps.length).toBeGreaterThanOrEqual(3);
    expect(abha.html.body).toContain("never refused");
    const mitra = seeded.find((guide) => guide.section === "arogya-mitra")!;
    expect([mitra.place, mitra.phone]).toEqual([null, null]);
    expect(seeded.find((guide) => guide.section === "pm-jay")!.departments).toEqual([]);
  });

  it("the desk enters PM-JAY coverage by department; a department outside the OPD list or a bad phone is refused by field", async () => {
    const pmJay = (await guides(desk)).find((guide) => guide.section === "pm-jay")!;
    for (const [patch, field] of [
      [{ departments: [{ department: "Anatomy", covers: "Dissection" }] }, "departments.0.department"],
      [{ departments: [{ department: "Cardiology", covers: "" }] }, "departments.0.covers"],
      [{ phone: "ring the desk" }, "phone"],
      [{ section: "pm-jay-2" }, "section"],
    ] as const) {
      const response = await t.json("PATCH", `/api/patient-guides/${pmJay._id}`, patch, desk);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    const saved = await t.json(
      "PATCH",
      `/api/patient-guides/${pmJay._id}`,
      {
        departments: [{ department: "Cardiology", covers: "Angioplasty and pacemaker packages" }],
        status: "published",
      },
      desk,
    );
    expect(saved.status).toBe(200);
    expect((await guides()).find((guide) => guide.section === "pm-jay")!.departments).toEqual([
      { department: "Cardiology", covers: "Angioplasty and pacemaker packages" },
    ]);
  });

  it("one record per section: a second PM-JAY section is refused", async () => {
    const response = await t.json(
      "POST",
      "/api/patient-guides",
      { section: "pm-jay", heading: "Again" },
      desk,
    );
    expect([400, 409]).toContain(response.status);
  });
});
