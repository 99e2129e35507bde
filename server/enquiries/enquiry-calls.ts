import { aliasedTable, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { CallDirection, CallOutcome, EnquiryCall, enquiryCallInput } from "../../contract/enquiry";
import { users } from "../users/users.schema";
import { enquiries, enquiryCalls, type EnquiryCallRow } from "./enquiries.schema";
import { ENQUIRY_ENTITY } from "./enquiry-record";
import type { EnquiryActor, EnquiryStore } from "./enquiry-store";

const toCallDto = (row: EnquiryCallRow, actorName: string | null): EnquiryCall => ({
  id: row.id,
  direction: row.direction as CallDirection,
  outcome: row.outcome as CallOutcome,
  note: row.note,
  nextFollowUpAt: row.nextFollowUpAt?.toISOString() ?? null,
  at: row.createdAt.toISOString(),
  actor: row.actorId ? { id: row.actorId, name: actorName ?? "" } : null,
});

/** The call log: each call to or from the family, and the next call it agreed. */
export function createEnquiryCalls(store: EnquiryStore) {
  const { db, audit, event, lockRow, findRow, personName } = store;

  async function listCalls(enquiryId: string): Promise<EnquiryCall[]> {
    await findRow(enquiryId);
    const actors = aliasedTable(users, "caller");
    const rows = await db
      .select({ call: enquiryCalls, actorName: actors.name })
      .from(enquiryCalls)
      .leftJoin(actors, eq(actors.id, enquiryCalls.actorId))
      .where(eq(enquiryCalls.enquiryId, enquiryId))
      .orderBy(asc(enquiryCalls.createdAt), asc(enquiryCalls.id));
    return rows.map(({ call, actorName }) => toCallDto(call, actorName));
  }

  return {
    listCalls,

    /**
     * Records a call; a next follow-up date replaces the enquiry's (on the timeline as any change of
     * it is), and the first call that gets through counts as the first contact.
     */
    async logCall(
      actor: EnquiryActor,
      id: string,
      input: z.output<typeof enquiryCallInput>,
    ): Promise<EnquiryCall> {
      const call = await db.transaction(async (tx) => {
        const row = await lockRow(tx, id);
        const next = input.nextFollowUpAt ? new Date(input.nextFollowUpAt) : null;
        const [inserted] = await tx
          .insert(enquiryCalls)
          .values({
            enquiryId: id,
            actorId: actor.user?.id ?? null,
            direction: input.direction,
            outcome: input.outcome,
            note: input.note,
            nextFollowUpAt: next,
          })
          .returning();
        const set: Partial<typeof enquiries.$inferInsert> = { updatedAt: new Date() };
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (next && next.getTime() !== row.nextFollowUpAt?.getTime()) {
          set.nextFollowUpAt = next;
          changes.nextFollowUpAt = {
            from: row.nextFollowUpAt?.toISOString() ?? null,
            to: next.toISOString(),
          };
          await event(tx, id, "follow-up", actor, changes.nextFollowUpAt);
        }
        if (input.outcome === "connected" && !row.firstContactedAt) set.firstContactedAt = new Date();
        await tx.update(enquiries).set(set).where(eq(enquiries.id, id));
        await audit(tx, actor, {
          action: "enquiry.call",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          changes,
          details: { callId: inserted!.id, direction: input.direction, outcome: input.outcome },
        });
        return inserted!;
      });
      return toCallDto(call, actor.user ? await personName(db, actor.user.id) : null);
    },
  };
}

export type EnquiryCalls = ReturnType<typeof createEnquiryCalls>;
