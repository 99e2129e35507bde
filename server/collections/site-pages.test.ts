import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departmentsCollection } from "../../contract/collections/departments";
import { facilitiesCollection } from "../../contract/collections/facilities";
import { homePageCollection } from "../../contract/collections/home-page";
import { hospitalBedsCollection, teachingBeds } from "../../contract/collections/hospital-beds";
import {
  HOSPITAL_SERVICE_PATHS,
  hospitalServicesCollection,
} from "../../contract/collections/hospital-services";
import { SITE_PAGE_PATHS, sitePagesCollection } from "../../contract/collections/site-pages";
import { DEPARTMENTS } from "../../contract/departments";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { collectionSeeds } from "./collections.schema";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
  await t.services.collections.seed();
});
afterAll(() => t.close());

type SitePage = { _id: string; path: string; title: string; body: string; figures: { value: string }[] };
type Department = { _id: string; name: string; description: string };
const pages = async (token?: string) =>
  (await (await t.json("GET", "/api/site-pages?limit=100", undefined, token)).json()).data
    .pages as SitePage[];
const departments = async (token?: string) =>
  (await (await t.json("GET", "/api/departments?limit=100", undefined, token)).json()).data
    .departments as Department[];

describe("site pages (the Markdown pages' text)", () => {
  it("starts with each page's text as the site showed it, one record per address", async () => {
    const seeded = await pages();
    expect(seeded.map((page) => page.path)).toEqual([...SITE_PAGE_PATHS]);
    const whoWeAre = seeded.find((page) => page.path === "/about/whoweare")!;
    expect(whoWeAre.title).toBe("Who We Are");
    expect(whoWeAre.figures.map((figure) => figure.value)).toEqual(["150", "10", "720", "30 min"]);
    const rules = await t.services.collections
      .pages(sitePagesCollection)
      .record("/academics/college-rules-regulations");
    expect(rules!.html.body).toMatch(/<ol>\s*<li>Attendance of at least 75%/);
    expect(rules!.html.body).toContain("Ragging in any form is a criminal offence");
  });

  it("lets editors and admins change a page; other roles are refused and read what visitors read", async () => {
    const [first] = await pages();
    for (const role of ["admissions", "faculty-records", "hospital-desk"] as const) {
      const token = await t.signInAs(role);
      const refused = await t.json("PATCH", `/api/site-pages/${first!._id}`, { title: "Changed" }, token);
      expect(refused.status).toBe(403);
    }
    const changed = await t.json(
      "PATCH",
      `/api/site-pages/${first!._id}`,
      { body: "## Our story\n\nA new first chapter." },
      editor,
    );
    expect(changed.status).toBe(200);
    const page = await t.services.collections.pages(sitePagesCollection).record(first!.path);
    expect(page!.html.body).toContain("<h2>Our story</h2>");
    expect(page!.html.body).toContain("A new first chapter.");
  });

  it("refuses an unknown address, a second text for one page and raw HTML's script, naming the field", async () => {
    const bad = await t.json(
      "POST",
      "/api/site-pages",
      { path: "/about/nowhere", title: "X", lead: "Y", description: "Z", body: "Text" },
      editor,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("path");
    const twinOf = (path: string) =>
      t.json(
        "POST",
        "/api/site-pages",
        { path, title: "X", lead: "Y", description: "Z", body: "Text", status: "published" },
        editor,
      );
    const full = await twinOf("/about/whoweare");
    expect(full.status).toBe(409);
    expect((await full.json()).message).toBe(`There can be at most ${SITE_PAGE_PATHS.length} page texts`);
    // With room for one more, a second text for an address that has one is still refused.
    const departmentsPage = (await pages()).find((page) => page.path === "/academics/departments")!;
    expect((await t.json("DELETE", `/api/site-pages/${departmentsPage._id}`, undefined, editor)).status).toBe(
      200,
    );
    const twin = await twinOf("/about/whoweare");
    expect(twin.status).toBe(409);
    expect((await twin.json()).errors[0]).toMatchObject({
      field: "path",
      message: "Another page text already has this page address",
    });
    expect(await pages()).toHaveLength(SITE_PAGE_PATHS.length - 1);

    const [first] = await pages();
    await t.json(
      "PATCH",
      `/api/site-pages/${first!._id}`,
      { body: 'Hello <script>alert("x")</script>' },
      editor,
    );
    const page = await t.services.collections.pages(sitePagesCollection).record(first!.path);
    expect(page!.html.body).not.toContain("<script>");
  });
});

describe("site pages added to the seeds after an install was seeded", () => {
  it("reach that install once; a page text staff delete afterwards does not come back, and none is doubled", async () => {
    const contactPage = async () => (await pages()).filter((page) => page.path === "/contact");
    // An install seeded before the contact page's text moved out of code: no record, no marker for it.
    const [contact] = await contactPage();
    expect((await t.json("DELETE", `/api/site-pages/${contact!._id}`, undefined, editor)).status).toBe(200);
    await t.db.delete(collectionSeeds).where(eq(collectionSeeds.collection, "site-pages#/contact"));
    // And one whose records were seeded before the slugs were remembered (a marker missing, its record there).
    await t.db.delete(collectionSeeds).where(eq(collectionSeeds.collection, "site-pages#/about/whoweare"));
    await t.services.collections.seed();
    const [back] = await contactPage();
    expect(back).toMatchObject({ title: "Contact Us", lead: expect.stringMatching(/we are here to help/) });
    expect((await pages()).filter((page) => page.path === "/about/whoweare")).toHaveLength(1);

    expect((await t.json("DELETE", `/api/site-pages/${back!._id}`, undefined, editor)).status).toBe(200);
    await t.services.collections.seed();
    expect(await contactPage()).toEqual([]);
  });
});

describe("a field added to the home page after an install stored it", () => {
  it("takes its starting value once; a list staff emptied stays empty", async () => {
    const home = () => t.services.collections.pages(homePageCollection);
    const courseNames = async () => ((await home().records())[0]!.courses ?? []).map((course) => course.name);
    expect(await courseNames()).toEqual(["MBBS", "MD / MS"]);
    // An install seeded before the course cards were a field of the home page: no `courses` key stored.
    await t.db.execute(
      sql`update collection_records set data = data - 'courses', published = published - 'courses' where collection = 'home-page'`,
    );
    await t.services.collections.seed();
    expect(await courseNames()).toEqual(["MBBS", "MD / MS"]);

    const [record] = (await (await t.json("GET", "/api/home-page", undefined, editor)).json()).data.homePages;
    expect((await t.json("PATCH", `/api/home-page/${record._id}`, { courses: [] }, editor)).status).toBe(200);
    await t.services.collections.seed();
    expect(await courseNames()).toEqual([]);
  });
});

describe("departments (their descriptions)", () => {
  it("starts with one description for each of the 33 departments, in the college's order", async () => {
    const seeded = await departments();
    expect(seeded.map((department) => department.name)).toEqual([...DEPARTMENTS]);
    expect(seeded[0]!.description).toMatch(/dissection/);
  });

  it("an editor's change shows on the page's records; a department not of the college is refused", async () => {
    const anatomy = (await departments()).find((department) => department.name === "Anatomy")!;
    const changed = await t.json(
      "PATCH",
      `/api/departments/${anatomy._id}`,
      { description: "Dissection, histology and a new virtual anatomy table." },
      editor,
    );
    expect(changed.status).toBe(200);
    const records = await t.services.collections.pages(departmentsCollection).records();
    expect(records.find((record) => record.name === "Anatomy")!.description).toBe(
      "Dissection, histology and a new virtual anatomy table.",
    );

    const unknown = await t.json(
      "POST",
      "/api/departments",
      { name: "Astrology", description: "Not taught here." },
      editor,
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors[0].field).toBe("name");
    const admissions = await t.signInAs("admissions");
    const refused = await t.json(
      "PATCH",
      `/api/departments/${anatomy._id}`,
      { description: "x" },
      admissions,
    );
    expect(refused.status).toBe(403);
  });
});

describe("facilities", () => {
  it("starts with the ten facilities in the page's order; editors change one, others are refused", async () => {
    type Facility = { _id: string; title: string; position: number };
    const facilities = (await (await t.json("GET", "/api/facilities?limit=100")).json()).data
      .facilities as Facility[];
    expect(facilities).toHaveLength(10);
    expect(facilities[0]!.title).toBe("Library");
    expect(facilities.at(-1)!.title).toBe("Dissection Hall");
    const admissions = await t.signInAs("admissions");
    const patch = { title: "Central Library" };
    expect((await t.json("PATCH", `/api/facilities/${facilities[0]!._id}`, patch, admissions)).status).toBe(
      403,
    );
    expect((await t.json("PATCH", `/api/facilities/${facilities[0]!._id}`, patch, editor)).status).toBe(200);
    const shown = await t.services.collections.pages(facilitiesCollection).records();
    expect(shown[0]!.title).toBe("Central Library");
    const bad = await t.json(
      "PATCH",
      `/api/facilities/${facilities[0]!._id}`,
      { image: "../etc/passwd" },
      editor,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("image");
  });
});

describe("hospital service pages and the bed table", () => {
  it("start as the site showed them: nine service pages, the bed table summing to 720 teaching beds in 21 units", async () => {
    const services = (await (await t.json("GET", "/api/hospital-services?limit=100")).json()).data
      .hospitalServices as { path: string }[];
    expect(services.map((service) => service.path)).toEqual([...HOSPITAL_SERVICE_PATHS]);
    const emergency = await t.services.collections
      .pages(hospitalServicesCollection)
      .record("/hospitals/emergency");
    expect(emergency!.figures).toEqual([
      { value: "24x7", label: "Always open" },
      { value: "30", label: "Casualty beds" },
    ]);
    expect(emergency!.html.body).toContain("<h2>Always open</h2>");
    const rows = await t.services.collections.pages(hospitalBedsCollection).records();
    expect(rows).toHaveLength(11);
    expect(teachingBeds(rows)).toEqual({ beds: 720, units: 21 });
  });

  it("an editor's change to a row changes the total; bad numbers are refused naming the field", async () => {
    type Row = { _id: string; department: string; beds: number };
    const rows = (await (await t.json("GET", "/api/hospital-beds?limit=100")).json()).data
      .hospitalBeds as Row[];
    const medicine = rows.find((row) => row.department === "General Medicine")!;
    for (const [patch, field] of [
      [{ beds: -1 }, "beds"],
      [{ beds: 1.5 }, "beds"],
      [{ units: "many" }, "units"],
    ] as const) {
      const refused = await t.json("PATCH", `/api/hospital-beds/${medicine._id}`, patch, editor);
      expect(refused.status, JSON.stringify(patch)).toBe(400);
      expect((await refused.json()).errors[0].field).toBe(field);
    }
    const desk = await t.signInAs("admissions");
    expect((await t.json("PATCH", `/api/hospital-beds/${medicine._id}`, { beds: 160 }, desk)).status).toBe(
      403,
    );
    expect((await t.json("PATCH", `/api/hospital-beds/${medicine._id}`, { beds: 160 }, editor)).status).toBe(
      200,
    );
    expect(teachingBeds(await t.services.collections.pages(hospitalBedsCollection).records())).toEqual({
      beds: 730,
      units: 21,
    });
  });
});

describe("the home page's texts", () => {
  it("start as the home page showed them, its figures naming their sources; one record only", async () => {
    const [home] = await t.services.collections.pages(homePageCollection).records();
    expect(home!.headline).toBe("Shaping compassionate doctors for Bihar and beyond");
    expect(home!.figures.map((figure) => figure.value)).toEqual(["{mbbsSeats}", "30 min", "{beds}"]);
    expect(home!.reasons).toHaveLength(5);
    const second = await t.json(
      "POST",
      "/api/home-page",
      {
        eyebrow: "x",
        headline: "y",
        tagline: "z",
        figures: [{ value: "1", label: "l", detail: "d" }],
        welcomeHeading: "w",
        welcome: "v",
        bannerHeading: "b",
        bannerText: "c",
        reasons: [{ title: "t", text: "u" }],
      },
      editor,
    );
    expect(second.status).toBe(409);
    const refused = await t.json("PATCH", `/api/home-page/${home!._id}`, { reasons: [] }, editor);
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0].field).toBe("reasons");
  });
});
