import type { Logger } from "pino";
import type { Mailer, MailMessage } from "./mailer";

/**
 * Sends an e-mail that carries a one-time link (an invitation, a password reset) at once, not through the
 * outbox: the outbox keeps its messages in the database, where the link would be a usable credential in
 * plain text, while the tokens themselves are stored only as hashes (ADR 014). A failed send is logged
 * without the message and reported to the caller, which tells the person to try again.
 */
export async function sendOneTimeLinkMail(
  mailer: Mailer,
  logger: Logger,
  message: MailMessage & { kind: string },
): Promise<boolean> {
  const { kind, ...mail } = message;
  try {
    await mailer.send(mail);
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    logger.warn({ kind, code: typeof code === "string" ? code : undefined }, "one-time link e-mail not sent");
    return false;
  }
}
