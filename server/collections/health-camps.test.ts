import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { collectionRecords } from "./collections.schema";

// Notices are records of the notices collection (issue 20).
const notices = collectionRecords;
const noticeRows = eq(collectionRecords.collection, "notices");

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const indiaDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
const camp = (overrides: Record<string, unknown> = {}) => ({
  title: `Free diabetes screening camp ${unique()}`,
  body: "Blood sugar and blood pressure checked free of charge.",
  category: "health-camp",
  status: "published",
  eventDate: indiaDay(5),
  place: "Punpun community hall",
  ...overrides,
});

describe("health camps (issue 23, item 6)", () => {
  it("refuses a camp without its date or place (or with a date that is not one), naming the field; nothing stored", async () => {
    const before = await countRows(t.db, notices, noticeRows);
    for (const [overrides, field] of [
      [{ eventDate: undefined }, "eventDate"],
      [{ eventDate: "" }, "eventDate"],
      [{ eventDate: "2026-02-30" }, "eventDate"],
      [{ place: "  " }, "place"],
      [{ place: undefined }, "place"],
    ] as const) {
      const response = await t.json("POST", "/api/notices", camp(overrides), editor);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const body = await response.json();
      expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    // Other categories need neither.
    const general = await t.json(
      "POST",
      "/api/notices",
      { ...camp({ category: "general" }), eventDate: undefined, place: undefined },
      editor,
    );
    expect(general.status).toBe(201);
    expect(await countRows(t.db, notices, noticeRows)).toBe(before + 1);
  });

  it("lists coming camps, soonest first, on the hospital landing page; past and draft camps are left out; /notices keeps them", async () => {
    const later = await t.json("POST", "/api/notices", camp({ eventDate: indiaDay(20) }), editor);
    const sooner = await t.json("POST", "/api/notices", camp({ eventDate: indiaDay(0) }), editor);
    const past = await t.json("POST", "/api/notices", camp({ eventDate: indiaDay(-1) }), editor);
    const draft = await t.json("POST", "/api/notices", camp({ status: "draft" }), editor);
    const [laterCamp, soonerCamp, pastCamp, draftCamp] = await Promise.all(
      [later, sooner, past, draft].map(async (response) => (await response.json()).data),
    );
    expect(laterCamp).toMatchObject({ eventDate: indiaDay(20), place: "Punpun community hall" });

    const listed = (await t.services.notices.healthCamps()).map((notice) => notice.slug);
    expect(listed.indexOf(soonerCamp.slug)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(soonerCamp.slug)).toBeLessThan(listed.indexOf(laterCamp.slug));
    expect(listed).not.toContain(pastCamp.slug);
    expect(listed).not.toContain(draftCamp.slug);

    const board = await t.json("GET", "/api/notices?category=health-camp&limit=100");
    const slugs = (await board.json()).data.notices.map((notice: { slug: string }) => notice.slug);
    expect(slugs).toEqual(expect.arrayContaining([laterCamp.slug, soonerCamp.slug, pastCamp.slug]));
    expect(slugs).not.toContain(draftCamp.slug);
  });

  it("a camp changed to lose its place is refused as a whole, and keeps its place", async () => {
    const created = await (await t.json("POST", "/api/notices", camp(), editor)).json();
    const response = await t.json("PATCH", `/api/notices/${created.data._id}`, { place: "" }, editor);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].field).toBe("place");
    const stored = await (await t.json("GET", `/api/notices/${created.data._id}`, undefined, editor)).json();
    expect(stored.data.place).toBe("Punpun community hall");
  });
});
