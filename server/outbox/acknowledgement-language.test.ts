import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPhone } from "../test-support/fresh-phone";
import { drainOutboxTo, startSmtpSink, type SmtpSink } from "../test-support/smtp-sink";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";

/*
 * Issue 24: an enquiry or contact message sent from a Hindi page is stored with language "hi", staff read
 * it so, and its acknowledgement (read from a real SMTP server) is written in Hindi; without the field it
 * stays English.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

const enquiry = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Riya Sharma",
  email,
  phone: freshPhone(),
  course: "MBBS",
  neetScore: "612",
  ...extra,
});
const contact = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Meera Das",
  email,
  phone: freshPhone(),
  category: "admissions",
  subject: "Hostel rooms",
  message: "Are AC rooms available?",
  ...extra,
});

describe("the language a public form was sent in", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startSmtpSink();
    admin = await t.signInAs("admin");
  });
  afterAll(async () => {
    await smtp.stop();
    await t?.close();
  });

  const deliver = () => drainOutboxTo(t.db, smtp);
  const mailTo = (address: string) => smtp.received.find((mail) => mail.to.includes(address));
  const posted = async (path: string, body: unknown) =>
    (await t.postAsVisitor(path, body)) as { _id: string; language: string };
  const read = async (path: string) => {
    const response = await t.json("GET", path, undefined, admin);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { language: string } }).data;
  };

  it("stores a Hindi enquiry as Hindi and acknowledges it in Hindi", async () => {
    const address = `hindi-${unique()}@example.test`;
    const created = await posted("/api/enquiry", enquiry(address, { language: "hi" }));
    expect(created.language).toBe("hi");
    expect((await read(`/api/enquiry/${created._id}`)).language).toBe("hi");
    await deliver();

    const mail = mailTo(address);
    expect(mail).toBeDefined();
    expect(mail!.subject).toMatch(/^आपकी पूछताछ ENQ-\d{6} हमें मिल गई है – /);
    expect(mail!.text).toMatch(/^प्रिय Riya जी,$/m);
    expect(mail!.text).toContain("आगे क्या होगा");
    // The office hours in Hindi (a new installation's, site settings), not the English ones.
    expect(mail!.text).toContain("(सोमवार से शनिवार, सुबह 9:00 से शाम 5:00 बजे तक)");
    expect(mail!.text).not.toMatch(/Dear|Thank you|What happens next|Monday/);
    // The links lead to the Hindi pages: /hi/privacy and the withdrawal at /hi/privacy/withdraw.
    expect(mail!.text.match(/http:\/\/localhost\/hi\/privacy(\/withdraw\?token=[\w-]{43})?/g)).toHaveLength(
      2,
    );
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.html).toContain("मेरी सहमति वापस लें और मेरी जानकारी मिटाएँ");
  });

  it("stores a Hindi contact message as Hindi and acknowledges it in Hindi", async () => {
    const address = `hindi-${unique()}@example.test`;
    const created = await posted("/api/contact-us", contact(address, { language: "hi" }));
    expect(created.language).toBe("hi");
    expect((await read(`/api/contact-us/${created._id}`)).language).toBe("hi");
    await deliver();

    const mail = mailTo(address);
    expect(mail).toBeDefined();
    expect(mail!.subject).toMatch(/^आपका संदेश हमें मिल गया है – /);
    expect(mail!.text).toMatch(/^प्रिय Meera जी,$/m);
    expect(mail!.text).toContain("दो कार्य-दिवसों के भीतर");
    // Still nothing typed but the plain first name.
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toMatch(/Das|Hostel|AC rooms|Dear/);
    expect(mail!.html).toContain('<html lang="hi">');
  });

  it("keeps a form without the field English", async () => {
    const enquirer = `english-${unique()}@example.test`;
    const writer = `english-${unique()}@example.test`;
    expect((await posted("/api/enquiry", enquiry(enquirer))).language).toBe("en");
    expect((await posted("/api/contact-us", contact(writer))).language).toBe("en");
    await deliver();
    for (const address of [enquirer, writer]) {
      const mail = mailTo(address);
      expect(mail!.subject).toMatch(/^We have received your /);
      expect(mail!.text).not.toMatch(DEVANAGARI);
      expect(mail!.html).toContain('<html lang="en-IN">');
    }
  });

  it("refuses a language the site does not have, naming the field, and stores nothing", async () => {
    const address = `bad-${unique()}@example.test`;
    for (const [path, body] of [
      ["/api/enquiry", enquiry(address, { language: "fr" })],
      ["/api/contact-us", contact(address, { language: "fr" })],
    ] as const) {
      const response = await t.json("POST", path, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        errors: [{ field: "language", message: 'language must be "en" or "hi"' }],
      });
    }
    const search = `?search=${encodeURIComponent(address)}`;
    for (const path of ["/api/enquiry", "/api/contact-us"]) {
      const response = await t.json("GET", `${path}${search}`, undefined, admin);
      expect(((await response.json()) as { data: unknown[] }).data).toEqual([]);
    }
  });
});
