import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail, PipelineEnquiry } from "../../contract/enquiry";
import type { MessageTemplate, WhatsappMessage } from "../../contract/message-templates";
import { systemActor } from "../actor";
import { auditLog } from "../audit/audit.schema";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { enquiryEvents, enquiryNotes } from "./enquiries.schema";

let t: TestApp;
let admin: string;
let officer: string;
let template: MessageTemplate;
let officePhone: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, officer] = await Promise.all([t.signInAs("admin"), t.signInAs("admissions")]);
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText("Fees");
  const feeSheet = await t.services.documents.create(
    systemActor,
    { title: "MBBS fee sheet 2026-27", category: "fees", date: "2026-06-01", status: "published" },
    { bytes: await pdf.save(), name: "fees.pdf" },
  );
  const response = await t.json(
    "POST",
    "/api/message-templates",
    {
      name: "Fee sheet",
      body: "Dear {name}, thank you for your {course} enquiry {reference}. The fee sheet:\n{documents}\nCall us on {officePhone}.",
      documentIds: [feeSheet._id],
    },
    admin,
  );
  template = ((await response.json()) as { data: MessageTemplate }).data;
  officePhone = (await t.services.siteSettings.collegeFacts()).phone;
});
afterAll(() => t.close());

async function enter(phone: string, name = `Father ${unique()}`) {
  const response = await t.json(
    "POST",
    "/api/enquiry/staff-entry",
    { name, phone, course: "MBBS", source: "walk-in" },
    officer,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: PipelineEnquiry }).data;
}

const send = (id: string, body: unknown, token = officer) =>
  t.json("POST", `/api/enquiry/${id}/whatsapp`, body, token);
const detail = async (id: string) =>
  ((await (await t.json("GET", `/api/enquiry/${id}`, undefined, officer)).json()) as { data: EnquiryDetail })
    .data;

describe("WhatsApp replies (issue 25, item 4)", () => {
  it("fills the template for the enquiry, gives the wa.me address with the +91 number, logs it on the timeline and in the audit trail", async () => {
    const enquiry = await enter("098355 50101");
    const response = await send(enquiry._id, { templateId: template._id });
    expect(response.status).toBe(201);
    const message = ((await response.json()) as { data: WhatsappMessage }).data;
    const text =
      `Dear ${enquiry.name}, thank you for your MBBS enquiry ${enquiry.reference}. The fee sheet:\n` +
      `MBBS fee sheet 2026-27: ${TEST_PUBLIC_URL}/documents/file/${template.documentIds[0]}.pdf\n` +
      `Call us on ${officePhone}.`;
    expect(message).toEqual({
      templateId: template._id,
      templateName: "Fee sheet",
      to: "919835550101",
      text,
      url: `https://wa.me/919835550101?text=${encodeURIComponent(text)}`,
    });

    const entry = (await detail(enquiry._id)).timeline.find((each) => each.kind === "whatsapp");
    expect(entry).toMatchObject({
      summary: "WhatsApp message “Fee sheet” to +91 98355 50101",
      actor: { name: "Test Staff" },
      whatsapp: { templateId: template._id, templateName: "Fee sheet", to: "919835550101", text },
    });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "enquiry.whatsapp"), eq(auditLog.entityId, enquiry._id)));
    // The trail names the template, not the family's number or the text.
    expect(audited?.details).toEqual({ templateId: template._id, templateName: "Fee sheet" });
  });

  it("refuses a number WhatsApp cannot take (400 naming phone, with the reason), an unknown template (404) and a bad id (400); nothing logged", async () => {
    const landline = await enter("011 2345 6789");
    const refused = await send(landline._id, { templateId: template._id });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as {
      message: string;
      errors: { field: string; message: string }[];
    };
    expect(answer.errors).toEqual([
      { field: "phone", message: expect.stringMatching(/not an Indian mobile number/) },
    ]);
    expect(answer.message).toMatch(/^This number cannot be used on WhatsApp/);

    const mobile = await enter("+91 91234 56789");
    const unknown = await send(mobile._id, { templateId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    const bad = await send(mobile._id, { templateId: "fee-sheet" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("templateId");
    for (const id of [landline._id, mobile._id]) {
      expect(
        await countRows(
          t.db,
          enquiryEvents,
          and(eq(enquiryEvents.enquiryId, id), eq(enquiryEvents.kind, "whatsapp")),
        ),
      ).toBe(0);
    }
  });

  it("is for roles that work enquiries: another role is 403", async () => {
    const enquiry = await enter("+91 92345 67890");
    const editor = await t.signInAs("editor");
    expect((await send(enquiry._id, { templateId: template._id }, editor)).status).toBe(403);
  });
});

describe("the work page (issue 25, item 7)", () => {
  it("PATCH with a note saves the note with the change, in the timeline and notes", async () => {
    const enquiry = await enter("+91 93456 78901");
    const response = await t.json(
      "PATCH",
      `/api/enquiry/${enquiry._id}`,
      { status: "contacted", note: "Spoke to the father.\nWill visit on Monday." },
      officer,
    );
    expect(response.status).toBe(200);
    const after = await detail(enquiry._id);
    expect(after.status).toBe("contacted");
    expect(after.notes.map((note) => note.text)).toEqual(["Spoke to the father.\nWill visit on Monday."]);
    expect(after.timeline.map((entry) => entry.kind)).toEqual(expect.arrayContaining(["status", "note"]));
  });

  it("a refused change stores neither the change nor the note", async () => {
    const enquiry = await enter("+91 94567 89012");
    const response = await t.json(
      "PATCH",
      `/api/enquiry/${enquiry._id}`,
      { status: "closed", note: "Not interested any more" },
      officer,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].field).toBe("closeReason");
    expect(await countRows(t.db, enquiryNotes, eq(enquiryNotes.enquiryId, enquiry._id))).toBe(0);
    expect((await detail(enquiry._id)).status).toBe("new");
  });

  it("an enquiry entered without e-mail or NEET score can be edited and saved without them", async () => {
    const enquiry = await enter("+91 95678 90123");
    const response = await t.json(
      "PUT",
      `/api/enquiry/${enquiry._id}`,
      {
        name: enquiry.name,
        email: "",
        phone: enquiry.phone,
        course: "MD",
        neetScore: "",
        message: "Asked about MD",
      },
      officer,
    );
    expect(response.status).toBe(200);
    expect((await detail(enquiry._id)).email).toBe("");
    expect((await detail(enquiry._id)).course).toBe("MD");
  });
});
