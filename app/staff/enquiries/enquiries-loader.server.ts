import type { AppLoadContext } from "react-router";
import { enquiryPipelineListQuery } from "../../../contract/enquiry";
import { staffScreenReader } from "../screen-data.server";
import type { AddressQuery } from "../use-address-query";
import type { EnquiryListBody, MailStatus } from "./enquiries-api";

/**
 * The enquiry list's first page for the address's query (GET /api/enquiry, enquiries:read) and the outbox's
 * state for the "E-mail is not configured" banner (GET /api/mail/status, mail:manage), read on the server.
 */
export async function loadEnquiriesScreen(context: AppLoadContext, url: URL, defaults: AddressQuery) {
  const reader = await staffScreenReader(context);
  if (!reader) return { list: null, mailStatus: null };
  const { services } = context;
  const [list, mailStatus] = await Promise.all([
    reader.readList(url, defaults, {
      permission: "enquiries:read",
      schema: enquiryPipelineListQuery,
      read: async (query): Promise<EnquiryListBody> => ({
        success: true,
        ...(await services.enquiries.list(query, reader.actor)),
      }),
    }),
    reader.read("mail-status-true", "mail:manage", (): Promise<MailStatus> => services.outbox.status()),
  ]);
  return { list, mailStatus };
}
