import { eq } from "drizzle-orm";
import { fillTemplate, type WhatsappMessage } from "../../contract/message-templates";
import { whatsappNumber, whatsappUrl } from "../../contract/whatsapp";
import { invalid } from "../errors";
import { enquiries } from "./enquiries.schema";
import { enquiryReference } from "./enquiry-mail";
import { ENQUIRY_ENTITY } from "./enquiry-record";
import type { EnquiryActor, EnquiryStore } from "./enquiry-store";

/**
 * A template sent on WhatsApp (ADR 021): the screen opens wa.me on the staff member's own WhatsApp;
 * this records what it opened, filled here by the same function the screen uses, on the timeline.
 */
export function createEnquiryWhatsapp(store: EnquiryStore) {
  const { db, audit, event, lockRow, collegeFacts, messageTemplate } = store;

  return {
    async sendWhatsapp(actor: EnquiryActor, id: string, templateId: string): Promise<WhatsappMessage> {
      const template = await messageTemplate(templateId);
      const facts = await collegeFacts();
      return db.transaction(async (tx) => {
        const row = await lockRow(tx, id);
        const number = whatsappNumber(row.phone);
        if (!number.ok) {
          throw invalid(`This number cannot be used on WhatsApp: ${number.reason}`, [
            { field: "phone", message: number.reason },
          ]);
        }
        const text = fillTemplate(template.body, {
          name: row.name,
          course: row.course,
          reference: enquiryReference(row.referenceNo),
          officePhone: facts.phone,
          documents: template.documents,
        });
        const message = { templateId: template._id, templateName: template.name, to: number.digits, text };
        await event(tx, id, "whatsapp", actor, message);
        await tx.update(enquiries).set({ updatedAt: new Date() }).where(eq(enquiries.id, id));
        // The trail names the template; the text and the number stay with the enquiry.
        await audit(tx, actor, {
          action: "enquiry.whatsapp",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          details: { templateId: template._id, templateName: template.name },
        });
        return { ...message, url: whatsappUrl(number.digits, text) };
      });
    },
  };
}
