import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { OPEN_ENQUIRY_STATUSES } from "../../contract/enquiry";
import { ANONYMISED_NAME, WITHDRAWAL_LINK_INVALID } from "../../contract/privacy";
import type { Actor } from "../actor";
import type { Executor } from "../db/client";
import { notFound } from "../errors";
import { enquiries, enquiryCalls, enquiryEvents, enquiryNotes } from "./enquiries.schema";
import { enquiryReference } from "./enquiry-mail";
import { ENQUIRY_ENTITY } from "./enquiry-record";
import type { EnquiryStore } from "./enquiry-store";

/** Statuses after which nobody works an enquiry any more: the retention period runs from the last change. */
export const TERMINAL_ENQUIRY_STATUSES = ["admitted", "closed"] as const;

/** A new withdrawal link's token (for the e-mail) and its hash (for the row): 256 random bits. */
export function newWithdrawalToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashWithdrawalToken(token) };
}

const hashWithdrawalToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Consent and retention (ADR 020): erasing an enquiry's personal fields while keeping what the
 * reports count (course, source, campaign, status, dates, assignee, calls' outcomes).
 */
export function createEnquiryRetention(store: EnquiryStore) {
  const { db, audit, event, outbox } = store;

  /** Erases the personal fields of these enquiries, their notes, call notes and e-mails' copies. */
  async function anonymise(tx: Executor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(enquiries)
      .set({
        name: ANONYMISED_NAME,
        email: null,
        phone: "",
        neetScore: "",
        neetScoreValue: null,
        message: "",
        withdrawalTokenHash: null,
        updatesConsentAt: null,
        anonymisedAt: sql`now()`,
      })
      .where(inArray(enquiries.id, ids));
    await tx.delete(enquiryNotes).where(inArray(enquiryNotes.enquiryId, ids));
    await tx.update(enquiryCalls).set({ note: "" }).where(inArray(enquiryCalls.enquiryId, ids));
    // A merge's line names the enquiry merged in.
    await tx
      .update(enquiryEvents)
      .set({ details: sql`${enquiryEvents.details} #- '{merged,name}'` })
      .where(and(inArray(enquiryEvents.enquiryId, ids), eq(enquiryEvents.kind, "merged")));
    await outbox.erase(tx, ENQUIRY_ENTITY, ids);
  }

  return {
    /**
     * The retention job's part: closed or admitted enquiries last changed before `cutoff`, not yet
     * erased, erased now (inside the caller's transaction, which records the run). Answers how many.
     */
    async anonymiseClosedBefore(tx: Executor, cutoff: Date): Promise<number> {
      const rows = await tx
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(
          and(
            inArray(enquiries.status, [...TERMINAL_ENQUIRY_STATUSES]),
            lt(enquiries.updatedAt, cutoff),
            isNull(enquiries.anonymisedAt),
          ),
        )
        .for("update", { skipLocked: true });
      const ids = rows.map((row) => row.id);
      await anonymise(tx, ids);
      if (ids.length > 0) {
        await tx.insert(enquiryEvents).values(ids.map((id) => ({ enquiryId: id, kind: "anonymised" })));
      }
      return ids.length;
    },

    /**
     * The one-click withdrawal: the applicant's link erases their enquiry at once and closes it if it
     * was open. The link works once; an unknown or used one is 404 and changes nothing.
     */
    async withdraw(actor: Actor, token: string): Promise<{ reference: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(enquiries)
          .where(eq(enquiries.withdrawalTokenHash, hashWithdrawalToken(token)))
          .for("update");
        if (!row) throw notFound(WITHDRAWAL_LINK_INVALID);
        const reference = enquiryReference(row.referenceNo);
        const wasOpen = (OPEN_ENQUIRY_STATUSES as readonly string[]).includes(row.status);
        if (wasOpen) {
          await tx
            .update(enquiries)
            .set({
              status: "closed",
              closeReason: "consent-withdrawn",
              nextFollowUpAt: null,
              updatedAt: new Date(),
            })
            .where(eq(enquiries.id, row.id));
          await event(tx, row.id, "status", actor, {
            from: row.status,
            to: "closed",
            closeReason: "consent-withdrawn",
          });
        }
        await anonymise(tx, [row.id]);
        await event(tx, row.id, "withdrawn", actor);
        await audit(tx, actor, {
          action: "enquiry.withdraw",
          entity: ENQUIRY_ENTITY,
          entityId: row.id,
          details: { reference, closed: wasOpen },
        });
        return { reference };
      });
    },
  };
}
