import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { enquiries } from "./enquiries.schema";
import { ENQUIRY_ENTITY } from "./enquiry-record";
import type { EnquiryActor, EnquiryStore } from "./enquiry-store";

/** One address that asked for counselling-round updates, with its consenting enquiries (oldest first). */
export interface UpdateRecipient {
  email: string;
  enquiryIds: string[];
}

/**
 * Counselling-round updates by e-mail (issue 25): who asked for them, and withdrawing at once. Consent
 * is per enquiry (given on its form, with its time); a withdrawal is per address, since the e-mail
 * goes to the address.
 */
export function createEnquiryUpdatesConsent(store: Pick<EnquiryStore, "db" | "audit" | "event">) {
  const { db, audit, event } = store;

  return {
    /** Every address with a consenting enquiry of one of `courses`, each address once. */
    async updateRecipients(executor: Executor, courses: readonly string[]): Promise<UpdateRecipient[]> {
      const rows = await executor
        .select({ id: enquiries.id, key: sql<string>`lower(${enquiries.email})` })
        .from(enquiries)
        .where(
          and(
            isNotNull(enquiries.updatesConsentAt),
            isNotNull(enquiries.email),
            inArray(enquiries.course, [...courses]),
          ),
        )
        .orderBy(asc(enquiries.createdAt), asc(enquiries.id));
      const byAddress = new Map<string, string[]>();
      for (const row of rows) byAddress.set(row.key, [...(byAddress.get(row.key) ?? []), row.id]);
      return [...byAddress].map(([email, enquiryIds]) => ({ email, enquiryIds }));
    },

    /**
     * Withdraws the consent of the enquiry's address (every enquiry with it), in the caller's
     * transaction; each on its timeline and in the audit trail. Returns how many were withdrawn (0:
     * already withdrawn, or the enquiry is gone).
     */
    async withdrawUpdatesConsent(tx: Executor, enquiryId: string, actor: EnquiryActor): Promise<number> {
      const [enquiry] = await tx
        .select({ email: enquiries.email })
        .from(enquiries)
        .where(eq(enquiries.id, enquiryId));
      if (!enquiry?.email) return 0;
      const withdrawn = await tx
        .update(enquiries)
        .set({ updatesConsentAt: null, updatedAt: new Date() })
        .where(
          and(
            isNotNull(enquiries.updatesConsentAt),
            sql`lower(${enquiries.email}) = ${enquiry.email.toLowerCase()}`,
          ),
        )
        .returning({ id: enquiries.id });
      for (const { id } of withdrawn) {
        await event(tx, id, "updates", actor, { consent: false });
        await audit(tx, actor, {
          action: "enquiry.updates-withdrawn",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          changes: { updatesConsent: { from: true, to: false } },
        });
      }
      return withdrawn.length;
    },

    /** Whether the enquiry's address still receives updates (the unsubscribe page's question). */
    async receivesUpdates(enquiryId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(and(eq(enquiries.id, enquiryId), isNotNull(enquiries.updatesConsentAt)));
      return Boolean(row);
    },
  };
}
