import type { AppLoadContext } from "react-router";
import type { EnquiryDetail } from "../../../contract/enquiry";
import { messageTemplateListQuery, type MessageTemplate } from "../../../contract/message-templates";
import type { SiteSettings } from "../../../contract/site-settings";
import { staffScreenReader } from "../screen-data.server";
import type { Assignee, MailStatus } from "./enquiries-api";
import { ENQUIRY_DETAIL_KEYS, enquiryKey } from "./enquiry-keys";

/**
 * What an enquiry's screen shows on opening, read on the server (ADR 028), each as its API route answers and
 * only for a role holding that route's permission:
 * - the enquiry with its notes, calls, duplicates and timeline (GET /api/enquiry/:id, enquiries:read); an
 *   unknown id is the API's 404 message;
 * - the people it can be assigned to (GET /api/enquiry/assignees, enquiries:read);
 * - for a role that may write (the screen shows the WhatsApp reply to it alone), the message templates
 *   (GET /api/message-templates?page=1&limit=100, enquiries:read) and the office phone (GET /api/site-settings,
 *   public);
 * - the outbox's state for the "E-mail is not configured" banner (GET /api/mail/status, mail:manage).
 */
export async function loadEnquiryScreen(context: AppLoadContext, id: string) {
  const reader = await staffScreenReader(context);
  if (!reader)
    return { enquiry: null, assignees: null, templates: null, officePhone: null, mailStatus: null };
  const { services } = context;
  const writer = reader.may("enquiries:write");
  const [enquiry, assignees, templates, officePhone, mailStatus] = await Promise.all([
    reader.readRecord(enquiryKey(id), "enquiries:read", (): Promise<EnquiryDetail> =>
      services.enquiries.detail(id, reader.actor),
    ),
    reader.read(ENQUIRY_DETAIL_KEYS.assignees, "enquiries:read", (): Promise<Assignee[]> =>
      services.enquiries.assignableUsers(),
    ),
    writer
      ? reader.read(
          ENQUIRY_DETAIL_KEYS.templates,
          "enquiries:read",
          async (): Promise<MessageTemplate[]> =>
            (
              await services.messageTemplates.list(
                messageTemplateListQuery.parse({ page: "1", limit: "100" }),
              )
            ).templates,
        )
      : null,
    writer
      ? reader.read(
          ENQUIRY_DETAIL_KEYS.officePhone,
          null,
          async (): Promise<SiteSettings["phone"]> => (await services.siteSettings.current()).phone,
        )
      : null,
    reader.read(ENQUIRY_DETAIL_KEYS.mailStatus, "mail:manage", (): Promise<MailStatus> =>
      services.outbox.status(),
    ),
  ]);
  return { enquiry, assignees, templates, officePhone, mailStatus };
}
