import { collegeDate } from "../../contract/college-time";
import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORBIDDEN_MESSAGE, ROLES, type Role } from "../../contract/permissions";

import { auditLog } from "../audit/audit.schema";
import { mailOutbox } from "../outbox/outbox.schema";
import { drainOutboxTo, startSmtpSink, type SmtpSink } from "../test-support/smtp-sink";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { grievanceAttachments, grievances } from "./grievances.schema";

const logLines: string[] = [];
const logger = pino(
  { level: "trace" },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);

let t: TestApp;
let smtp: SmtpSink;
const tokens = {} as Record<Role, string>;
const emails = {} as Record<Role, string>;

beforeAll(async () => {
  t = await createTestApp({ HOLIDAYS: [] }, { logger });
  smtp = await startSmtpSink();
  for (const role of ROLES) {
    emails[role] = `${role}-${unique()}@college.test`;
    tokens[role] = await t.signIn(emails[role], role);
  }
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

const complaint = (overrides: Record<string, unknown> = {}) => ({
  category: "ragging",
  description: `Seniors made us stand in the corridor all night ${unique()}`,
  ...overrides,
});

async function file(overrides: Record<string, unknown> = {}) {
  const input = complaint(overrides);
  const response = await t.json("POST", "/api/grievances", input);
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { reference: string; statusKey: string } };
  return { ...data, input };
}

function multipart(
  fields: Record<string, string>,
  attachment?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (attachment) {
    form.set("attachment", new Blob([attachment.bytes], { type: attachment.type }), attachment.name);
  }
  return t.request("/api/grievances", { method: "POST", body: form });
}

const countByDescription = (description: string) =>
  countRows(t.db, grievances, eq(grievances.description, description));

const rowOf = async (reference: string) =>
  (await t.db.select().from(grievances).where(eq(grievances.reference, reference)))[0]!;

const photoWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#a33" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "EXIF-SECRET-GPS-NEAR-HOSTEL" } } })
    .toBuffer();

describe("POST /api/grievances", () => {
  it("accepts an anonymous complaint: 201 with a GRV reference and a status key of 128 bits or more, keeping only its hash", async () => {
    const { reference, statusKey, input } = await file();
    expect(reference).toMatch(new RegExp(`^GRV-${collegeDate().slice(0, 4)}-\\d{6}$`));
    // 28 characters of a 32-letter alphabet: 140 bits.
    expect(statusKey.replace(/-/g, "")).toMatch(/^[0-9A-HJKMNP-TV-Z]{28}$/);
    const row = await rowOf(reference);
    expect(row).toMatchObject({
      category: "ragging",
      name: null,
      email: null,
      phone: null,
      status: "received",
    });
    expect(row.description).toBe(input.description);
    expect(JSON.stringify(row)).not.toContain(statusKey.replace(/-/g, ""));
    expect(JSON.stringify(row)).not.toContain(statusKey);
  });

  it("numbers references one after another within the year", async () => {
    const first = await file();
    const second = await file();
    expect(Number(second.reference.slice(-6))).toBe(Number(first.reference.slice(-6)) + 1);
  });

  it("gives complaints filed at the same moment distinct consecutive references (the counter row serialises them)", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => t.json("POST", "/api/grievances", complaint())),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    const numbers = (await Promise.all(responses.map((response) => response.json())))
      .map((body: { data: { reference: string } }) => Number(body.data.reference.slice(-6)))
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers[7]! - numbers[0]!).toBe(7);
  });

  it("accepts a named complaint with every field and a photo, stored re-encoded without its EXIF data", async () => {
    const description = `The hostel warden shouts at us ${unique()}`;
    const response = await multipart(
      {
        category: "hostel",
        description,
        occurredOn: "2026-11-02",
        place: "Girls' hostel, block B",
        name: "Priya Kumari",
        email: "priya@example.com",
        phone: "+91 98765 43210",
      },
      { bytes: await photoWithExif(), name: "evidence.jpg", type: "image/jpeg" },
    );
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const row = await rowOf(data.reference);
    expect(row).toMatchObject({
      category: "hostel",
      occurredOn: "2026-11-02",
      place: "Girls' hostel, block B",
      name: "Priya Kumari",
      email: "priya@example.com",
      phone: "+91 98765 43210",
    });
    const [stored] = await t.db
      .select()
      .from(grievanceAttachments)
      .where(eq(grievanceAttachments.grievanceId, row.id));
    expect(stored!.contentType).toBe("image/jpeg");
    expect((await sharp(stored!.data).metadata()).format).toBe("jpeg");
    expect(stored!.data.toString("latin1")).not.toContain("EXIF-SECRET");
    expect((await sharp(await photoWithExif()).metadata()).exif).toBeDefined();
    expect((await sharp(stored!.data).metadata()).exif).toBeUndefined();
  });

  it("keeps a PDF re-saved without its author and producer", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    pdf.setAuthor("Author-Who-Must-Not-Leak");
    const response = await multipart(complaint({ category: "fees" }) as Record<string, string>, {
      bytes: new Uint8Array(await pdf.save()),
      name: "receipt.pdf",
      type: "application/pdf",
    });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const row = await rowOf(data.reference);
    const [stored] = await t.db
      .select()
      .from(grievanceAttachments)
      .where(eq(grievanceAttachments.grievanceId, row.id));
    expect(stored!.contentType).toBe("application/pdf");
    expect(stored!.data.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(stored!.data.toString("latin1")).not.toContain("Author-Who-Must-Not-Leak");
  });

  it.each([
    ["description", { description: "   " }, "Description is required"],
    ["description", { description: "x".repeat(5001) }, "Description must be at most 5000 characters"],
    ["category", { category: "gossip" }, "Choose a category"],
    ["category", { category: "" }, "Choose a category"],
    ["occurredOn", { occurredOn: "2999-01-01" }, "The date cannot be in the future"],
    ["occurredOn", { occurredOn: "yesterday" }, "Enter the date as YYYY-MM-DD"],
    ["email", { email: "priya@" }, "Enter a valid email address"],
    ["phone", { phone: "call me" }, "Enter a valid phone number"],
  ])("answers 400 naming %s and stores nothing", async (field, override, message) => {
    const input = complaint(override);
    const response = await t.json("POST", "/api/grievances", input);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toContainEqual({ field, message });
    expect(await countByDescription(String(input.description).trim())).toBe(0);
  });

  it.each([
    ["a text file named .jpg", Buffer.from("just some text, not a photo"), "photo.jpg", "image/jpeg"],
    [
      "a GIF",
      Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
      "a.gif",
      "image/gif",
    ],
    ["a broken PDF", Buffer.from("%PDF-1.7\nnothing here"), "a.pdf", "application/pdf"],
  ])("answers 400 naming the attachment for %s, and stores nothing", async (_name, bytes, name, type) => {
    const fields = complaint() as Record<string, string>;
    const response = await multipart(fields, { bytes, name, type });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContainEqual({
      field: "attachment",
      message: "The attachment must be a PDF, JPEG or PNG file",
    });
    expect(await countByDescription(fields.description!)).toBe(0);
  });

  it("refuses an attachment over 5 MB with a 400 naming it", async () => {
    const fields = complaint() as Record<string, string>;
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    const response = await multipart(fields, { bytes: big, name: "big.pdf", type: "application/pdf" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContainEqual({
      field: "attachment",
      message: "The attachment must be at most 5 MB",
    });
    expect(await countByDescription(fields.description!)).toBe(0);
  });

  it("keeps the language of the page a complaint was filed from (hi), which the committee reads; the alert stays the back-office's English with the reference and category only", async () => {
    const { reference, input } = await file({ email: "hindi.complainant@example.com", language: "hi" });
    expect((await rowOf(reference)).language).toBe("hi");
    const read = await t.json("GET", `/api/grievances/${reference}`, undefined, tokens.grievance);
    expect(read.status).toBe(200);
    expect((await read.json()).data).toMatchObject({ reference, language: "hi" });
    // Without the field: English.
    expect((await rowOf((await file()).reference)).language).toBe("en");
    await drainOutboxTo(t.db, smtp);
    const mails = smtp.received.filter((mail) => `${mail.subject}${mail.text}`.includes(reference));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [[emails.grievance], `URGENT: New complaint ${reference} (Ragging)`],
    ]);
    expect(mails[0]!.text).not.toMatch(/[\u0900-\u097F]|Hindi|hindi\.complainant/);
    expect(mails[0]!.text).not.toContain(input.description);
  });

  it("refuses a language the site does not have with a 400 naming the field, and stores nothing", async () => {
    const input = complaint({ language: "fr" });
    const response = await t.json("POST", "/api/grievances", input);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([
      { field: "language", message: 'language must be "en" or "hi"' },
    ]);
    expect(await countByDescription(input.description as string)).toBe(0);
  });

  it("answers as if filed when the honeypot is filled, and stores nothing", async () => {
    const input = complaint({ website: "http://spam.example" });
    const response = await t.json("POST", "/api/grievances", input);
    expect(response.status).toBe(201);
    expect(await countByDescription(input.description as string)).toBe(0);
  });

  it("limits complaints per address, saying when to try again", async () => {
    const limited = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: 2 });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push(
          (await limited.json("POST", "/api/grievances", complaint(), undefined, "203.0.113.7")).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
      const refused = await limited.json("POST", "/api/grievances", complaint(), undefined, "203.0.113.7");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await refused.json()).message).toMatch(/Please try again in \d+ minutes?\./);
      expect(
        (await limited.json("POST", "/api/grievances", complaint(), undefined, "203.0.113.8")).status,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe("POST /api/grievances/status", () => {
  const check = (reference: string, statusKey: string, address?: string) =>
    t.json("POST", "/api/grievances/status", { reference, statusKey }, undefined, address);

  it("shows the status and the date of each step for the right reference and key, and nothing of the complaint", async () => {
    const { reference, statusKey, input } = await file({ name: "Rahul", email: "rahul@example.com" });
    const response = await check(reference.toLowerCase(), statusKey.toLowerCase().replace(/-/g, " "));
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual({
      reference,
      status: "received",
      steps: [{ status: "received", at: expect.any(String) }],
      messageToComplainant: null,
    });
    const text = JSON.stringify(data);
    expect(text).not.toContain(input.description);
    expect(text).not.toContain("Rahul");
  });

  it("answers one generic 404 for a wrong key and for a wrong reference", async () => {
    const { reference, statusKey } = await file();
    const wrongKey = await check(
      reference,
      statusKey.replace(/^./, (c) => (c === "A" ? "B" : "A")),
    );
    const wrongReference = await check("GRV-2026-999999", statusKey);
    const malformed = await check("not a reference", statusKey);
    const messages = [];
    for (const response of [wrongKey, wrongReference, malformed]) {
      expect(response.status).toBe(404);
      messages.push((await response.json()).message);
    }
    expect(new Set(messages)).toEqual(
      new Set(["No complaint matches that reference and status key. Check both and try again."]),
    );
  });

  it("limits checks per address (10 per window)", async () => {
    const { reference, statusKey } = await file();
    const address = "198.51.100.20";
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await check(reference, statusKey, address)).status).toBe(200);
    }
    const refused = await check(reference, statusKey, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await check(reference, statusKey, "198.51.100.21")).status).toBe(200);
  });

  it("limits failed checks per reference from any address (5 per window)", async () => {
    const { reference, statusKey } = await file();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await check(reference, `WRONG-${attempt}`)).status).toBe(404);
    }
    // From a fresh address, even the right key now waits: guessing cannot go on by changing address.
    const refused = await check(reference, statusKey);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/try again in/);
    // Other complaints are not affected.
    const other = await file();
    expect((await check(other.reference, other.statusKey)).status).toBe(200);
  });
});

describe("who reads complaints", () => {
  let ragging: string;
  let harassment: string;
  beforeAll(async () => {
    ragging = (await file({ category: "ragging" })).reference;
    const form = await multipart(complaint({ category: "sexual-harassment" }) as Record<string, string>, {
      bytes: await photoWithExif(),
      name: "evidence.jpg",
      type: "image/jpeg",
    });
    harassment = (await form.json()).data.reference;
  });

  const reads = (reference: string) =>
    [
      ["GET", `/api/grievances/${reference}`, undefined],
      ["GET", `/api/grievances/${reference}/attachment`, undefined],
      ["PATCH", `/api/grievances/${reference}`, { status: "acknowledged" }],
      ["POST", `/api/grievances/${reference}/notes`, { note: "Spoke to the warden" }],
    ] as const;

  it("refuses the admin and every other role (403) on the register and on each complaint, and 401 without a session", async () => {
    for (const role of ["admin", "admissions", "faculty-records", "editor"] as const) {
      const list = await t.json("GET", "/api/grievances", undefined, tokens[role]);
      expect(list.status, role).toBe(403);
      for (const reference of [ragging, harassment]) {
        for (const [method, url, body] of reads(reference)) {
          const response = await t.json(method, url, body, tokens[role]);
          expect(response.status, `${role} ${method} ${url}`).toBe(403);
          expect((await response.json()).message).toBe(FORBIDDEN_MESSAGE);
        }
      }
    }
    await expectStaffOnly(t, "GET", "/api/grievances");
    await expectStaffOnly(t, "GET", `/api/grievances/${ragging}`);
    expect((await rowOf(ragging)).status).toBe("received");
  });

  it("lets the grievance role read every category but sexual harassment", async () => {
    const own = await t.json("GET", `/api/grievances/${ragging}`, undefined, tokens.grievance);
    expect(own.status).toBe(200);
    expect((await own.json()).data).toMatchObject({ reference: ragging, category: "ragging" });
    for (const [method, url, body] of reads(harassment)) {
      expect((await t.json(method, url, body, tokens.grievance)).status, `${method} ${url}`).toBe(403);
    }
    const list = await (await t.json("GET", "/api/grievances?limit=100", undefined, tokens.grievance)).json();
    const categories = new Set(list.data.map((item: { category: string }) => item.category));
    expect(categories.has("ragging")).toBe(true);
    expect(categories.has("sexual-harassment")).toBe(false);
    expect(JSON.stringify(list)).not.toContain("corridor");
  });

  it("lets the Internal Committee read sexual-harassment complaints only, attachment included", async () => {
    const own = await t.json("GET", `/api/grievances/${harassment}`, undefined, tokens["internal-committee"]);
    expect(own.status).toBe(200);
    expect((await own.json()).data.attachment).toEqual({
      contentType: "image/jpeg",
      size: expect.any(Number),
    });
    const download = await t.json(
      "GET",
      `/api/grievances/${harassment}/attachment`,
      undefined,
      tokens["internal-committee"],
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("image/jpeg");
    expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="${harassment}.jpg"`);
    expect((await sharp(Buffer.from(await download.arrayBuffer())).metadata()).format).toBe("jpeg");
    for (const [method, url, body] of reads(ragging)) {
      expect((await t.json(method, url, body, tokens["internal-committee"])).status, `${method} ${url}`).toBe(
        403,
      );
    }
    const list = await (
      await t.json("GET", "/api/grievances?limit=100", undefined, tokens["internal-committee"])
    ).json();
    expect(new Set(list.data.map((item: { category: string }) => item.category))).toEqual(
      new Set(["sexual-harassment"]),
    );
  });

  it("records every read in the audit trail (who opened which reference), with no content in it", async () => {
    const { reference, input } = await file({ category: "academic", name: "Anjali Secret-Name" });
    const readsOf = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "grievance"), eq(auditLog.entityId, reference)));
    await t.json("GET", `/api/grievances/${reference}`, undefined, tokens.grievance);
    await t.json("GET", `/api/grievances/${reference}`, undefined, tokens.grievance);
    await t.json(
      "PATCH",
      `/api/grievances/${reference}`,
      { status: "acknowledged", messageToComplainant: "We have your complaint and will call a meeting." },
      tokens.grievance,
    );
    await t.json(
      "POST",
      `/api/grievances/${reference}/notes`,
      { note: "Met the head of department" },
      tokens.grievance,
    );
    const entries = await readsOf();
    const opened = entries.filter((entry) => entry.action === "grievance.read");
    expect(opened).toHaveLength(2);
    expect(opened[0]).toMatchObject({
      actorEmail: emails.grievance,
      actorRole: "grievance",
      entityId: reference,
    });
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      ["grievance.create", "grievance.note", "grievance.read", "grievance.read", "grievance.update"].sort(),
    );
    const update = entries.find((entry) => entry.action === "grievance.update")!;
    expect(update.changes).toEqual({ status: { from: "received", to: "acknowledged" } });
    const trail = JSON.stringify(entries);
    for (const secret of [input.description, "Anjali", "meeting", "head of department"]) {
      expect(trail).not.toContain(secret);
    }
    // A refused read is not a read.
    await t.json("GET", `/api/grievances/${reference}`, undefined, tokens.admin);
    expect((await readsOf()).filter((entry) => entry.action === "grievance.read")).toHaveLength(2);
    // The attachment download is a read too.
    await t.json("GET", `/api/grievances/${harassment}/attachment`, undefined, tokens["internal-committee"]);
    const downloads = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "grievance.read-attachment"), eq(auditLog.entityId, harassment)));
    expect(downloads.length).toBeGreaterThan(0);
  });

  it("gives the admin yearly counts only (the public figures)", async () => {
    const response = await t.json("GET", "/api/grievances/stats");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    const year = Number(collegeDate().slice(0, 4));
    const [current] = data;
    expect(current.year).toBe(year);
    const rag = await countRows(t.db, grievances, eq(grievances.category, "ragging"));
    expect(current.groups.find((group: { group: string }) => group.group === "ragging").received).toBe(rag);
    expect(Object.keys(current.groups[0]).sort()).toEqual(["group", "received", "resolved"]);
  });
});

describe("the workflow", () => {
  it("acknowledges with a message the complainant sees, notes on the timeline, and resolves with an outcome", async () => {
    const { reference, statusKey } = await file({ category: "discrimination" });
    const token = tokens.grievance;
    const patch = (body: unknown) => t.json("PATCH", `/api/grievances/${reference}`, body, token);

    const acknowledged = await patch({
      status: "acknowledged",
      messageToComplainant: "We will meet you on Monday.",
    });
    expect(acknowledged.status).toBe(200);
    const seen = await (await t.json("POST", "/api/grievances/status", { reference, statusKey })).json();
    expect(seen.data.status).toBe("acknowledged");
    expect(seen.data.messageToComplainant).toBe("We will meet you on Monday.");
    expect(seen.data.steps.map((step: { status: string }) => step.status)).toEqual([
      "received",
      "acknowledged",
    ]);

    const note = await t.json(
      "POST",
      `/api/grievances/${reference}/notes`,
      { note: "Called the complainant" },
      token,
    );
    expect(note.status).toBe(201);
    expect((await t.json("POST", `/api/grievances/${reference}/notes`, { note: " " }, token)).status).toBe(
      400,
    );

    const backwards = await patch({ status: "received" });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).errors[0].field).toBe("status");

    expect((await patch({ status: "under-inquiry" })).status).toBe(200);
    const bare = await patch({ status: "resolved" });
    expect(bare.status).toBe(400);
    expect((await bare.json()).errors.map((error: { field: string }) => error.field)).toEqual(["outcome"]);
    const resolved = await patch({
      status: "resolved",
      outcome: "The students concerned were counselled.",
      messageToComplainant: "Your complaint is resolved.",
    });
    expect(resolved.status).toBe(200);
    const { data } = await resolved.json();
    expect(data.status).toBe("resolved");
    expect(
      data.timeline.map((entry: { kind: string; status: string | null }) => entry.status ?? entry.kind),
    ).toEqual(["received", "acknowledged", "note", "under-inquiry", "resolved"]);
    expect(data.timeline.find((entry: { kind: string }) => entry.kind === "note")).toMatchObject({
      note: "Called the complainant",
      by: "Test Staff",
    });
    const final = await (await t.json("POST", "/api/grievances/status", { reference, statusKey })).json();
    expect(final.data).toMatchObject({
      status: "resolved",
      messageToComplainant: "Your complaint is resolved.",
    });
    expect(JSON.stringify(final.data)).not.toContain("counselled");
    expect(JSON.stringify(final.data)).not.toContain("Called the complainant");
    expect((await patch({ status: "closed" })).status).toBe(400);
  });

  it("sets the due date 15 working days after receipt, skipping Sundays and the configured holidays", async () => {
    const today = collegeDate();
    const next = (day: string) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const holidays = [next(today), next(next(today))];
    const withHolidays = await createTestApp({ HOLIDAYS: holidays });
    try {
      const response = await withHolidays.json("POST", "/api/grievances", complaint());
      const { reference } = (await response.json()).data;
      const [row] = await withHolidays.db
        .select()
        .from(grievances)
        .where(eq(grievances.reference, reference));
      let day = today;
      let left = 15;
      while (left > 0) {
        day = next(day);
        if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !holidays.includes(day)) left--;
      }
      expect(row!.dueOn).toBe(day);
      const days = (Date.parse(day) - Date.parse(today)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(19);
    } finally {
      await withHolidays.close();
    }
  });

  it("flags overdue complaints in the list and the counts, and reminds the role once a day", async () => {
    const { reference } = await file({ category: "other" });
    await t.db.update(grievances).set({ dueOn: "2026-01-05" }).where(eq(grievances.reference, reference));
    const list = await (
      await t.json("GET", "/api/grievances?overdue=true&limit=100", undefined, tokens.grievance)
    ).json();
    expect(list.data.find((item: { reference: string }) => item.reference === reference)).toMatchObject({
      overdue: true,
    });
    expect(list.counts.overdue).toBeGreaterThanOrEqual(1);
    const before = await countRows(t.db, mailOutbox, eq(mailOutbox.kind, "overdue reminder"));
    expect(await t.services.grievances.sendOverdueReminders()).toBeGreaterThanOrEqual(1);
    const [reminder] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "overdue reminder"))
      .orderBy(sql`${mailOutbox.createdAt} desc`)
      .limit(1);
    expect(reminder!.to).toContain(emails.grievance);
    expect(reminder!.text).toContain(`${reference} (Other), due 2026-01-05`);
    expect(await countRows(t.db, mailOutbox, eq(mailOutbox.kind, "overdue reminder"))).toBe(before + 1);
    // Once a day: a second run the same day sends nothing new.
    await t.services.grievances.sendOverdueReminders();
    expect(await countRows(t.db, mailOutbox, eq(mailOutbox.kind, "overdue reminder"))).toBe(before + 1);
  });
});

describe("alerts and secrecy", () => {
  it("e-mails the role's members at once with the reference and category only (ragging marked urgent), read from a real SMTP server", async () => {
    const description = `Night-time ragging in room 12 ${unique()}`;
    const ragging = await file({
      description,
      name: "Sameer Identity",
      email: "sameer@example.com",
      phone: "+91 90000 11111",
    });
    const harassment = await file({ category: "sexual-harassment", description: `${description} (posh)` });
    await drainOutboxTo(t.db, smtp);
    const alert = smtp.received.find((mail) => mail.subject.includes(ragging.reference));
    expect(alert).toBeDefined();
    expect(alert!.to).toEqual([emails.grievance]);
    expect(alert!.subject).toBe(`URGENT: New complaint ${ragging.reference} (Ragging)`);
    expect(alert!.text).toContain(`Reference: ${ragging.reference}`);
    expect(alert!.text).toContain("Category: Ragging");
    expect(alert!.text).toContain(`http://localhost/dashboard/grievances/${ragging.reference}`);
    const posh = smtp.received.find((mail) => mail.subject.includes(harassment.reference));
    expect(posh!.to).toEqual([emails["internal-committee"]]);
    expect(posh!.subject).toBe(`New complaint ${harassment.reference} (Sexual harassment)`);
    for (const mail of [alert!, posh!]) {
      const whole = `${mail.subject}\n${mail.text}\n${mail.html}`;
      for (const secret of ["room 12", "Sameer", "sameer@example.com", "90000", ragging.statusKey]) {
        expect(whole).not.toContain(secret);
      }
    }
  });

  it("writes nothing of a complaint's description, identity or key to the log, whatever happens to it", async () => {
    const description = `LOG-CANARY-${unique()} seniors forced me to sing`;
    const { reference, statusKey } = await file({
      description,
      name: "Canary Name",
      email: "canary@example.com",
    });
    await t.json(
      "POST",
      "/api/grievances",
      complaint({ description: `${description} again`, occurredOn: "2999-01-01" }),
    );
    await t.json("POST", "/api/grievances/status", { reference, statusKey: "WRONG" });
    await t.json("POST", "/api/grievances/status", { reference, statusKey });
    await t.json("GET", `/api/grievances/${reference}`, undefined, tokens.grievance);
    await t.json(
      "PATCH",
      `/api/grievances/${reference}`,
      { status: "acknowledged", messageToComplainant: `${description} reply` },
      tokens.grievance,
    );
    await t.json("GET", `/api/grievances/${reference}`, undefined, tokens.admin);
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join("");
    for (const secret of ["LOG-CANARY", "Canary Name", "canary@example.com", statusKey]) {
      expect(log).not.toContain(secret);
    }
  });
});
