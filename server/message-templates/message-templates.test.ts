import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageTemplate } from "../../contract/message-templates";
import { systemActor } from "../actor";
import { auditLog } from "../audit/audit.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { messageTemplates } from "./message-templates.schema";

let t: TestApp;
let admin: string;
let officer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, officer] = await Promise.all([t.signInAs("admin"), t.signInAs("admissions")]);
});
afterAll(() => t.close());

async function publishedDocument(title: string, status: "published" | "draft" = "published") {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(title);
  return t.services.documents.create(
    systemActor,
    { title, category: "fees", date: "2026-06-01", status },
    { bytes: await pdf.save(), name: "fees.pdf" },
  );
}

const post = (body: unknown, token = admin) => t.json("POST", "/api/message-templates", body, token);
const stored = (name: string) => countRows(t.db, messageTemplates, eq(messageTemplates.name, name));

describe("message templates (issue 25, item 4)", () => {
  it("the admin adds a template with placeholders and a published document; it comes back with the document's public address, audited", async () => {
    const feeSheet = await publishedDocument(`Fee sheet ${unique()}`);
    const name = `Fee sheet ${unique()}`;
    const response = await post({
      name,
      body: "Dear {name}, the {course} fee sheet for {reference}:\n{documents}\nQuestions: {officePhone}",
      documentIds: [feeSheet._id],
    });
    expect(response.status).toBe(201);
    const template = ((await response.json()) as { data: MessageTemplate }).data;
    expect(template).toMatchObject({
      name,
      documentIds: [feeSheet._id],
      documents: [
        {
          _id: feeSheet._id,
          title: feeSheet.title,
          url: `${TEST_PUBLIC_URL}/documents/file/${feeSheet._id}.pdf`,
        },
      ],
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "message-template.create"), eq(auditLog.entityId, template._id)));
    expect(entry?.changes).toMatchObject({ name: { from: null, to: name } });

    // The admissions office reads it (list and one), searching by name.
    const list = await t.json(
      "GET",
      `/api/message-templates?search=${encodeURIComponent(name)}`,
      undefined,
      officer,
    );
    expect(list.status).toBe(200);
    const body = (await list.json()) as {
      data: { templates: MessageTemplate[]; pagination: { totalRecords: number } };
    };
    expect(body.data.templates.map((each) => each.name)).toEqual([name]);
    expect(body.data.pagination.totalRecords).toBe(1);
    expect((await t.json("GET", `/api/message-templates/${template._id}`, undefined, officer)).status).toBe(
      200,
    );

    // Unpublished later, the document drops out of the message (its id stays, so the screen can say so).
    await t.services.documents.update(systemActor, feeSheet._id, { status: "draft" });
    const after = (
      (await (await t.json("GET", `/api/message-templates/${template._id}`, undefined, officer)).json()) as {
        data: MessageTemplate;
      }
    ).data;
    expect(after.documents).toEqual([]);
    expect(after.documentIds).toEqual([feeSheet._id]);
  });

  it("only message-templates:write (the admin) writes; admissions reads; other roles neither; no session is 401", async () => {
    const name = `Checklist ${unique()}`;
    const created = (
      (await (await post({ name, body: "Bring your NEET scorecard, {name}." })).json()) as {
        data: MessageTemplate;
      }
    ).data;
    for (const role of ["admissions", "editor", "faculty-records", "hospital-desk"] as const) {
      const token = role === "admissions" ? officer : await t.signInAs(role);
      const refused = await post({ name: `${name} ${role}`, body: "Hello" }, token);
      expect(refused.status, role).toBe(403);
      expect(
        (await t.json("PATCH", `/api/message-templates/${created._id}`, { body: "Changed" }, token)).status,
        role,
      ).toBe(403);
      expect(
        (await t.json("DELETE", `/api/message-templates/${created._id}`, undefined, token)).status,
        role,
      ).toBe(403);
      const read = await t.json("GET", "/api/message-templates", undefined, token);
      expect(read.status, role).toBe(role === "admissions" ? 200 : 403);
    }
    expect(await stored(`${name} admissions`)).toBe(0);
    await expectStaffOnly(t, "GET", "/api/message-templates");
    await expectStaffOnly(t, "POST", "/api/message-templates", { name: "x", body: "y" });
  });

  it("refuses an unknown placeholder, naming body, and stores nothing", async () => {
    const name = `Dates ${unique()}`;
    const response = await post({ name, body: "Dear {name}, counselling opens on {date}; fees: {feeSheet}" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: expect.any(String),
      errors: [
        {
          field: "body",
          message:
            "{date}, {feeSheet} are not placeholders: use {name}, {course}, {reference}, {officePhone}, {documents}",
        },
      ],
    });
    expect(await stored(name)).toBe(0);
  });

  it("refuses a document that is not published, {documents} without a document, a missing name and a name taken; nothing stored", async () => {
    const draft = await publishedDocument(`Draft fees ${unique()}`, "draft");
    const name = `Refused ${unique()}`;
    for (const [body, field] of [
      [{ name, body: "Fees:", documentIds: [draft._id] }, "documentIds.0"],
      [{ name, body: "Fees:", documentIds: ["00000000-0000-4000-8000-000000000000"] }, "documentIds.0"],
      [{ name, body: "Fees:", documentIds: ["not-an-id"] }, "documentIds.0"],
      [{ name, body: "Fees: {documents}" }, "body"],
      [{ body: "Hello" }, "name"],
      [{ name, body: "" }, "body"],
    ] as const) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { errors: { field: string }[] };
      expect(
        answer.errors.map((error) => error.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await stored(name)).toBe(0);

    const taken = `Taken ${unique()}`;
    expect((await post({ name: taken, body: "One" })).status).toBe(201);
    const again = await post({ name: taken.toUpperCase(), body: "Two" });
    expect(again.status).toBe(409);
    expect((await again.json()).errors).toEqual([
      { field: "name", message: "Another template has this name" },
    ]);
  });

  it("PATCH changes the fields sent (checked as a whole), DELETE removes it; both audited", async () => {
    const name = `Reporting ${unique()}`;
    const created = (
      (await (await post({ name, body: "Report by 5 pm, {name}." })).json()) as {
        data: MessageTemplate;
      }
    ).data;
    const refused = await t.json(
      "PATCH",
      `/api/message-templates/${created._id}`,
      { body: "Hi {nmae}" },
      admin,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0].field).toBe("body");

    const changed = await t.json(
      "PATCH",
      `/api/message-templates/${created._id}`,
      { body: "Report by 4 pm, {name}." },
      admin,
    );
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: MessageTemplate }).data).toMatchObject({
      name,
      body: "Report by 4 pm, {name}.",
    });
    expect((await t.json("DELETE", `/api/message-templates/${created._id}`, undefined, admin)).status).toBe(
      200,
    );
    expect((await t.json("GET", `/api/message-templates/${created._id}`, undefined, admin)).status).toBe(404);
    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.entityId, created._id)).orderBy(auditLog.at)
    ).map((entry) => entry.action);
    expect(actions).toEqual([
      "message-template.create",
      "message-template.update",
      "message-template.delete",
    ]);
  });

  it("is documented in the OpenAPI file, with the WhatsApp log", async () => {
    const doc = await (await t.json("GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/message-templates"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/message-templates/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
    expect(Object.keys(doc.paths["/enquiry/{id}/whatsapp"])).toEqual(["post"]);
    expect(JSON.stringify(doc.paths["/message-templates"])).toContain('"documentIds"');
  });
});
