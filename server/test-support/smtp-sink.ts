import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import type { Db } from "../db/client";
import { createMailer } from "../mail/mailer";
import { createOutboxWorker } from "../outbox/outbox.worker";

export interface ReceivedMail {
  to: string[];
  messageId: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Every header as received, by lower-case name (the first of repeated ones). */
  headers: Record<string, string>;
}

/**
 * A real SMTP server on a loopback port, for tests: it keeps what it receives, can be stopped and
 * started again on the same port (an outage), and can answer every message with a chosen SMTP error.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let rejectWith: { code: number; message: string } | null = null;
  let port = 0;
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (rejectWith) {
            const error = Object.assign(new Error(rejectWith.message), { responseCode: rejectWith.code });
            callback(error);
            return;
          }
          void simpleParser(Buffer.concat(chunks)).then((mail: ParsedMail) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              messageId: mail.messageId,
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              headers: Object.fromEntries(
                [...mail.headerLines]
                  .reverse()
                  .map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).trim()]),
              ),
            });
            callback();
          }, callback);
        });
      },
    });

  async function start() {
    server = create();
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  }

  async function stop() {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** Starts again on the same port after `stop`. */
    start,
    stop,
    /** Every message is refused with this answer until called with null. */
    reject(answer: { code: number; message: string } | null) {
      rejectWith = answer;
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Sends everything queued in the outbox of `db` through a real SMTP connection to `sink`, and waits. */
export async function drainOutboxTo(db: Db, sink: Pick<SmtpSink, "url">): Promise<void> {
  const silent = pino({ level: "silent" });
  const worker = createOutboxWorker(
    {
      db,
      mailer: createMailer({ smtpUrl: sink.url, from: "College <no-reply@college.test>", logger: silent }),
      logger: silent,
    },
    { baseDelayMs: 20, maxDelayMs: 100, pollMs: 20, leaseMs: 60_000 },
  );
  await worker.drain();
}
