import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineCollection } from "../../contract/collections/collection";
import { COLLECTIONS } from "../../contract/collections/collections";
import { modules } from "../modules";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { collectionsModuleOf } from "./collections.module";

/**
 * The declaration options notices brought to every collection (issue 20): a date-time field filled with the
 * moment of saving, an address made from the title, a schedule (shown from one instant, listed until another)
 * and rules across fields.
 */
const bulletins = defineCollection({
  name: "test-bulletins",
  plural: "bulletins",
  labels: { one: "bulletin", many: "bulletins" },
  audit: { entity: "test-bulletin", label: "Test bulletins" },
  description: "A collection for the schedule test",
  fields: {
    heading: { type: "text", label: "Heading", required: true, max: 80 },
    from: { type: "dateTime", label: "Shown from", messageName: "from", defaultNow: true },
    until: { type: "dateTime", label: "Listed until", messageName: "until" },
  },
  titleField: "heading",
  listColumns: ["from"],
  searchFields: ["heading"],
  orderBy: "from",
  orderDescending: true,
  slugFrom: "heading",
  schedule: { from: "from", until: "until" },
  checks: [
    (bulletin) =>
      bulletin.until && bulletin.until <= bulletin.from
        ? { field: "until", message: "until must be after from" }
        : null,
  ],
  access: { read: "public", write: "content:write" },
  publicRoute: (record) => `/bulletins/${record.slug}`,
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  const domains = modules.map((module) =>
    module.name === "collections" ? collectionsModuleOf([...COLLECTIONS, bulletins]) : module,
  );
  t = await createTestApp({}, { modules: domains });
  token = await t.signInAs("editor");
});
afterAll(() => t.close());

const HOUR = 3600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

async function add(fields: Record<string, unknown>) {
  const response = await t.json("POST", "/api/test-bulletins", { status: "published", ...fields }, token);
  expect(response.status, JSON.stringify(fields)).toBe(201);
  return (await response.json()).data as { _id: string; slug: string; from: string; until: string | null };
}
const publicIds = async (tag: string) =>
  (
    (await (await t.json("GET", `/api/test-bulletins?search=${tag}`)).json()).data.bulletins as {
      _id: string;
    }[]
  ).map((bulletin) => bulletin._id);

describe("scheduled collections (dateTime, slugFrom, schedule, checks)", () => {
  it("fills an empty defaultNow date-time with the moment of saving and stores instants as ISO", async () => {
    const before = Date.now();
    const bulletin = await add({ heading: `Now ${unique()}` });
    expect(Date.parse(bulletin.from)).toBeGreaterThanOrEqual(before - 1000);
    expect(bulletin.until).toBeNull();
    const given = await add({ heading: `Given ${unique()}`, from: "2026-01-05T15:30:00+05:30" });
    expect(given.from).toBe("2026-01-05T10:00:00.000Z");
    const refused = await t.json("POST", "/api/test-bulletins", { heading: "x", from: "soon" }, token);
    expect(await refused.json()).toMatchObject({ message: "from must be a date and time" });
  });

  it("makes the address from the heading once: -2 when taken, kept when the heading changes", async () => {
    const heading = `Ward Rota: March ${unique()}`;
    const first = await add({ heading });
    const second = await add({ heading });
    expect(second.slug).toBe(`${first.slug}-2`);
    const renamed = await t.json("PATCH", `/api/test-bulletins/${first._id}`, { heading: "Another" }, token);
    expect((await renamed.json()).data).toMatchObject({ heading: "Another", slug: first.slug });
    expect((await t.json("GET", `/api/test-bulletins/${first.slug}`)).status).toBe(200);
  });

  it("shows visitors a record from its start, lists it until its end, and keeps it readable at its address after", async () => {
    const tag = unique();
    const current = await add({ heading: `Current ${tag}` });
    const scheduled = await add({ heading: `Scheduled ${tag}`, from: at(HOUR) });
    const ended = await add({ heading: `Ended ${tag}`, from: at(-2 * HOUR), until: at(-HOUR) });
    expect(await publicIds(tag)).toEqual([current._id]);
    expect((await t.json("GET", `/api/test-bulletins/${scheduled._id}`)).status).toBe(404);
    expect((await t.json("GET", `/api/test-bulletins/${ended.slug}`)).status).toBe(200);
    const page = await t.services.collections.pages(bulletins).records();
    expect(page.map((record) => record._id)).toEqual(expect.arrayContaining([current._id, ended._id]));
    expect(page.map((record) => record._id)).not.toContain(scheduled._id);
    const preview = await t.services.collections.pages(bulletins).records({ preview: true });
    expect(preview.map((record) => record._id)).toContain(scheduled._id);
  });

  it("checks rules across fields on create and on a PATCH's merged record, naming the field", async () => {
    const heading = `Refused ${unique()}`;
    const refused = await t.json(
      "POST",
      "/api/test-bulletins",
      { heading, from: at(HOUR), until: at(0), status: "published" },
      token,
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: "until must be after from",
      errors: [{ field: "until", message: "until must be after from" }],
    });
    const kept = await add({ heading });
    const patch = await t.json("PATCH", `/api/test-bulletins/${kept._id}`, { until: at(-HOUR) }, token);
    expect(patch.status).toBe(400);
    const stored = await (await t.json("GET", `/api/test-bulletins/${kept._id}`, undefined, token)).json();
    expect(stored.data.until).toBeNull();
  });
});
