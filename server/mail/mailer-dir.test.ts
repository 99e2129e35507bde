import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer";

describe("MAIL_DIR", () => {
  it("saves each e-mail as a file with its recipient, subject and text", async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), "mail-dir-")), "outbox");
    try {
      const mailer = createMailer({
        from: "Office <office@example.in>",
        logger: pino({ level: "silent" }),
        dir,
      });
      await mailer.send({
        to: "a@example.in",
        subject: "First",
        text: "Open http://x/accept-invitation?token=abc",
      });
      await mailer.send({ to: "b@example.in", subject: "Second", text: "Hello" });
      const files = (await readdir(dir)).sort();
      expect(files).toHaveLength(2);
      const texts = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
      expect(texts.join("\n")).toContain(
        "To: a@example.in\nSubject: First\n\nOpen http://x/accept-invitation?token=abc",
      );
      expect(texts.join("\n")).toContain("To: b@example.in\nSubject: Second");
    } finally {
      await rm(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it("a message's own sender name replaces MAIL_FROM's, with MAIL_FROM's address", async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), "mail-dir-")), "outbox");
    try {
      const mailer = createMailer({
        from: "Admissions Office <no-reply@example.in>",
        logger: pino({ level: "silent" }),
        dir,
      });
      await mailer.send({
        to: "c@example.in",
        subject: "Invited",
        text: "Hello",
        fromName: 'Ganga "Valley" College',
      });
      await mailer.send({ to: "d@example.in", subject: "Enquiry", text: "Hello" });
      const texts = await Promise.all(
        (await readdir(dir)).map((file) => readFile(path.join(dir, file), "utf8")),
      );
      expect(texts.find((text) => text.includes("To: c@example.in"))).toContain(
        'From: "Ganga Valley College" <no-reply@example.in>\n',
      );
      expect(texts.find((text) => text.includes("To: d@example.in"))).toContain(
        "From: Admissions Office <no-reply@example.in>\n",
      );
    } finally {
      await rm(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
