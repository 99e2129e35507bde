import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; else, with MAIL_DIR, each message is saved there as a file (development and the
 * browser tests, which follow invitation links from it); otherwise it is written to the server console (not the log).
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  logger: Logger;
  dir?: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  if (options.dir) {
    const dir = options.dir;
    return {
      async send(message) {
        await mkdir(dir, { recursive: true });
        const name = `${Date.now()}-${randomBytes(4).toString("hex")}.eml`;
        await writeFile(
          path.join(dir, name),
          `From: ${options.from}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`,
          { mode: 0o600 },
        );
      },
    };
  }
  return {
    async send(message) {
      options.logger.info("SMTP_URL is not set: printing the e-mail to the console instead of sending it");
      process.stdout.write(
        `\n----- e-mail (not sent) -----\nSubject: ${message.subject}\n\n${message.text}\n-----------------------------\n`,
      );
    },
  };
}

/** Collects messages in memory: for tests. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
