import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineCollection } from "../../contract/collections/collection";
import { COLLECTIONS } from "../../contract/collections/collections";
import { systemActor } from "../actor";
import { auditLog } from "../audit/audit.schema";
import { modules } from "../modules";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { collectionsModuleOf } from "./collections.module";
import { collectionRecords } from "./collections.schema";

/** A small collection declared only here: everything below is derived from these lines. */
const clinics = defineCollection({
  name: "test-clinics",
  plural: "clinics",
  labels: { one: "clinic", many: "clinics" },
  audit: { entity: "test-clinic", label: "Test clinics" },
  description: "A collection for the derivation test",
  fields: {
    name: { type: "text", label: "Name", required: true, max: 80, localized: true },
    code: { type: "slug", label: "Code", required: true },
    kind: { type: "choice", label: "Kind", choices: ["medical", "surgical"], required: true },
    beds: { type: "number", label: "Beds", integer: true, min: 0, max: 500 },
    open: { type: "boolean", label: "Open on Sundays" },
    since: { type: "date", label: "Since" },
    about: { type: "longText", label: "About", markdown: true },
    notes: { type: "text", label: "Internal notes", private: true },
    leaflet: { type: "document", label: "Leaflet (PDF)" },
    timings: {
      type: "list",
      label: "OPD timings",
      itemLabel: "row",
      max: 3,
      of: {
        days: { type: "text", label: "Days", required: true },
        from: { type: "text", label: "From", required: true, max: 5 },
      },
    },
  },
  titleField: "name",
  listColumns: ["kind", "beds"],
  searchFields: ["name", "kind"],
  orderBy: "beds",
  slugField: "code",
  access: { read: "public", write: "content:write" },
  publicRoute: (record) => `/clinics/${record.slug}`,
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  const domains = modules.map((module) =>
    module.name === "collections" ? collectionsModuleOf([...COLLECTIONS, clinics]) : module,
  );
  t = await createTestApp({}, { modules: domains });
  token = await t.signInAs("editor");
});
afterAll(() => t.close());

const clinicFields = (overrides: Record<string, unknown> = {}) => ({
  name: `Clinic ${unique()}`,
  code: `c-${unique()}`,
  kind: "medical",
  beds: 20,
  notes: "Ask the ward sister first",
  timings: [{ days: "Mon–Sat", from: "09:00" }],
  status: "published",
  ...overrides,
});

async function createClinic(overrides: Record<string, unknown> = {}) {
  const response = await t.json("POST", "/api/test-clinics", clinicFields(overrides), token);
  expect(response.status).toBe(201);
  return (await response.json()).data as Record<string, unknown> & { _id: string };
}

describe("a collection derived from its declaration", () => {
  it("creates a record through POST /api/{collection} with the declared fields", async () => {
    const response = await t.json(
      "POST",
      "/api/test-clinics",
      clinicFields({ name: "Skin clinic", beds: "12" }),
      token,
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: "Clinic created" });
    expect(body.data).toMatchObject({
      name: { en: "Skin clinic", hi: null },
      kind: "medical",
      beds: 12,
      open: false,
      since: null,
      notes: "Ask the ward sister first",
      timings: [{ days: "Mon–Sat", from: "09:00" }],
      status: "published",
      live: true,
    });
    expect(typeof body.data.publishedAt).toBe("string");
  });

  it("guards writes by the declared permission", async () => {
    const clinic = await createClinic();
    await expectStaffOnly(t, "POST", "/api/test-clinics", clinicFields());
    await expectStaffOnly(t, "PATCH", `/api/test-clinics/${clinic._id}`, { beds: 3 });
    await expectStaffOnly(t, "DELETE", `/api/test-clinics/${clinic._id}`);
    const admissions = await t.signInAs("admissions");
    for (const [method, url, body] of [
      ["POST", "/api/test-clinics", clinicFields()],
      ["PATCH", `/api/test-clinics/${clinic._id}`, { beds: 3 }],
      ["DELETE", `/api/test-clinics/${clinic._id}`, undefined],
      ["GET", `/api/test-clinics/${clinic._id}/revisions`, undefined],
    ] as const) {
      const response = await t.json(method, url, body, admissions);
      expect(response.status, `${method} ${url}`).toBe(403);
    }
    // The admissions office reads what visitors read: no private field.
    const read = await t.json("GET", `/api/test-clinics/${clinic._id}`, undefined, admissions);
    expect((await read.json()).data).not.toHaveProperty("notes");
  });

  it("refuses bad input with a 400 naming the field, storing nothing", async () => {
    const name = `Refused ${unique()}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: { en: "x".repeat(81) } }, "name.en"],
      [{ kind: "dental" }, "kind"],
      [{ beds: 1.5 }, "beds"],
      [{ beds: 900 }, "beds"],
      [{ code: "Not A Slug" }, "code"],
      [{ since: "2026-02-30" }, "since"],
      [{ timings: [{ days: "Mon" }] }, "timings.0.from"],
      [{ timings: Array.from({ length: 4 }, () => ({ days: "Mon", from: "09:00" })) }, "timings"],
      [{ notes: "bad\u0000byte" }, "notes"],
      [{ status: "live" }, "status"],
    ];
    for (const [override, field] of cases) {
      const response = await t.json("POST", "/api/test-clinics", clinicFields({ name, ...override }), token);
      expect(response.status, JSON.stringify(override)).toBe(400);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(
        body.errors.map((error: { field: string }) => error.field),
        JSON.stringify(override),
      ).toContain(field);
    }
    const missing = await t.json(
      "POST",
      "/api/test-clinics",
      { code: `m-${unique()}`, kind: "medical" },
      token,
    );
    expect((await missing.json()).errors).toContainEqual({ field: "name", message: "Name is required" });
    expect(
      await countRows(t.db, collectionRecords, eq(collectionRecords.collection, "test-clinics")),
    ).toBeGreaterThan(0);
    const stored = await t.db
      .select()
      .from(collectionRecords)
      .where(eq(collectionRecords.collection, "test-clinics"));
    expect(stored.filter((row) => JSON.stringify(row.data).includes(name))).toEqual([]);

    // A taken code is a conflict naming the field; a PATCH that breaks a rule changes nothing.
    const clinic = await createClinic();
    const twin = await t.json("POST", "/api/test-clinics", clinicFields({ code: clinic.code }), token);
    expect(twin.status).toBe(409);
    expect((await twin.json()).errors[0].field).toBe("code");
    const patch = await t.json("PATCH", `/api/test-clinics/${clinic._id}`, { beds: -1 }, token);
    expect(patch.status).toBe(400);
    expect(
      (await (await t.json("GET", `/api/test-clinics/${clinic._id}`, undefined, token)).json()).data.beds,
    ).toBe(20);
  });

  it("takes a document field only as a published document's id", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText("Leaflet");
    const file = { bytes: await pdf.save(), name: "leaflet.pdf" };
    const document = (status: "draft" | "published") =>
      t.services.documents.create(
        systemActor,
        { title: `Leaflet ${unique()}`, category: "downloads", date: "2025-08-01", status },
        file,
      );
    const published = await document("published");
    const draft = await document("draft");
    for (const leaflet of [randomUUID(), draft._id, "nope"]) {
      const response = await t.json("POST", "/api/test-clinics", clinicFields({ leaflet }), token);
      expect(response.status, leaflet).toBe(400);
      expect((await response.json()).errors[0].field).toBe("leaflet");
    }
    expect((await createClinic({ leaflet: published._id })).leaflet).toBe(published._id);
  });

  it("shows visitors published versions without private fields; staff every record", async () => {
    const draft = await createClinic({ status: "draft" });
    const live = await createClinic({ name: { en: "Eye clinic", hi: "नेत्र क्लिनिक" } });
    const publicList = await (await t.json("GET", "/api/test-clinics?limit=100")).json();
    const ids = publicList.data.clinics.map((clinic: { _id: string }) => clinic._id);
    expect(ids).toContain(live._id);
    expect(ids).not.toContain(draft._id);
    const shown = publicList.data.clinics.find((clinic: { _id: string }) => clinic._id === live._id);
    expect(shown.name).toBe("Eye clinic");
    expect(shown).not.toHaveProperty("notes");
    expect(shown).not.toHaveProperty("status");
    expect(publicList.data.pagination).toMatchObject({ currentPage: 1, limit: 100 });
    expect((await t.json("GET", `/api/test-clinics/${draft._id}`)).status).toBe(404);
    expect((await t.json("GET", `/api/test-clinics/${live.code}`)).status).toBe(200);

    const staffList = await (
      await t.json("GET", "/api/test-clinics?limit=100&status=draft", undefined, token)
    ).json();
    const staffIds = staffList.data.clinics.map((clinic: { _id: string }) => clinic._id);
    expect(staffIds).toContain(draft._id);
    expect(staffIds).not.toContain(live._id);
  });

  it("pages and searches in the declared search fields", async () => {
    const word = `zebra${unique()}`;
    for (let n = 0; n < 3; n++) await createClinic({ name: `${word} ${n}`, beds: n });
    const first = await (
      await t.json("GET", `/api/test-clinics?search=${word}&limit=2`, undefined, token)
    ).json();
    expect(first.data.clinics.map((clinic: { beds: number }) => clinic.beds)).toEqual([0, 1]);
    expect(first.data.pagination).toMatchObject({ totalRecords: 3, totalPages: 2, hasNext: true });
    const second = await (await t.json("GET", `/api/test-clinics?search=${word}&limit=2&page=2`)).json();
    expect(second.data.clinics).toHaveLength(1);
    expect((await t.json("GET", "/api/test-clinics?limit=1000")).status).toBe(400);
  });

  it("keeps visitors on the published version while a draft is saved, and a revision at every publish", async () => {
    const clinic = await createClinic({ beds: 10 });
    const draft = await t.json(
      "PATCH",
      `/api/test-clinics/${clinic._id}`,
      { beds: 11, status: "draft" },
      token,
    );
    expect((await draft.json()).data).toMatchObject({ beds: 11, status: "draft", live: true });
    expect((await (await t.json("GET", `/api/test-clinics/${clinic._id}`)).json()).data.beds).toBe(10);

    await t.json("PATCH", `/api/test-clinics/${clinic._id}`, { beds: 12, status: "published" }, token);
    expect((await (await t.json("GET", `/api/test-clinics/${clinic._id}`)).json()).data.beds).toBe(12);

    const history = await (
      await t.json("GET", `/api/test-clinics/${clinic._id}/revisions`, undefined, token)
    ).json();
    const revisions = history.data.revisions as {
      _id: string;
      number: number;
      by: string;
      fields: string[];
    }[];
    expect(revisions.map((revision) => revision.number)).toEqual([2, 1]);
    expect(revisions[0]!.fields).toEqual(["beds"]);
    expect(revisions[0]!.by).toMatch(/^editor-/);

    // Restoring revision 1 makes it the saved version as a draft; visitors keep 12 beds until it is published.
    const restore = await t.json(
      "POST",
      `/api/test-clinics/${clinic._id}/revisions/${revisions[1]!._id}/restore`,
      undefined,
      token,
    );
    expect(restore.status).toBe(200);
    expect((await restore.json()).data).toMatchObject({ beds: 10, status: "draft" });
    expect((await (await t.json("GET", `/api/test-clinics/${clinic._id}`)).json()).data.beds).toBe(12);
  });

  it("writes an audit entry with field-level from/to in the same transaction", async () => {
    const clinic = await createClinic({ beds: 5 });
    await t.json("PATCH", `/api/test-clinics/${clinic._id}`, { beds: 6 }, token);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "test-clinic"), eq(auditLog.entityId, clinic._id)));
    const update = entries.find((entry) => entry.action === "test-clinic.update");
    expect(update?.changes).toEqual({ beds: { from: 5, to: 6 } });
    expect(update?.actorRole).toBe("editor");
    expect(entries.find((entry) => entry.action === "test-clinic.create")?.changes?.kind).toEqual({
      from: null,
      to: "medical",
    });
    const removed = await t.json("DELETE", `/api/test-clinics/${clinic._id}`, undefined, token);
    expect(await removed.json()).toEqual({ success: true, message: "Clinic deleted" });
    expect((await t.json("GET", `/api/test-clinics/${clinic._id}`, undefined, token)).status).toBe(404);
  });

  it("documents its routes in the OpenAPI document", async () => {
    const document = await (await t.json("GET", "/api/openapi.json")).json();
    expect(Object.keys(document.paths["/test-clinics"])).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/test-clinics/{id}"])).toEqual(["get", "patch", "delete"]);
    expect(document.paths["/test-clinics/{id}/revisions/{revisionId}/restore"].post).toBeDefined();
    const created = document.paths["/test-clinics"].post;
    expect(created.tags).toEqual(["Clinics"]);
    expect(Object.keys(created.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["name", "code", "kind", "beds", "timings", "status"]),
    );
    const listed = document.paths["/test-clinics"].get.responses["200"].content["application/json"].schema;
    expect(listed.properties.data.properties).toHaveProperty("clinics");
  });
});
