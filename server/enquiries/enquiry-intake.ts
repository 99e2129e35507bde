import type { z } from "zod";
import type {
  EnquiryCampaign,
  EnquirySource,
  PipelineEnquiry,
  enquiryInput,
  staffEnquiryInput,
} from "../../contract/enquiry";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { enquiries } from "./enquiries.schema";
import { openStatus } from "./enquiry-filters";
import type { EnquiryAssignment } from "./enquiry-assignment";
import type { EnquiryDuplicates } from "./enquiry-duplicates";
import { enquiryAcknowledgement, enquiryAlert, enquiryReference } from "./enquiry-mail";
import { newWithdrawalToken } from "./enquiry-retention";
import { ENQUIRY_ENTITY, neetScoreValue, phoneKey, toPipelineDto } from "./enquiry-record";
import type { EnquiryActor, EnquiryStore } from "./enquiry-store";
import type { VisitSource } from "../../contract/visit-source";
import { pathInLanguage, type Language } from "../../contract/language";

/** A new enquiry arriving, with everything that follows from it. */
export function createEnquiryIntake(
  store: EnquiryStore,
  assignment: Pick<EnquiryAssignment, "nextRoundRobin">,
  duplicates: Pick<EnquiryDuplicates, "duplicateRoot">,
) {
  const { db, outbox, audit, config, collegeFacts, event, staffUser } = store;

  const siteBase = (origin?: string) =>
    (config().PUBLIC_URL ?? origin ?? "http://localhost:3000").replace(/\/+$/, "");

  function enquiryLink(id: string, origin?: string) {
    return `${siteBase(origin)}/dashboard/admission-enquiry/${id}`;
  }

  /** Whether `email` has an open enquiry other than `id` (committed, or this transaction's). */
  async function hasOtherOpenEnquiry(tx: Executor, email: string, id: string) {
    const [match] = await tx
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(and(openStatus(), ne(enquiries.id, id), sql`lower(${enquiries.email}) = ${email.toLowerCase()}`))
      .limit(1);
    return Boolean(match);
  }

  /** Where a new enquiry came from and what it sets off. */
  interface Arrival {
    source: EnquirySource;
    campaign?: EnquiryCampaign | null;
    referrer?: string | null;
    /**
     * The acknowledgement to the applicant: `automatic` for the public form (not when the address has
     * an open enquiry already), `requested` when staff entering it ask; both within the daily cap per
     * recipient.
     */
    acknowledge: "automatic" | "requested" | false;
    /** The alert to ADMISSIONS_EMAIL (the office entered it itself otherwise). */
    alertOffice: boolean;
    origin?: string;
  }

  interface Received {
    name: string;
    email: string | null;
    phone: string;
    course: string;
    neetScore: string;
    message: string;
    /** Counselling-round updates by e-mail asked for (needs an address). */
    updatesConsent: boolean;
    /** The site's language it was sent from (staff enter theirs in English). */
    language: Language;
  }

  /**
   * Stores an enquiry with everything that follows from it, in one transaction: duplicate link,
   * round-robin assignee, timeline, audit entry, the applicant's acknowledgement and the office
   * alert in the outbox.
   */
  async function receive(actor: EnquiryActor, input: Received, arrival: Arrival): Promise<PipelineEnquiry> {
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
          source: arrival.source,
          campaign: arrival.campaign ?? null,
          referrer: arrival.referrer ?? null,
          updatesConsentAt: input.updatesConsent && input.email ? new Date() : null,
          language: input.language,
        })
        .returning();
      const enquiry = row!;
      const reference = enquiryReference(enquiry.referenceNo);
      await event(tx, enquiry.id, "received", actor, { reference, source: arrival.source });
      if (enquiry.updatesConsentAt) await event(tx, enquiry.id, "updates", actor, { consent: true });
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
          source: arrival.source,
          assigneeId: assignee?.id ?? null,
          duplicateOf: root?.id ?? null,
        },
      });
      if (arrival.acknowledge && enquiry.email) {
        const email = enquiry.email;
        // Only the hash is stored; the token lives in the e-mail alone (ADR 020).
        const withdrawal = newWithdrawalToken();
        await tx
          .update(enquiries)
          .set({ withdrawalTokenHash: withdrawal.hash })
          .where(eq(enquiries.id, enquiry.id));
        const ack = enquiryAcknowledgement(
          { name: enquiry.name, course: enquiry.course, reference, language: input.language },
          college,
          {
            privacy: `${siteBase(arrival.origin)}${pathInLanguage("/privacy", input.language)}`,
            withdraw: `${siteBase(arrival.origin)}${pathInLanguage("/privacy/withdraw", input.language)}?token=${withdrawal.token}`,
          },
        );
        // A visitor's post acknowledges nothing to an address that already has an open enquiry (its
        // family is being looked after); staff who tick the box have spoken to the applicant.
        const unless =
          arrival.acknowledge === "automatic" ? () => hasOtherOpenEnquiry(tx, email, enquiry.id) : undefined;
        await outbox.enqueueAcknowledgement(
          tx,
          { to: email, ...ack, entity: ENQUIRY_ENTITY, entityId: enquiry.id },
          unless,
        );
      }
      if (arrival.alertOffice) {
        const alert = enquiryAlert(
          { ...enquiry, email: enquiry.email ?? "", reference },
          {
            link: enquiryLink(enquiry.id, arrival.origin),
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
      }
      return toPipelineDto(enquiry, assignee ? { id: assignee.id, name: assignee.name } : null);
    });
    outbox.wake();
    return created;
  }

  return {
    /** An enquiry from the public form: a web one, with the campaign and referrer of the visit. */
    async create(
      actor: EnquiryActor,
      input: z.output<typeof enquiryInput>,
      options: { origin?: string; visit?: VisitSource | null } = {},
    ): Promise<PipelineEnquiry> {
      return receive(actor, input, {
        source: "web",
        campaign: options.visit?.campaign ?? null,
        referrer: options.visit?.referrer ?? null,
        acknowledge: "automatic",
        alertOffice: true,
        origin: options.origin,
      });
    },

    /** An enquiry taken by phone, at the counter or elsewhere, entered by the staff member who took it. */
    async createByStaff(actor: EnquiryActor, input: z.output<typeof staffEnquiryInput>) {
      return receive(
        actor,
        {
          name: input.name,
          email: input.email ?? null,
          phone: input.phone,
          course: input.course,
          neetScore: input.neetScore ?? "",
          message: input.message,
          updatesConsent: input.updatesConsent,
          language: "en",
        },
        {
          source: input.source,
          acknowledge: input.sendAcknowledgement ? "requested" : false,
          alertOffice: false,
        },
      );
    },
  };
}
