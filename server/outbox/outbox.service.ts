import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Actor } from "../actor";
import type { Db, Executor } from "../db/client";
import { conflict, notFound } from "../errors";
import { isUuid } from "../lib/uuid";
import type { Mailer } from "../mail/mailer";
import type { Services } from "../module";
import { mailOutbox, type OutboxRow, type OutboxState } from "./outbox.schema";
import { createOutboxWorker, type OutboxWorkerOptions } from "./outbox.worker";

export type { Executor };

export interface OutboxMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** What the e-mail is about, for that record's timeline ("enquiry", its id). */
  entity?: string;
  entityId?: string;
  /** Template label shown on timelines ("acknowledgement", "office alert"). */
  kind?: string;
  /** Extra headers (List-Unsubscribe of a bulk update). */
  headers?: Record<string, string>;
}

/** An e-mail's state as the back-office shows it (no body: subject and addressee are enough). */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  kind: string | null;
  status: OutboxState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

export const toOutboxEntry = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** For the audit trail of retries (used inside functions only). */
  services?: Pick<Services, "audit">;
  /** SMTP_URL is set: e-mail leaves the building. Without it the outbox fills and the back-office says so. */
  smtpConfigured: boolean;
  /** Send through the mailer even without SMTP (development: the console mailer prints each e-mail). */
  sendWithoutSmtp?: boolean;
  worker?: OutboxWorkerOptions;
}

/** The outbox kind of a visitor's acknowledgement (counted per recipient). */
export const ACKNOWLEDGEMENT_KIND = "acknowledgement";
/** Acknowledgements one address receives in 24 hours at most, whoever posts with it. */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY = 3;

const addresses = (to: string | string[]) =>
  (Array.isArray(to) ? to : to.split(","))
    .map((address) => address.trim())
    .filter(Boolean)
    .join(", ");

export function createOutboxService(deps: OutboxDeps) {
  const { db } = deps;
  const worker = createOutboxWorker(deps, deps.worker);
  const sends = deps.smtpConfigured || deps.sendWithoutSmtp === true;

  async function countWhere(states: OutboxState[]): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, states));
    return row?.n ?? 0;
  }

  const columnsOf = (message: OutboxMessage, to: string) => ({
    to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    headers: message.headers ?? null,
    entity: message.entity ?? null,
    entityId: message.entityId ?? null,
    kind: message.kind ?? null,
  });

  async function enqueue(executor: Executor, message: OutboxMessage): Promise<string | null> {
    const to = addresses(message.to);
    if (!to) return null;
    const [row] = await executor
      .insert(mailOutbox)
      .values(columnsOf(message, to))
      .returning({ id: mailOutbox.id });
    return row!.id;
  }

  return {
    /** Whether SMTP is configured (the back-office shows "e-mail is not configured" when not). */
    configured: deps.smtpConfigured,

    /**
     * Queues an e-mail in the caller's transaction: it is sent only if that transaction commits, and
     * it is not lost if the process stops before sending. Returns the row id; empty recipients queue nothing.
     */
    enqueue,

    /**
     * Queues the acknowledgement of a visitor's post to the address they typed, which nobody has verified:
     * at most ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY to one address in 24 hours, and none when `unless`
     * says the address already has what it needs (an open enquiry). Decided under a transaction lock on
     * the address, so a burst of posts from many instances cannot all pass the count; returns the row id,
     * or null when it sent nothing.
     */
    async enqueueAcknowledgement(
      tx: Executor,
      message: Omit<OutboxMessage, "to" | "kind"> & { to: string },
      unless?: () => Promise<boolean>,
    ): Promise<string | null> {
      const to = addresses(message.to);
      if (!to) return null;
      // Held to the transaction's end: another post to this address waits here, then counts this one.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('mail_outbox:acknowledgement'), hashtext(${to.toLowerCase()}))`,
      );
      const [sent] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, ACKNOWLEDGEMENT_KIND),
            sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`,
            sql`${mailOutbox.createdAt} > now() - interval '1 day'`,
          ),
        );
      if ((sent?.n ?? 0) >= ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY) return null;
      if (unless && (await unless())) return null;
      return enqueue(tx, { ...message, to, kind: ACKNOWLEDGEMENT_KIND });
    },

    /**
     * Queues a bulk mailing of one `kind` in the caller's transaction, spaced `perMinute` apart: each
     * row is due one interval after the one before, and after the last row of the same kind still
     * queued (an earlier mailing), so two mailings never add up to more than the rate. The worker takes
     * due rows oldest-due first, so an acknowledgement or sign-in e-mail queued meanwhile is never
     * stuck behind a long mailing. Returns the row ids in the order given.
     */
    async enqueueSpaced(
      tx: Executor,
      kind: string,
      messages: Omit<OutboxMessage, "kind">[],
      perMinute: number,
    ): Promise<string[]> {
      const rows = messages.flatMap((message) => {
        const to = addresses(message.to);
        return to ? [columnsOf({ ...message, kind }, to)] : [];
      });
      if (rows.length === 0) return [];
      // Held to the transaction's end: another mailing of this kind waits, then queues after this one.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mail_outbox:spaced'), hashtext(${kind}))`);
      const gapMs = Math.max(1, Math.round(60_000 / perMinute));
      const [first] = (
        await tx.execute<{ start: string }>(
          sql`select (extract(epoch from greatest(clock_timestamp(), max(${mailOutbox.nextAttemptAt}) + ${gapMs} * interval '1 millisecond')) * 1000)::text as start
              from ${mailOutbox} where ${mailOutbox.kind} = ${kind} and ${mailOutbox.status} = 'queued'`,
        )
      ).rows;
      const start = Number(first!.start);
      const ids: string[] = [];
      // Batches of 500: one statement per batch, not per family.
      for (let offset = 0; offset < rows.length; offset += 500) {
        const batch = rows.slice(offset, offset + 500).map((row, index) => ({
          ...row,
          nextAttemptAt: new Date(start + (offset + index) * gapMs),
        }));
        const inserted = await tx.insert(mailOutbox).values(batch).returning({ id: mailOutbox.id });
        ids.push(...inserted.map((row) => row.id));
      }
      return ids;
    },

    /** E-mail not yet sent (queued, or being sent now): a metrics gauge. */
    pendingCount: () => countWhere(["queued", "sending"]),
    /** E-mail that gave up (an admin can retry it): a metrics gauge. */
    failedCount: () => countWhere(["failed"]),
    /** What the back-office's "e-mail is not configured" banner and `GET /api/mail/status` show. */
    async status() {
      const [pending, failed] = await Promise.all([
        countWhere(["queued", "sending"]),
        countWhere(["failed"]),
      ]);
      return { configured: deps.smtpConfigured, pending, failed };
    },

    /** The e-mails about one record, oldest first. */
    async listFor(entity: string, entityId: string): Promise<OutboxEntry[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.entity, entity), eq(mailOutbox.entityId, entityId)))
        .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.seq));
      return rows.map(toOutboxEntry);
    },

    async get(id: string): Promise<OutboxEntry> {
      const [row] = isUuid(id) ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)) : [];
      if (!row) throw notFound("E-mail not found");
      return toOutboxEntry(row);
    },

    /** Moves the e-mails of one record to another (merging two records keeps their e-mail history). */
    async reassign(executor: Executor, entity: string, fromId: string, toId: string): Promise<void> {
      await executor
        .update(mailOutbox)
        .set({ entityId: toId })
        .where(and(eq(mailOutbox.entity, entity), eq(mailOutbox.entityId, fromId)));
    },

    /**
     * Erases the copies of one kind of record's e-mails (the record's personal data was erased, ADR 020):
     * unsent ones are dropped, sent or failed ones keep only their kind, state and dates.
     */
    async erase(executor: Executor, entity: string, entityIds: string[]): Promise<void> {
      if (entityIds.length === 0) return;
      const ofThem = and(eq(mailOutbox.entity, entity), inArray(mailOutbox.entityId, entityIds));
      await executor.delete(mailOutbox).where(and(ofThem, eq(mailOutbox.status, "queued")));
      await executor
        .update(mailOutbox)
        .set({ to: "", subject: "(erased)", text: "", html: null, lastError: null })
        .where(and(ofThem, inArray(mailOutbox.status, ["sent", "failed"])));
    },

    /** Queues a failed e-mail again with a fresh set of attempts (recorded in the audit trail). */
    async retry(actor: Actor, id: string): Promise<OutboxEntry> {
      const row = await db.transaction(async (tx) => {
        const [current] = isUuid(id)
          ? await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for("update")
          : [];
        if (!current) throw notFound("E-mail not found");
        if (current.status !== "failed") throw conflict("Only a failed e-mail can be retried");
        const [updated] = await tx
          .update(mailOutbox)
          .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(mailOutbox.id, id))
          .returning();
        await deps.services?.audit.record(tx, actor, {
          action: "mail.retry",
          entity: "mail",
          entityId: id,
          details: { kind: current.kind, entity: current.entity, entityId: current.entityId },
        });
        return updated!;
      });
      worker.wake();
      return toOutboxEntry(row);
    },

    /** Starts the sending worker (at boot). Without SMTP (outside development) nothing is sent: rows wait. */
    start() {
      if (sends) worker.start();
    },
    /** Stops the worker after the e-mail in flight is sent and recorded (graceful shutdown). */
    stop: () => worker.stop(),
    /** Asks the worker for a round soon (call after committing a transaction that queued e-mail). */
    wake: () => worker.wake(),
    /** Sends everything due now (tests). */
    drain: () => worker.drain(),
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
