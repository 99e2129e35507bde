import { addDays } from "../../contract/college-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineCollection } from "../../contract/collections/collection";
import { COLLECTIONS } from "../../contract/collections/collections";
import { jobToday } from "../../contract/jobs";
import { modules } from "../modules";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { collectionsModuleOf } from "./collections.module";

/**
 * The declaration options job openings brought to every collection (issue 20): list filters by choice fields,
 * a page size, messages naming a field as the API always did, and closing after a date.
 */
const camps = defineCollection({
  name: "test-camps",
  plural: "camps",
  labels: { one: "camp", many: "camps" },
  audit: { entity: "test-camp", label: "Test camps" },
  description: "A collection for the closing test",
  fields: {
    title: { type: "text", label: "Title", required: true, max: 80 },
    kind: {
      type: "choice",
      label: "Kind of camp",
      messageName: "kind",
      choices: ["eye", "dental"],
      required: true,
    },
    seats: {
      type: "number",
      label: "Seats",
      messageName: "seats",
      integer: true,
      min: 1,
      max: 99,
      required: true,
    },
    until: { type: "date", label: "Registration until", messageName: "until", required: true },
  },
  titleField: "title",
  listColumns: ["kind", "until"],
  searchFields: ["title"],
  filters: ["kind"],
  pageSize: 2,
  orderBy: "until",
  closesAfter: "until",
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/camps",
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  const domains = modules.map((module) =>
    module.name === "collections" ? collectionsModuleOf([...COLLECTIONS, camps]) : module,
  );
  t = await createTestApp({}, { modules: domains });
  token = await t.signInAs("editor");
});
afterAll(() => t.close());

const today = () => jobToday();
async function createCamp(fields: Record<string, unknown>) {
  const response = await t.json(
    "POST",
    "/api/test-camps",
    { status: "published", seats: 10, ...fields },
    token,
  );
  expect(response.status).toBe(201);
  return (await response.json()).data as { _id: string; closed: boolean };
}
const ids = async (query: string, as?: string) => {
  const response = await t.json("GET", `/api/test-camps${query}`, undefined, as);
  expect(response.status).toBe(200);
  return ((await response.json()).data.camps as { _id: string }[]).map((camp) => camp._id);
};

describe("collection declaration options: filters, pageSize, messageName, closesAfter", () => {
  it("closes a record after its date: hidden from visitors and pages, flagged and filtered for staff", async () => {
    const tag = unique();
    const later = await createCamp({ title: `Later ${tag}`, kind: "eye", until: addDays(today(), 9) });
    const sooner = await createCamp({ title: `Sooner ${tag}`, kind: "dental", until: today() });
    const past = await createCamp({ title: `Past ${tag}`, kind: "eye", until: addDays(today(), -1) });
    expect(past.closed).toBe(true);
    expect(later.closed).toBe(false);

    // Visitors: open ones, soonest closing first; a closed one is 404.
    expect(await ids(`?search=${tag}`)).toEqual([sooner._id, later._id]);
    expect((await t.json("GET", `/api/test-camps/${past._id}`)).status).toBe(404);
    const pages = (await t.services.collections.of("test-camps").pageRecords()).map((camp) => camp._id);
    expect(pages).toEqual(expect.arrayContaining([sooner._id, later._id]));
    expect(pages).not.toContain(past._id);

    // Staff: published means open, closed the published ones past their date.
    expect(await ids(`?search=${tag}&status=closed`, token)).toEqual([past._id]);
    expect((await ids(`?search=${tag}&status=published`, token)).sort()).toEqual(
      [sooner._id, later._id].sort(),
    );
    const bad = await t.json("GET", "/api/test-camps?status=archived", undefined, token);
    expect((await bad.json()).message).toBe("status must be draft, published or closed");

    // Filters by a choice field, for visitors too; a value outside the choices is a 400 naming the field.
    expect(await ids(`?search=${tag}&kind=eye`)).toEqual([later._id]);
    const badKind = await t.json("GET", "/api/test-camps?kind=ent");
    expect(badKind.status).toBe(400);
    expect((await badKind.json()).message).toBe("kind must be one of: eye, dental");

    // The page size when none is asked for.
    const page = await (await t.json("GET", `/api/test-camps?search=${tag}`, undefined, token)).json();
    expect(page.data.pagination).toMatchObject({ limit: 2, totalRecords: 3, hasNext: true });
  });

  it("names a field in messages by its messageName, and documents the filters", async () => {
    const response = await t.json(
      "POST",
      "/api/test-camps",
      { title: "x", kind: "eye", seats: 0, until: today() },
      token,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("seats must be 1 or more");
    const doc = await (await t.json("GET", "/api/openapi.json")).json();
    const parameters = doc.paths["/test-camps"].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(expect.arrayContaining(["kind", "status", "search"]));
  });
});
