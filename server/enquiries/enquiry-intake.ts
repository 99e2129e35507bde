import type { z } from "zod";
import type { PipelineEnquiry, enquiryInput } from "../../contract/enquiry";
import { enquiries } from "./enquiries.schema";
import type { EnquiryAssignment } from "./enquiry-assignment";
import type { EnquiryDuplicates } from "./enquiry-duplicates";
import { enquiryAcknowledgement, enquiryAlert, enquiryReference } from "./enquiry-mail";
import { ENQUIRY_ENTITY, neetScoreValue, phoneKey, toPipelineDto } from "./enquiry-record";
import type { EnquiryActor, EnquiryStore } from "./enquiry-store";

/** A new enquiry arriving, with everything that follows from it. */
export function createEnquiryIntake(
  store: EnquiryStore,
  assignment: Pick<EnquiryAssignment, "nextRoundRobin">,
  duplicates: Pick<EnquiryDuplicates, "duplicateRoot">,
) {
  const { db, outbox, audit, config, collegeFacts, event, staffUser } = store;

  function enquiryLink(id: string, origin?: string) {
    const base = (config().PUBLIC_URL ?? origin ?? "http://localhost:3000").replace(/\/+$/, "");
    return `${base}/dashboard/admission-enquiry/${id}`;
  }

  return {
    /**
     * Stores a public enquiry with everything that follows from it, in one transaction: duplicate
     * link, round-robin assignee, timeline, audit entry, the applicant's acknowledgement and the
     * office alert in the outbox.
     */
    async create(
      actor: EnquiryActor,
      input: z.output<typeof enquiryInput>,
      options: { origin?: string } = {},
    ): Promise<PipelineEnquiry> {
      const college = await collegeFacts();
      const created = await db.transaction(async (tx) => {
        const key = phoneKey(input.phone);
        const root = await duplicates.duplicateRoot(tx, { email: input.email, phoneKey: key });
        // A family's later enquiry goes to whoever already talks to them.
        const assignee = root?.assigneeId
          ? ((await staffUser(tx, root.assigneeId)) ?? null)
          : await assignment.nextRoundRobin(tx);
        const [row] = await tx
          .insert(enquiries)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            course: input.course,
            neetScore: input.neetScore,
            neetScoreValue: neetScoreValue(input.neetScore),
            message: input.message,
            assigneeId: assignee?.id ?? null,
            duplicateOf: root?.id ?? null,
          })
          .returning();
        const enquiry = row!;
        const reference = enquiryReference(enquiry.referenceNo);
        await event(tx, enquiry.id, "received", actor, { reference });
        if (root) {
          await event(tx, enquiry.id, "duplicate", actor, {
            of: root.id,
            ofReference: enquiryReference(root.referenceNo),
          });
        }
        if (assignee) {
          await event(tx, enquiry.id, "assigned", actor, {
            from: null,
            to: assignee.id,
            toName: assignee.name,
            automatic: true,
          });
        }
        await audit(tx, actor, {
          action: "enquiry.create",
          entity: ENQUIRY_ENTITY,
          entityId: enquiry.id,
          // No personal data of a visitor's post in the trail: the enquiry itself is the record.
          details: {
            course: enquiry.course,
            reference,
            assigneeId: assignee?.id ?? null,
            duplicateOf: root?.id ?? null,
          },
        });
        const ack = enquiryAcknowledgement(
          { name: enquiry.name, course: enquiry.course, reference },
          college,
        );
        await outbox.enqueue(tx, {
          to: enquiry.email,
          ...ack,
          entity: ENQUIRY_ENTITY,
          entityId: enquiry.id,
          kind: "acknowledgement",
        });
        const alert = enquiryAlert(
          { ...enquiry, reference },
          {
            link: enquiryLink(enquiry.id, options.origin),
            assignee: assignee?.name ?? null,
            duplicateOf: root ? enquiryReference(root.referenceNo) : null,
          },
          college,
        );
        await outbox.enqueue(tx, {
          to: config().ADMISSIONS_EMAIL ?? [],
          ...alert,
          entity: ENQUIRY_ENTITY,
          entityId: enquiry.id,
          kind: "office-alert",
        });
        return toPipelineDto(enquiry, assignee ? { id: assignee.id, name: assignee.name } : null);
      });
      outbox.wake();
      return created;
    },
  };
}
