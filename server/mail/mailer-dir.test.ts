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
});
