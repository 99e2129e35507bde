import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../mail/mailer";
import { startSmtpSink, type SmtpSink } from "../test-support/smtp-sink";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { mailOutbox } from "./outbox.schema";
import { ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY } from "./outbox.service";
import { createOutboxWorker } from "./outbox.worker";

/*
 * Issue 19, finding 6: the acknowledgements of the public forms go to an address anyone may type, so
 * they must not carry the poster's text and must not flood one address.
 */

const silent = pino({ level: "silent" });
const LURE = "Dear Applicant. URGENT: pay the seat fee at https://evil.example/pay, or www.evil.example";

const contact = (email: string, overrides: Record<string, string> = {}) => ({
  name: "Meera Das",
  email,
  phone: "+91 98765 43210",
  category: "admissions",
  subject: "Hostel rooms",
  message: "Are AC rooms available?",
  ...overrides,
});
const enquiry = (email: string, overrides: Record<string, string> = {}) => ({
  name: "Riya Sharma",
  email,
  phone: `+91 98${String(Date.now()).slice(-8)}`,
  course: "MBBS",
  neetScore: "612",
  ...overrides,
});

/** The acknowledgements queued to `email`, whatever their state. */
const acknowledgementsTo = (t: TestApp, email: string) =>
  t.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, "acknowledgement"), sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`),
    );

describe("acknowledgements to an unverified address", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: 3 });
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.stop();
    await t?.close();
  });

  const deliver = () =>
    createOutboxWorker({
      db: t.db,
      mailer: createMailer({ smtpUrl: smtp.url, from: "College <no-reply@college.test>", logger: silent }),
      logger: silent,
    }).drain();

  it("echo only a plain first name: no links, no rest of the name, no subject or message", async () => {
    const victim = `victim-${unique()}@example.test`;
    expect(
      (await t.json("POST", "/api/enquiry", enquiry(victim, { name: LURE, message: LURE }))).status,
    ).toBe(201);
    const subject = `Visit https://evil.example/pay now ${"x".repeat(150)}`;
    const other = `other-${unique()}@example.test`;
    const posted = await t.json(
      "POST",
      "/api/contact-us",
      contact(other, { name: "Meera <b>Das</b> http://evil.example", subject, message: LURE }),
    );
    expect(posted.status).toBe(201);
    await deliver();

    const enquiryAck = smtp.received.find((mail) => mail.to.includes(victim));
    const contactAck = smtp.received.find((mail) => mail.to.includes(other));
    expect(enquiryAck).toBeDefined();
    expect(contactAck).toBeDefined();
    // The one link an enquiry's acknowledgement carries is the college's own: /privacy and its
    // withdrawal link (ADR 020); none of the poster's.
    const ownLinks = /http:\/\/localhost\/privacy(\/withdraw\?token=[\w-]{43})?/g;
    expect(enquiryAck!.text.match(ownLinks)).toHaveLength(2);
    for (const mail of [enquiryAck!, contactAck!]) {
      for (const part of [mail.subject, mail.text.replace(ownLinks, ""), mail.html.replace(ownLinks, "")]) {
        expect(part).not.toMatch(/evil|https?:|www\.|URGENT|seat fee|Das|<b>|&lt;b|xxxxx|Hostel|AC rooms/);
      }
    }
    // The lure's first word is all that is left of its "name"; the spec's texts are kept otherwise.
    expect(enquiryAck!.text).toMatch(/^Dear Dear,$/m);
    expect(enquiryAck!.text).toContain("What happens next");
    expect(contactAck!.text).toMatch(/^Dear Meera,$/m);
    expect(contactAck!.text).toContain("The right office will reply within two working days.");
  });

  it(`send at most ${ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY} a day to one address, from however many posters`, async () => {
    const victim = `victim-${unique()}@example.test`;
    for (let i = 0; i < 6; i++) {
      const response = await t.json(
        "POST",
        "/api/contact-us",
        contact(i % 2 ? victim.toUpperCase() : victim),
      );
      expect(response.status).toBe(201);
    }
    expect(await acknowledgementsTo(t, victim)).toHaveLength(ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY);
  });

  it("send none for an enquiry when the address already has an open one", async () => {
    const applicant = `applicant-${unique()}@example.test`;
    const first = await t.json("POST", "/api/enquiry", enquiry(applicant));
    const second = await t.json("POST", "/api/enquiry", enquiry(applicant.toUpperCase(), { course: "MD" }));
    expect([first.status, second.status]).toEqual([201, 201]);
    const secondId = ((await second.json()) as { data: { _id: string } }).data._id;
    expect(await acknowledgementsTo(t, applicant)).toHaveLength(1);
    expect(await t.services.outbox.listFor("enquiry", secondId)).toEqual([]);
  });

  it("count a staff token's posts in the public limit unless it holds enquiries:write", async () => {
    const editor = await t.signInAs("editor");
    const admissions = await t.signInAs("admissions");
    const address = `2001:db8:19:6::${unique().slice(-4)}`;
    const post = (token: string, from: string) =>
      t.json("POST", "/api/contact-us", contact(`someone-${unique()}@example.test`), token, from);
    const editorAnswers = [];
    for (let i = 0; i < 4; i++) editorAnswers.push((await post(editor, address)).status);
    expect(editorAnswers).toEqual([201, 201, 201, 429]);
    const officeAddress = `2001:db8:19:7::${unique().slice(-4)}`;
    const officeAnswers = [];
    for (let i = 0; i < 5; i++) officeAnswers.push((await post(admissions, officeAddress)).status);
    expect(officeAnswers).toEqual([201, 201, 201, 201, 201]);
  });
});

/*
 * PGlite runs one query at a time, so a race between counting a recipient's acknowledgements and adding
 * one never shows there: this burst runs on PostgreSQL (TEST_DATABASE_URL, as in CI).
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "a burst of posts naming one address on PostgreSQL",
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it(`sends it at most ${ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY} acknowledgements, and one for an enquiry`, async () => {
      const victim = `victim-${unique()}@example.test`;
      const answers = await Promise.all(
        Array.from(
          { length: 40 },
          async () => (await t.json("POST", "/api/contact-us", contact(victim))).status,
        ),
      );
      expect(answers.every((status) => status === 201)).toBe(true);
      expect(await acknowledgementsTo(t, victim)).toHaveLength(ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY);

      const applicant = `applicant-${unique()}@example.test`;
      const enquiries = await Promise.all(
        Array.from(
          { length: 20 },
          async (_, i) =>
            (
              await t.json(
                "POST",
                "/api/enquiry",
                enquiry(applicant, { phone: `+91 97${String(10_000_000 + i)}` }),
              )
            ).status,
        ),
      );
      expect(enquiries.every((status) => status === 201)).toBe(true);
      expect(await acknowledgementsTo(t, applicant)).toHaveLength(1);
    }, 120_000);
  },
);
