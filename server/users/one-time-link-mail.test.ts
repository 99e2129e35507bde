import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MADE_INVITATION_NOT_SENT_MESSAGE, INVITATION_NOT_SENT_MESSAGE } from "../../contract/users";
import { createMemoryMailer, type MailMessage } from "../mail/mailer";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";

// E-mails with one-time links (invitation, password reset) are sent at once, not queued: here the mail
// server is down for a while, and nothing is lost or leaked.
const memory = createMemoryMailer();
let mailDown = false;
/** While set, sending waits for it: the mail server is slow. */
let mailSlow: Promise<void> | undefined;
const mailer = {
  sent: memory.sent,
  async send(message: MailMessage) {
    await mailSlow;
    if (mailDown)
      throw Object.assign(new Error(`connect ECONNREFUSED, while sending ${message.text}`), {
        code: "ECONNREFUSED",
      });
    await memory.send(message);
  },
};
let log = "";
const logger = pino(
  { level: "info" },
  new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  }),
);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { mailer, logger });
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the assertions
const body = async (response: Response): Promise<any> => response.json();

describe("when the mail server is down", () => {
  it("an invitation still makes the account (201), says the e-mail was not sent, and can be resent later", async () => {
    const email = `late-${unique()}@example.edu.in`;
    mailDown = true;
    const created = await t.json(
      "POST",
      "/api/users",
      { name: "Late Invitee", email, role: "editor" },
      admin,
    );
    expect(created.status).toBe(201);
    const answer = await body(created);
    expect(answer.invitationSent).toBe(false);
    expect(answer.message).toBe(ACCOUNT_MADE_INVITATION_NOT_SENT_MESSAGE);
    expect(answer.data.invitationPending).toBe(true);
    const id = answer.data._id as string;

    const again = await t.json("POST", `/api/users/${id}/invitation`, undefined, admin);
    expect(again.status).toBe(503);
    expect((await body(again)).message).toBe(INVITATION_NOT_SENT_MESSAGE);

    mailDown = false;
    const before = mailer.sent.length;
    const resent = await t.json("POST", `/api/users/${id}/invitation`, undefined, admin);
    expect(resent.status).toBe(200);
    expect(mailer.sent.slice(before).map((mail) => mail.to)).toEqual([email]);
    // The log says a send failed, never to whom or with which link.
    expect(log).toContain("one-time link e-mail not sent");
    expect(log).not.toContain(email);
    expect(log).not.toContain("accept-invitation");
  });

  it("a password reset answers exactly as for an unknown address", async () => {
    const email = `forgetful-${unique()}@example.edu.in`;
    await t.services.users.create({
      name: "Forgetful",
      email,
      password: "a long enough passphrase 42",
      role: "editor",
    });
    mailDown = true;
    const known = await t.json("POST", "/api/forgot-password", { email });
    const unknown = await t.json("POST", "/api/forgot-password", {
      email: `nobody-${unique()}@example.edu.in`,
    });
    await t.services.auth.idle();
    mailDown = false;
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await body(known)).toEqual(await body(unknown));
    expect(log).not.toContain("reset-password?token");
  });

  it("answers before looking the account up or sending, so a known address takes no longer (issue 19, finding 14)", async () => {
    const email = `slow-mail-${unique()}@example.edu.in`;
    await t.services.users.create({
      name: "Slow Mail",
      email,
      password: "a long enough passphrase 42",
      role: "editor",
    });
    let release = () => {};
    mailSlow = new Promise((resolve) => (release = resolve));
    try {
      const before = mailer.sent.length;
      const answered = await Promise.race([
        Promise.resolve(t.json("POST", "/api/forgot-password", { email })).then(
          (response) => response.status,
        ),
        new Promise((resolve) => setTimeout(() => resolve("still waiting for the mail server"), 5_000)),
      ]);
      expect(answered).toBe(200);
      expect(mailer.sent.length).toBe(before);
      release();
      await t.services.auth.idle();
      expect(mailer.sent.slice(before).map((mail) => mail.to)).toEqual([email]);
    } finally {
      release();
      mailSlow = undefined;
    }
  });
});
