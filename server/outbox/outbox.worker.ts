import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { mailOutbox, type OutboxRow } from "./outbox.schema";

export interface OutboxWorkerOptions {
  /** How often to look for due e-mail. */
  pollMs?: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /** How long a claim lasts: a worker that dies mid-send leaves the row to be claimed again after this. */
  leaseMs?: number;
  /** First retry delay; each further attempt doubles it, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many attempts the e-mail is `failed` (an admin can retry it). */
  maxAttempts?: number;
  /** Domain of the Message-ID header (`<row id@domain>`). */
  messageIdDomain?: string;
}

export const OUTBOX_DEFAULTS = {
  pollMs: 2_000,
  batchSize: 10,
  leaseMs: 120_000,
  baseDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
  // 30 s, 1, 2, 4, 8, 16 min, then every 30 min: about four and a half hours of outage are ridden out.
  maxAttempts: 14,
  messageIdDomain: "outbox.college.local",
} satisfies Required<OutboxWorkerOptions>;

/** The delay before attempt `attempts + 1`, with up to 10 % jitter so instances do not retry in step. */
export function retryDelayMs(
  attempts: number,
  options: Pick<Required<OutboxWorkerOptions>, "baseDelayMs" | "maxDelayMs">,
) {
  const delay = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (1 + Math.random() * 0.1));
}

/** The SMTP server's answer when there is one ("550 5.1.1 <x>: Recipient address rejected"), else the error. */
export function describeSendError(error: unknown): string {
  const details = error as { response?: unknown; code?: unknown; message?: unknown };
  const text =
    typeof details.response === "string" && details.response
      ? details.response
      : `${typeof details.code === "string" ? `${details.code}: ` : ""}${
          typeof details.message === "string" ? details.message : String(error)
        }`;
  return text.slice(0, 1000);
}

/** A 5xx answer is permanent: retrying the same message to the same address will not help. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

export interface OutboxWorker {
  /** Starts polling (idempotent). */
  start(): void;
  /** Stops polling and waits for the e-mail being sent now to be sent and recorded. */
  stop(): Promise<void>;
  /** One round: claims due rows and sends them; resolves to how many were attempted. */
  runOnce(): Promise<number>;
  /** Rounds until nothing is due (for tests and for a prompt send after a write). */
  drain(): Promise<number>;
  /** Asks for a round soon (after a commit that queued e-mail). */
  wake(): void;
}

export function createOutboxWorker(
  deps: { db: Db; mailer: Mailer; logger: Logger },
  options: OutboxWorkerOptions = {},
): OutboxWorker {
  const settings = { ...OUTBOX_DEFAULTS, ...options };
  const { db, mailer, logger } = deps;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let round: Promise<number> | undefined;

  /** Claims due rows in one statement: rows another worker holds are skipped, not waited for. */
  async function claim(token: string): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, "sending"), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
      .limit(settings.batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        status: "sending",
        attempts: sql`${mailOutbox.attempts} + 1`,
        claimToken: token,
        lockedUntil: sql`now() + ${settings.leaseMs} * interval '1 millisecond'`,
        updatedAt: sql`now()`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(row: OutboxRow, token: string) {
    const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, token));
    // The claim is renewed just before each send: a round that takes longer than the lease must not leave the
    // rows still waiting their turn to another worker, which would send them too. A row another worker has
    // claimed since (a new token) is left to it.
    const [held] = await db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + ${settings.leaseMs} * interval '1 millisecond'` })
      .where(mine)
      .returning({ id: mailOutbox.id });
    if (!held) return;
    try {
      await mailer.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
        messageId: `<${row.id}@${settings.messageIdDomain}>`,
      });
    } catch (error) {
      const answer = describeSendError(error);
      const give_up = isPermanent(error) || row.attempts >= settings.maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          status: give_up ? "failed" : "queued",
          lastError: answer,
          lockedUntil: null,
          claimToken: null,
          nextAttemptAt: give_up
            ? sql`now()`
            : sql`now() + ${retryDelayMs(row.attempts, settings)} * interval '1 millisecond'`,
          updatedAt: sql`now()`,
        })
        .where(mine);
      // No addresses or contents in the log: only the row and the outcome.
      logger.warn(
        {
          outboxId: row.id,
          attempts: row.attempts,
          permanent: give_up,
          code: (error as { code?: unknown }).code,
        },
        give_up ? "e-mail failed; an admin can retry it" : "e-mail not sent; will retry",
      );
      return;
    }
    await db
      .update(mailOutbox)
      .set({
        status: "sent",
        sentAt: sql`now()`,
        lastError: null,
        lockedUntil: null,
        claimToken: null,
        updatedAt: sql`now()`,
      })
      .where(mine);
  }

  async function oneRound(): Promise<number> {
    const token = randomUUID();
    const rows = await claim(token);
    for (const row of rows) await deliver(row, token);
    return rows.length;
  }

  function runOnce(): Promise<number> {
    // One round at a time per worker; a caller arriving mid-round waits for it, then runs its own.
    const previous = round ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(oneRound);
    round = next;
    void next
      .finally(() => {
        if (round === next) round = undefined;
      })
      .catch(() => {});
    return next;
  }

  function schedule(delay: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      runOnce()
        .then((count) => schedule(count === settings.batchSize ? 0 : settings.pollMs))
        .catch((error: unknown) => {
          logger.error({ err: { message: (error as Error).message } }, "outbox round failed");
          schedule(settings.pollMs);
        });
    }, delay);
    timer.unref?.();
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      timer = undefined;
      await round?.catch(() => 0);
    },
    runOnce,
    async drain() {
      let total = 0;
      for (;;) {
        const count = await runOnce();
        total += count;
        if (count === 0) return total;
      }
    },
    wake() {
      if (started && timer) schedule(0);
    },
  };
}
