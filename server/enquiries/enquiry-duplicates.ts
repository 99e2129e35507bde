import { and, asc, eq, gte, ne, or, sql } from "drizzle-orm";
import type { PipelineEnquiry } from "../../contract/enquiry";
import type { Executor } from "../db/client";
import { conflict, invalid } from "../errors";
import { enquiries, enquiryEvents, enquiryNotes, type EnquiryRow } from "./enquiries.schema";
import { openStatus } from "./enquiry-filters";
import { enquiryReference } from "./enquiry-mail";
import { ENQUIRY_ENTITY } from "./enquiry-record";
import type { EnquiryActor, EnquiryStore } from "./enquiry-store";
import { daysAfter } from "../../contract/college-time";

const DUPLICATE_WINDOW_DAYS = 180;

/** A family's enquiries: linking a new one to the first, showing them together, merging and unlinking. */
export function createEnquiryDuplicates(store: EnquiryStore) {
  const { db, now, outbox, audit, event, findRow, lockRow, get, selectWithAssignee, pipelineOf } = store;

  return {
    /** The family's first enquiry: an open one of the last 180 days with the same e-mail or phone. */
    async duplicateRoot(
      tx: Executor,
      input: { email: string | null; phoneKey: string | null },
      excludeId?: string,
    ): Promise<EnquiryRow | null> {
      const since = daysAfter(now(), -DUPLICATE_WINDOW_DAYS);
      const [match] = await tx
        .select()
        .from(enquiries)
        .where(
          and(
            openStatus(),
            gte(enquiries.createdAt, since),
            excludeId ? ne(enquiries.id, excludeId) : undefined,
            or(
              input.email ? sql`lower(${enquiries.email}) = ${input.email.trim().toLowerCase()}` : undefined,
              input.phoneKey ? eq(enquiries.phoneKey, input.phoneKey) : undefined,
              // Neither: an impossible condition rather than every open enquiry.
              input.email || input.phoneKey ? undefined : sql`false`,
            ),
          ),
        )
        .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
        .limit(1);
      if (!match) return null;
      if (!match.duplicateOf) return match;
      const [root] = await tx.select().from(enquiries).where(eq(enquiries.id, match.duplicateOf));
      return root ?? match;
    },

    /** The other enquiries of the same family as `row`. */
    async family(row: EnquiryRow): Promise<PipelineEnquiry[]> {
      const rootId = row.duplicateOf ?? row.id;
      const rows = await selectWithAssignee()
        .where(
          and(
            ne(enquiries.id, row.id),
            or(
              eq(enquiries.id, rootId),
              eq(enquiries.duplicateOf, rootId),
              eq(enquiries.duplicateOf, row.id),
            ),
          ),
        )
        .orderBy(asc(enquiries.createdAt), asc(enquiries.id));
      return rows.map(pipelineOf);
    },

    /**
     * Merges enquiry `id` into `intoId`: notes, history and e-mails move to the kept enquiry, the
     * merged one's details are kept on the timeline, and the merged row goes.
     */
    async merge(actor: EnquiryActor, id: string, intoId: string): Promise<PipelineEnquiry> {
      if (id === intoId) throw invalid("An enquiry cannot be merged into itself");
      await db.transaction(async (tx) => {
        const [first, second] = [id, intoId].sort();
        // Lock both in one order, so two opposite merges cannot deadlock.
        const locked = [await lockRow(tx, first!), await lockRow(tx, second!)];
        const source = locked.find((row) => row.id === id)!;
        const target = locked.find((row) => row.id === intoId)!;
        await tx
          .update(enquiryNotes)
          .set({ enquiryId: target.id })
          .where(eq(enquiryNotes.enquiryId, source.id));
        await tx
          .update(enquiryEvents)
          .set({ enquiryId: target.id })
          .where(eq(enquiryEvents.enquiryId, source.id));
        await outbox.reassign(tx, ENQUIRY_ENTITY, source.id, target.id);
        // The kept one takes the merged one's place in the family; the merged one's duplicates follow.
        const targetDuplicateOf = target.duplicateOf === source.id ? source.duplicateOf : target.duplicateOf;
        await tx
          .update(enquiries)
          .set({ duplicateOf: targetDuplicateOf ?? target.id })
          .where(and(eq(enquiries.duplicateOf, source.id), ne(enquiries.id, target.id)));
        const fill: Partial<typeof enquiries.$inferInsert> = {};
        if (targetDuplicateOf !== target.duplicateOf) fill.duplicateOf = targetDuplicateOf;
        if (!target.assigneeId && source.assigneeId) fill.assigneeId = source.assigneeId;
        if (!target.nextFollowUpAt && source.nextFollowUpAt) fill.nextFollowUpAt = source.nextFollowUpAt;
        if (!target.firstContactedAt && source.firstContactedAt)
          fill.firstContactedAt = source.firstContactedAt;
        if (!target.message && source.message) fill.message = source.message;
        await tx.delete(enquiries).where(eq(enquiries.id, source.id));
        await tx
          .update(enquiries)
          .set({ ...fill, updatedAt: new Date() })
          .where(eq(enquiries.id, target.id));
        const merged = {
          reference: enquiryReference(source.referenceNo),
          name: source.name,
          email: source.email,
          phone: source.phone,
          course: source.course,
          neetScore: source.neetScore,
          message: source.message,
          status: source.status,
          receivedAt: source.createdAt.toISOString(),
        };
        await event(tx, target.id, "merged", actor, { from: source.id, merged });
        await audit(tx, actor, {
          action: "enquiry.merge",
          entity: ENQUIRY_ENTITY,
          entityId: target.id,
          details: { mergedId: source.id, mergedReference: merged.reference },
        });
      });
      return get(intoId);
    },

    /** Takes an enquiry out of its family (it was not a duplicate after all). */
    async unlink(actor: EnquiryActor, id: string): Promise<PipelineEnquiry> {
      await db.transaction(async (tx) => {
        const row = await lockRow(tx, id);
        if (!row.duplicateOf) throw conflict("This enquiry is not linked to another");
        const root = await findRow(row.duplicateOf, tx).catch(() => null);
        await tx
          .update(enquiries)
          .set({ duplicateOf: null, updatedAt: new Date() })
          .where(eq(enquiries.id, id));
        await event(tx, id, "unlinked", actor, {
          from: row.duplicateOf,
          fromReference: root ? enquiryReference(root.referenceNo) : null,
        });
        await audit(tx, actor, {
          action: "enquiry.unlink",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          changes: { duplicateOf: { from: row.duplicateOf, to: null } },
        });
      });
      return get(id);
    },
  };
}

export type EnquiryDuplicates = ReturnType<typeof createEnquiryDuplicates>;
