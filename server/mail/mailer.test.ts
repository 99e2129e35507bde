import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMailer } from "./mailer";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino({ level: "info" }, stream) };
}

const resetMail = {
  to: "owner@example.edu.in",
  subject: "Reset your back-office password",
  text: "Open https://college.example.in/reset-password?token=LIVE-TOKEN-123 within 30 minutes",
};

afterEach(() => vi.restoreAllMocks());

describe("mailer without SMTP_URL (issue 9 item 8)", () => {
  it("in production: says at start-up that e-mail is off and prints no message or token", async () => {
    const { lines, logger } = capture();
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const mailer = createMailer({ from: "x@example.edu.in", logger, production: true });
    expect(lines.join("")).toMatch(/E-mail is off: SMTP_URL is not set/);
    await mailer.send(resetMail);
    const printed = stdout.mock.calls.map((call) => String(call[0])).join("") + lines.join("");
    expect(printed).not.toContain("LIVE-TOKEN-123");
    expect(printed).not.toContain("owner@example.edu.in");
  });

  it("in development: prints the message to the console so the link can be followed", async () => {
    const { logger } = capture();
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const mailer = createMailer({ from: "x@example.edu.in", logger, production: false });
    await mailer.send(resetMail);
    expect(stdout.mock.calls.map((call) => String(call[0])).join("")).toContain("LIVE-TOKEN-123");
  });
});
