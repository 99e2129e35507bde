import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface MailMessage {
  /** One address or several, comma-separated. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID (`<id@host>`): a receiver can recognise a repeat of the same e-mail. */
  messageId?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of a bulk update). */
  headers?: Record<string, string>;
  /**
   * The sender's name instead of MAIL_FROM's (staff e-mails come from the college, not from the admissions
   * office); the address stays MAIL_FROM's.
   */
  fromName?: string;
}

/** MAIL_FROM's address (`Name <address>` or a bare address). */
export const senderAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/** The From of one message: MAIL_FROM, or its address under the message's own sender name. */
export const senderOf = (from: string, message: Pick<MailMessage, "fromName">) =>
  message.fromName ? `"${message.fromName.replace(/["\\\r\n]/g, "")}" <${senderAddress(from)}>` : from;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; else, with MAIL_DIR, each message is saved there as a file (development and the
 * browser tests, which follow invitation links from it). Otherwise: in development the message is written
 * to the console (not the log) so reset links can be followed; in production e-mail is off, which start-up
 * says once, and nothing of a message (no live reset token) is printed.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  logger: Logger;
  dir?: string;
  production?: boolean;
}): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: the outbox's claim on a row (2 minutes) must outlast any one attempt.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        const { fromName, ...mail } = message;
        await transport.sendMail({ ...mail, from: senderOf(options.from, { fromName }) });
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
          `From: ${senderOf(options.from, message)}\nTo: ${message.to}\nSubject: ${message.subject}\n${Object.entries(
            message.headers ?? {},
          )
            .map(([name, value]) => `${name}: ${value}\n`)
            .join("")}\n${message.text}\n`,
          { mode: 0o600 },
        );
      },
    };
  }
  if (options.production) {
    options.logger.warn(
      "E-mail is off: SMTP_URL is not set, so password-reset links and notices are not sent to anyone. Set SMTP_URL to send them.",
    );
    return {
      async send() {
        options.logger.warn("E-mail is off (no SMTP_URL): a message was dropped");
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
