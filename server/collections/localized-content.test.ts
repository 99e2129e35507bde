import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../contract/college-time";
import { committeesCollection } from "../../contract/collections/committees";
import { hospitalServicesCollection } from "../../contract/collections/hospital-services";
import { jobsCollection, jobToday } from "../../contract/jobs";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { collectionRecords } from "./collections.schema";
import { sampleJobs } from "./seeds/jobs.samples";
import { sampleNotices } from "./seeds/notices.samples";
import { committeeSeeds } from "./seeds/committees.seed";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
  await t.services.collections.seed();
});
afterAll(() => t.close());

const unique = () => randomUUID().slice(0, 8);
const DEVANAGARI = /[\u0900-\u097F]/;
const body = async (response: Response) => (await response.json()).data as Record<string, unknown>;

describe("staff-edited content in the page's language (issue 24)", () => {
  it("gives a localized field's Hindi value in Hindi, and the English one where none was written, listed in fallbacks", async () => {
    const [service] = (await body(await t.json("GET", "/api/hospital-services?limit=1")))
      .hospitalServices as {
      _id: string;
      path: string;
    }[];
    const changed = await t.json(
      "PATCH",
      `/api/hospital-services/${service!._id}`,
      {
        title: { en: "Emergency Care", hi: "आपातकालीन चिकित्सा" },
        lead: { en: "Open day and night", hi: "" },
        body: { en: "## When to come\n\nAny time.", hi: null },
        figures: [{ value: "24x7", label: { en: "Always open", hi: "हमेशा खुला" } }],
      },
      editor,
    );
    expect(changed.status).toBe(200);
    // The staff record keeps both languages.
    expect(await body(changed)).toMatchObject({
      title: { en: "Emergency Care", hi: "आपातकालीन चिकित्सा" },
      lead: { en: "Open day and night", hi: null },
    });

    const hindi = await body(await t.json("GET", `/api/hospital-services/${service!._id}?language=hi`));
    expect(hindi).toMatchObject({
      title: "आपातकालीन चिकित्सा",
      lead: "Open day and night",
      body: "## When to come\n\nAny time.",
      figures: [{ value: "24x7", label: "हमेशा खुला" }],
    });
    expect(hindi.fallbacks).toEqual(expect.arrayContaining(["lead", "body"]));
    expect(hindi.fallbacks).not.toContain("title");
    expect(hindi.fallbacks).not.toContain("figures.0.label");

    // Without a language the API answers as it always has: English, no fallbacks.
    const english = await body(await t.json("GET", `/api/hospital-services/${service!._id}`));
    expect(english).toMatchObject({ title: "Emergency Care", lead: "Open day and night" });
    expect(english).not.toHaveProperty("fallbacks");
    const listed = (await body(await t.json("GET", "/api/hospital-services?language=hi&limit=100")))
      .hospitalServices as Record<string, unknown>[];
    expect(listed.find((record) => record._id === service!._id)).toMatchObject({
      title: "आपातकालीन चिकित्सा",
      lead: "Open day and night",
    });

    // A Hindi page gets the same, its English Markdown marked lang="en"; an English page no marks.
    const pages = t.services.collections.pages(hospitalServicesCollection);
    const page = await pages.record(service!.path, { language: "hi" });
    expect(page).toMatchObject({ title: "आपातकालीन चिकित्सा", lead: "Open day and night" });
    expect(page!.fallbacks).toEqual(expect.arrayContaining(["lead", "body"]));
    expect(page!.html.body).toContain('<h2 lang="en">When to come</h2>');
    expect(page!.html.body).toContain('<p lang="en">Any time.</p>');
    const englishPage = await pages.record(service!.path);
    expect(englishPage!.fallbacks).toEqual([]);
    expect(englishPage!.html.body).toContain("<h2>When to come</h2>");

    // Written in Hindi, the body is no longer a fallback.
    await t.json(
      "PATCH",
      `/api/hospital-services/${service!._id}`,
      { body: { en: "## When to come\n\nAny time.", hi: "## कब आएँ\n\nकभी भी।" } },
      editor,
    );
    const translated = await pages.record(service!.path, { language: "hi" });
    expect(translated!.html.body).toContain("<h2>कब आएँ</h2>");
    expect(translated!.fallbacks).not.toContain("body");
  });

  it("refuses a language it does not have, naming the parameter", async () => {
    const response = await t.json("GET", "/api/hospital-services?language=fr");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/language must be one of: en, hi/);
    expect((await t.json("GET", `/api/hospital-services/${randomUUID()}?language=fr`)).status).toBe(400);
  });

  it("gives a notice's Hindi title on Hindi pages while its API keeps the English title and body", async () => {
    const title = `Hostel allotment ${unique()}`;
    const created = await t.json(
      "POST",
      "/api/notices",
      {
        title,
        titleHi: "छात्रावास आवंटन सूची",
        body: "The list is **out**.",
        category: "admission",
        status: "published",
      },
      editor,
    );
    expect(created.status).toBe(201);
    const notice = await body(created);
    expect(notice).toMatchObject({ title, titleHi: "छात्रावास आवंटन सूची", bodyHi: null });

    const visitor = await body(await t.json("GET", `/api/notices/${notice.slug as string}`));
    expect(visitor).toMatchObject({ title, body: "The list is **out**." });
    expect(visitor).not.toHaveProperty("titleHi");
    const hindi = await body(await t.json("GET", `/api/notices/${notice.slug as string}?language=hi`));
    expect(hindi).toMatchObject({
      title: "छात्रावास आवंटन सूची",
      body: "The list is **out**.",
      fallbacks: ["body"],
    });

    const view = await t.services.notices.view(notice.slug as string, { language: "hi" });
    expect(view).toMatchObject({ title: "छात्रावास आवंटन सूची", fallbacks: ["excerpt"] });
    expect(view!.html).toBe('<p lang="en">The list is <strong>out</strong>.</p>\n');
    expect((await t.services.notices.view(notice.slug as string))!.title).toBe(title);
  });

  it("gives a job's Hindi description and qualification on Hindi pages, the English where none, in fallbacks", async () => {
    const position = `Staff Nurse ${unique()}`;
    const job = (changes: Record<string, unknown>) => ({
      position,
      department: "Nursing",
      type: "Full-time",
      qualification: "B.Sc. Nursing\nRegistration with the nursing council",
      experience: "2 years",
      posts: 2,
      lastDate: addDays(jobToday(), 20),
      description: "Ward duty in shifts.",
      status: "published",
      ...changes,
    });
    const translated = await t.json(
      "POST",
      "/api/jobs",
      job({ descriptionHi: "वार्ड में शिफ़्ट में ड्यूटी।", qualificationHi: "बी.एससी. नर्सिंग\nनर्सिंग काउंसिल में पंजीकरण" }),
      editor,
    );
    expect(translated.status).toBe(201);
    const saved = await body(translated);
    expect(saved).toMatchObject({ descriptionHi: "वार्ड में शिफ़्ट में ड्यूटी।" });
    const english = await t.json("POST", "/api/jobs", job({ position: `${position} B` }), editor);
    expect(await body(english)).toMatchObject({ descriptionHi: null, qualificationHi: null });

    const openings = await t.services.collections.pages(jobsCollection).records({ language: "hi" });
    const hindi = openings.find((record) => record.position === position)!;
    expect(hindi).toMatchObject({
      description: "वार्ड में शिफ़्ट में ड्यूटी।",
      qualification: "बी.एससी. नर्सिंग\nनर्सिंग काउंसिल में पंजीकरण",
      // The experience, which has a Hindi field too now, falls back as well.
      fallbacks: ["position", "experience"],
    });
    expect(hindi).not.toHaveProperty("descriptionHi");
    const untranslated = openings.find((record) => record.position === `${position} B`)!;
    expect(untranslated).toMatchObject({ description: "Ward duty in shifts." });
    expect(untranslated.fallbacks).toEqual(["position", "experience", "qualification", "description"]);
    // The English page and the API's visitors keep the English texts, without the Hindi beside them.
    const [englishPage] = (await t.services.collections.pages(jobsCollection).records()).filter(
      (record) => record.position === position,
    );
    expect(englishPage).toMatchObject({ description: "Ward duty in shifts.", fallbacks: [] });
    const visitor = await body(await t.json("GET", `/api/jobs/${saved._id as string}`));
    expect(visitor).toMatchObject({ description: "Ward duty in shifts." });
    expect(visitor).not.toHaveProperty("qualificationHi");
  });

  it("gives a job's Hindi experience on Hindi pages, the English where none, in fallbacks; the API's visitors keep the English", async () => {
    const position = `Dietician ${unique()}`;
    const job = (changes: Record<string, unknown>) => ({
      position,
      department: "Medical",
      type: "Full-time",
      qualification: "M.Sc. Food and Nutrition",
      experience: "2+ years in a hospital",
      posts: 1,
      lastDate: addDays(jobToday(), 20),
      description: "Plan patients' diets.",
      status: "published",
      ...changes,
    });
    const translated = await t.json(
      "POST",
      "/api/jobs",
      job({ experienceHi: "किसी अस्पताल में कम से कम 2 वर्ष" }),
      editor,
    );
    expect(translated.status).toBe(201);
    const saved = await body(translated);
    expect(saved).toMatchObject({
      experience: "2+ years in a hospital",
      experienceHi: "किसी अस्पताल में कम से कम 2 वर्ष",
    });
    const english = await t.json(
      "POST",
      "/api/jobs",
      job({ position: `${position} B`, experienceHi: " " }),
      editor,
    );
    expect(await body(english)).toMatchObject({ experienceHi: null });
    const tooLong = await t.json("POST", "/api/jobs", job({ experienceHi: "व".repeat(151) }), editor);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors[0].field).toBe("experienceHi");

    const openings = await t.services.collections.pages(jobsCollection).records({ language: "hi" });
    const hindi = openings.find((record) => record.position === position)!;
    expect(hindi.experience).toBe("किसी अस्पताल में कम से कम 2 वर्ष");
    expect(hindi.fallbacks).not.toContain("experience");
    expect(hindi).not.toHaveProperty("experienceHi");
    const untranslated = openings.find((record) => record.position === `${position} B`)!;
    expect(untranslated.experience).toBe("2+ years in a hospital");
    expect(untranslated.fallbacks).toContain("experience");
    const visitor = await body(await t.json("GET", `/api/jobs/${saved._id as string}`));
    expect(visitor).toMatchObject({ experience: "2+ years in a hospital" });
    expect(visitor).not.toHaveProperty("experienceHi");
    const hindiVisitor = await body(await t.json("GET", `/api/jobs/${saved._id as string}?language=hi`));
    expect(hindiVisitor).toMatchObject({ experience: "किसी अस्पताल में कम से कम 2 वर्ष" });
  });

  it("writes each sample job's experience in Hindi too", async () => {
    const samples = sampleJobs();
    expect(
      samples.every((sample) => sample.experienceHi && /[\u0900-\u097F]/.test(sample.experienceHi)),
    ).toBe(true);
  });

  it("writes each sample notice's title and body in Hindi too, its site links to the Hindi pages", async () => {
    const samples = sampleNotices();
    for (const sample of samples) {
      expect(sample.titleHi, sample.title).toMatch(DEVANAGARI);
      expect(sample.bodyHi, sample.title).toMatch(DEVANAGARI);
      // Names, dates and numbers as in English.
      for (const kept of sample.title.match(/\b(?:MBBS|PG|MD\/MS|\d+)\b/g) ?? [])
        expect(sample.titleHi, sample.title).toContain(kept);
      const links = (text: string) => [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]);
      expect(links(sample.bodyHi!)).toEqual(links(sample.body).map((path) => `/hi${path}`));
    }
  });

  it("gives the starting committees' names and remits in Hindi on Hindi pages, none in fallbacks; English unchanged", async () => {
    const pages = t.services.collections.pages(committeesCollection);
    const hindi = await pages.records({ language: "hi" });
    const english = await pages.records();
    const seeded = new Set(committeeSeeds().map((seed) => (seed.name as unknown as { en: string }).en));
    const startingIds = new Set(
      english.filter((record) => seeded.has(record.name)).map((record) => record._id),
    );
    const starting = hindi.filter((record) => startingIds.has(record._id));
    expect(starting).toHaveLength(seeded.size);
    for (const record of starting) {
      expect(record.name).toMatch(DEVANAGARI);
      expect(record.remit).toMatch(DEVANAGARI);
      expect(record.fallbacks, record.name).not.toEqual(expect.arrayContaining(["name"]));
      expect(record.fallbacks, record.name).not.toEqual(expect.arrayContaining(["remit"]));
    }
    const bySafetyRole = (role: string) => hindi.find((record) => record.safetyRole === role)?.name;
    expect(bySafetyRole("anti-ragging-committee")).toBe("एंटी-रैगिंग समिति");
    expect(bySafetyRole("internal-committee")).toBe("आंतरिक शिकायत समिति (यौन उत्पीड़न)");
    expect(bySafetyRole("grievance-committee")).toBe("छात्र शिकायत निवारण समिति");
    expect(bySafetyRole("ombudsperson")).toBe("लोकपाल");
    expect(english.find((record) => record.safetyRole === "ombudsperson")?.name).toBe("Ombudsperson");
  });

  it("gives a committee member's Hindi role on Hindi pages, the English where none, listed in fallbacks", async () => {
    const staffList = await body(await t.json("GET", "/api/committees?limit=100", undefined, editor));
    const committee = (staffList.committees as { _id: string; safetyRole: string | null }[]).find(
      (record) => record.safetyRole === "grievance-committee",
    )!;
    const members = [
      { name: "Dr. Chair", role: { en: "Chairperson", hi: "अध्यक्ष" }, phone: "+91 612 000 0009" },
      { name: "Dr. Secretary", role: { en: "Member Secretary", hi: "सदस्य सचिव" } },
      // A plain string, as clients sent before the role had a Hindi value: the English one.
      { name: "Dr. Member", role: "Member" },
    ];
    const saved = await t.json(
      "PATCH",
      `/api/committees/${committee._id}`,
      { members, status: "published" },
      editor,
    );
    expect(saved.status).toBe(200);
    // Staff read each role in English with its Hindi beside it, to edit both.
    expect(((await body(saved)).members as { role: unknown }[]).map((member) => member.role)).toEqual([
      { en: "Chairperson", hi: "अध्यक्ष" },
      { en: "Member Secretary", hi: "सदस्य सचिव" },
      { en: "Member", hi: null },
    ]);

    const pages = t.services.collections.pages(committeesCollection);
    const hindi = (await pages.records({ language: "hi" })).find((record) => record._id === committee._id)!;
    expect(hindi.members.map((member) => member.role)).toEqual(["अध्यक्ष", "सदस्य सचिव", "Member"]);
    expect(hindi.fallbacks).toContain("members.2.role");
    expect(hindi.fallbacks).not.toContain("members.0.role");
    // English pages and the API's visitors get the English role as a string.
    const english = (await pages.records()).find((record) => record._id === committee._id)!;
    expect(english.members.map((member) => member.role)).toEqual([
      "Chairperson",
      "Member Secretary",
      "Member",
    ]);
    const visitor = await body(await t.json("GET", `/api/committees/${committee._id}`));
    expect((visitor.members as { role: unknown }[])[0]!.role).toBe("Chairperson");
    const hindiVisitor = await body(await t.json("GET", `/api/committees/${committee._id}?language=hi`));
    expect((hindiVisitor.members as { role: unknown }[]).map((member) => member.role)).toEqual([
      "अध्यक्ष",
      "सदस्य सचिव",
      "Member",
    ]);
    expect(hindiVisitor.fallbacks).toContain("members.2.role");

    // A role without its English is refused, naming the member's field.
    const refused = await t.json(
      "PATCH",
      `/api/committees/${committee._id}`,
      { members: [{ name: "Dr. X", role: { en: "", hi: "सदस्य" } }] },
      editor,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0].field).toMatch(/^members\.0\.role/);
  });

  it("reads a localized text stored as a plain string (before the field was localized) as its English", async () => {
    const [service] = (await body(await t.json("GET", "/api/hospital-services?limit=1")))
      .hospitalServices as {
      _id: string;
    }[];
    await t.db
      .update(collectionRecords)
      .set({
        data: sql`jsonb_set(${collectionRecords.data}, '{lead}', '"Stored plainly"')`,
        published: sql`jsonb_set(${collectionRecords.published}, '{lead}', '"Stored plainly"')`,
      })
      .where(
        and(eq(collectionRecords.collection, "hospital-services"), eq(collectionRecords.id, service!._id)),
      );
    expect(
      await body(await t.json("GET", `/api/hospital-services/${service!._id}`, undefined, editor)),
    ).toMatchObject({ lead: { en: "Stored plainly", hi: null } });
    expect(
      await body(await t.json("GET", `/api/hospital-services/${service!._id}?language=hi`)),
    ).toMatchObject({ lead: "Stored plainly" });
  });
});
