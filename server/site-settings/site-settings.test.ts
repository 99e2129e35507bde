import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, can } from "../../contract/permissions";
import { auditLog } from "../audit/audit.schema";
import { mailOutbox } from "../outbox/outbox.schema";
import { siteSettings } from "./site-settings.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  // The phone lists are phone-lists records, seeded at start-up (issue 20).
  await t.services.collections.seed();
  editor = await t.signInAs("editor");
});
afterAll(() => t.close());

const settings = async () => (await (await t.json("GET", "/api/site-settings")).json()).data;
const patch = (body: unknown, token = editor) => t.json("PATCH", "/api/site-settings", body, token);

describe("site settings API", () => {
  it("starts with the college's contact facts, public", async () => {
    expect(await settings()).toMatchObject({
      _id: "site",
      phone: "+91 612 555 0142",
      emails: {
        general: "info@gvims.example.in",
        admissions: "admissions@gvims.example.in",
        privacy: "privacy@gvims.example.in",
      },
      addressLine: "NH-83, Kanti Road, Punpun, Patna, Bihar 804453",
      social: { facebook: "https://www.facebook.com/gvims.example" },
      // Issue 24: a new installation has the office hours in Hindi too.
      officeHoursHi: "सोमवार से शनिवार, सुबह 9:00 से शाम 5:00 बजे तक",
    });
    expect((await settings()).phoneDirectory.principal).toEqual(["+91 612 555 0101", "+91 98355 50101"]);
  });

  it("lets only editors and admins change them", async () => {
    await expectStaffOnly(t, "PATCH", "/api/site-settings", { phone: "+91 612 555 9999" });
    for (const role of ROLES) {
      if (can(role, "content:write")) continue;
      expect((await patch({ phone: "+91 612 555 9999" }, await t.signInAs(role))).status, role).toBe(403);
    }
    expect((await settings()).phone).toBe("+91 612 555 0142");
  });

  it("refuses bad e-mails, phones, PIN codes and non-https social links, naming the field; nothing saved", async () => {
    const before = await settings();
    const cases: [unknown, string, string][] = [
      [{ phone: "call us" }, "phone", "Main phone must be a phone number (digits, +, spaces, dashes)"],
      [
        { emails: { ...before.emails, admissions: "admissions-at-college" } },
        "emails.admissions",
        "Admissions e-mail must be a valid e-mail address",
      ],
      [
        { phoneDirectory: { ...before.phoneDirectory, itOffice: [] } },
        "phoneDirectory.itOffice",
        "IT office: give at least one phone number",
      ],
      [
        { address: { ...before.address, postalCode: "80445" } },
        "address.postalCode",
        "PIN code must be 6 digits",
      ],
      [
        { social: { ...before.social, youtube: "http://www.youtube.com/x" } },
        "social.youtube",
        "YouTube must be an https:// address",
      ],
      [
        { social: { ...before.social, facebook: "javascript:alert(1)" } },
        "social.facebook",
        "Facebook must be an https:// address",
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(body);
      expect(response.status, field).toBe(400);
      const error = await response.json();
      expect(error.message).toBe(message);
      expect(error.errors[0].field).toBe(field);
    }
    expect(await settings()).toEqual(before);
  });

  it("saves a change that the site and e-mail footers read at once, audited", async () => {
    const before = await settings();
    const response = await patch({
      phone: "+91 612 555 7777",
      social: { ...before.social, twitter: "" },
      address: { ...before.address, street: "NH-83, Kanti Road, Punpun Block" },
    });
    expect(response.status).toBe(200);
    expect(await settings()).toMatchObject({
      phone: "+91 612 555 7777",
      social: { twitter: "" },
      addressLine: "NH-83, Kanti Road, Punpun Block, Patna, Bihar 804453",
    });
    expect(await t.services.siteSettings.collegeFacts()).toMatchObject({
      phone: "+91 612 555 7777",
      addressLine: "NH-83, Kanti Road, Punpun Block, Patna, Bihar 804453",
    });
    // An e-mail written now quotes the new number in its footer.
    const enquiry = await t.json("POST", "/api/enquiry", {
      name: "Riya Sharma",
      email: "riya.settings@example.test",
      phone: "+91 98765 43210",
      course: "MBBS",
      neetScore: "612",
      message: "Is hostel available?",
    });
    expect(enquiry.status).toBe(201);
    const [ack] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "riya.settings@example.test"));
    expect(ack!.text).toContain("+91 612 555 7777");
    expect(ack!.text).not.toContain("+91 612 555 0142");

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, "site-settings"));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toMatchObject({
      phone: { from: "+91 612 555 0142", to: "+91 612 555 7777" },
    });
  });

  it("hold the hospital's emergency and ambulance numbers, short public ones (108) too", async () => {
    // The lists are phone-lists records now (issue 20); phone-lists.test.ts covers installs saved before them.
    expect((await settings()).phoneDirectory).toMatchObject({
      emergency: ["+91 612 555 0100", "+91 98355 50100"],
      ambulance: ["+91 612 555 0102", "108"],
    });

    const before = await settings();
    const refused = await patch({ phoneDirectory: { ...before.phoneDirectory, emergency: ["10"] } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0]).toMatchObject({
      field: "phoneDirectory.emergency.0",
      message: "Emergency (24x7) must be a phone number (digits, +, spaces, dashes)",
    });
    const saved = await patch({
      phoneDirectory: { ...before.phoneDirectory, emergency: ["+91 612 555 0911", "112"] },
    });
    expect(saved.status).toBe(200);
    expect((await settings()).phoneDirectory.emergency).toEqual(["+91 612 555 0911", "112"]);
  });

  it("stores the facts and every phone list sent together, or none: a database failure at the last list undoes the rest", async () => {
    const before = await settings();
    // The database refuses any write of the ambulance list, the last one sent.
    await t.db.execute(sql`
      create function refuse_ambulance_list() returns trigger language plpgsql as $$
      begin raise exception 'ambulance list refused by the test'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_ambulance_list before update on collection_records
      for each row when (new.data->>'key' = 'ambulance') execute function refuse_ambulance_list()`);
    try {
      const failed = await patch({
        phone: "+91 612 555 4444",
        phoneDirectory: { principal: ["+91 612 555 0444"], ambulance: ["+91 612 555 0445"] },
      });
      expect(failed.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_ambulance_list on collection_records`);
      await t.db.execute(sql`drop function refuse_ambulance_list`);
    }
    const after = await settings();
    expect(after.phone).toBe(before.phone);
    expect(after.phoneDirectory.principal).toEqual(before.phoneDirectory.principal);
    expect(after.phoneDirectory.ambulance).toEqual(before.phoneDirectory.ambulance);
  });
});

describe("the privacy e-mail (ADR 020)", () => {
  it("reads settings saved before the privacy e-mail existed with its starting address, until it is changed", async () => {
    const { privacy: _privacy, ...olderEmails } = (await settings()).emails;
    const older = { ...(await settings()) };
    await t.db
      .insert(siteSettings)
      .values({ id: "site", data: { ...older, emails: olderEmails } })
      .onConflictDoUpdate({ target: siteSettings.id, set: { data: { ...older, emails: olderEmails } } });
    // A change of another group keeps the starting privacy address (read merged, checked whole).
    const phone = await patch({ phone: "+91 612 555 0142" });
    expect(phone.status).toBe(200);
    expect((await phone.json()).data.emails.privacy).toBe("privacy@gvims.example.in");
    const saved = await patch({ emails: { ...olderEmails, privacy: "dpo@gvims.example.in" } });
    expect(saved.status).toBe(200);
    expect((await settings()).emails.privacy).toBe("dpo@gvims.example.in");
    const refused = await patch({ emails: { ...olderEmails, privacy: "not-an-address" } });
    expect((await refused.json()).errors[0].field).toBe("emails.privacy");
    await patch({ emails: { ...olderEmails, privacy: "privacy@gvims.example.in" } });
  });
});

describe("the admission session and office hours (issue 20: one source for each)", () => {
  it("start as 2025-26 and the office's hours; a change is what the acknowledgement e-mail quotes", async () => {
    expect(await settings()).toMatchObject({
      admissionSession: "2025-26",
      officeHours: "Monday to Saturday, 9:00 am to 5:00 pm",
    });
    for (const [body, field, message] of [
      [{ admissionSession: "2026" }, "admissionSession", "Admission session must look like 2025-26"],
      [
        { admissionSession: "2026-28" },
        "admissionSession",
        "Admission session: the second year must follow the first, as in 2025-26",
      ],
      [{ officeHours: " " }, "officeHours", "Office hours is required"],
    ] as const) {
      const refused = await patch(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await refused.json()).errors[0]).toMatchObject({ field, message });
    }
    expect((await settings()).admissionSession).toBe("2025-26");

    const saved = await patch({
      admissionSession: "2026-27",
      officeHours: "Monday to Friday, 10:00 am to 4:00 pm",
    });
    expect(saved.status).toBe(200);
    expect(await settings()).toMatchObject({ admissionSession: "2026-27" });
    // 2099-00: the century turns.
    expect((await patch({ admissionSession: "2099-00" })).status).toBe(200);
    const enquiry = await t.json("POST", "/api/enquiry", {
      name: "Kavya Singh",
      email: "kavya.hours@example.test",
      phone: "+91 98765 43211",
      course: "MBBS",
      neetScore: "600",
      message: "When can I call?",
    });
    expect(enquiry.status).toBe(201);
    const [ack] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "kavya.hours@example.test"));
    expect(ack!.text).toContain("(Monday to Friday, 10:00 am to 4:00 pm)");
  });
});

describe("the office hours in Hindi (issue 24)", () => {
  const ackTo = async (email: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0]!.text;
  const hindiEnquiry = (email: string) =>
    t.json("POST", "/api/enquiry", {
      name: "Kavya Singh",
      email,
      phone: "+91 98765 43212",
      course: "MBBS",
      neetScore: "600",
      message: "कब फ़ोन करूँ?",
      language: "hi",
    });

  it("are saved beside the English, checked (naming the field, nothing saved) and quoted by the Hindi e-mail", async () => {
    const before = await settings();
    const refused = await patch({ officeHoursHi: "स".repeat(121), officeHours: "Monday to Friday" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual([
      expect.objectContaining({
        field: "officeHoursHi",
        message: "Office hours (Hindi) must be at most 120 characters",
      }),
    ]);
    expect(await settings()).toMatchObject({
      officeHours: before.officeHours,
      officeHoursHi: before.officeHoursHi,
    });

    const saved = await patch({ officeHoursHi: "  सोमवार से शुक्रवार, सुबह 10:00 से शाम 4:00 बजे तक " });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data.officeHoursHi).toBe("सोमवार से शुक्रवार, सुबह 10:00 से शाम 4:00 बजे तक");
    expect((await settings()).officeHoursHi).toBe("सोमवार से शुक्रवार, सुबह 10:00 से शाम 4:00 बजे तक");
    // The audit log names the change.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, "site-settings"));
    expect(entries.map((entry) => (entry.changes as Record<string, unknown>).officeHoursHi)).toContainEqual({
      from: before.officeHoursHi,
      to: "सोमवार से शुक्रवार, सुबह 10:00 से शाम 4:00 बजे तक",
    });

    expect((await hindiEnquiry("kavya.hindi-hours@example.test")).status).toBe(201);
    const text = await ackTo("kavya.hindi-hours@example.test");
    expect(text).toContain("(सोमवार से शुक्रवार, सुबह 10:00 से शाम 4:00 बजे तक)");
    expect(text).not.toContain(before.officeHours);
  });

  it("may be emptied (null too): the Hindi e-mail then quotes the English", async () => {
    expect((await patch({ officeHoursHi: "" })).status).toBe(200);
    expect((await settings()).officeHoursHi).toBe("");
    const cleared = await patch({ officeHoursHi: null });
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).data.officeHoursHi).toBe("");
    const { officeHours } = await settings();
    expect((await hindiEnquiry("kavya.english-hours@example.test")).status).toBe(201);
    expect(await ackTo("kavya.english-hours@example.test")).toContain(`(${officeHours})`);
  });

  it("read as none from settings saved before they existed, until they are set", async () => {
    const { officeHoursHi: _hindi, ...older } = await settings();
    await t.db
      .insert(siteSettings)
      .values({ id: "site", data: older })
      .onConflictDoUpdate({ target: siteSettings.id, set: { data: older } });
    // A change of another group clears the cache and keeps none (read merged, checked whole).
    const phone = await patch({ phone: "+91 612 555 0142" });
    expect(phone.status).toBe(200);
    expect((await phone.json()).data.officeHoursHi).toBe("");
    expect((await patch({ officeHoursHi: "सोमवार से शनिवार" })).status).toBe(200);
    expect((await settings()).officeHoursHi).toBe("सोमवार से शनिवार");
  });
});
