import type { AppLoadContext } from "react-router";
import { enquiryPipelineListQuery } from "../../../contract/enquiry";
import { staffScreenReader } from "../screen-data.server";
import type { AddressQuery } from "../use-address-query";
import { firstListQuery } from "../use-list-query";
import type { EnquiryListBody, MailStatus } from "./enquiries-api";

/**
 * The enquiry list's first page for the address's query (GET /api/enquiry, enquiries:read) and the outbox's
 * state for the "E-mail is not configured" banner (GET /api/mail/status, mail:manage), read on the server.
 */
export async function loadEnquiriesScreen(context: AppLoadContext, url: URL, defaults: AddressQuery) {
  const reader = await staffScreenReader(context);
  if (!reader) return { list: null, mailStatus: null };
  const { services } = context;
  const first = firstListQuery(defaults, url.searchParams);
  // The query as the API client sends it (no empty values), through the API route's own schema.
  const sent = Object.fromEntries(
    Object.entries(first.query)
      .filter(([, value]) => value !== undefined && value !== "")
      .map(([name, value]) => [name, String(value)]),
  );
  const parsed = enquiryPipelineListQuery.safeParse(sent);
  const [list, mailStatus] = await Promise.all([
    parsed.success
      ? reader.read(first.key, "enquiries:read", async (): Promise<EnquiryListBody> => ({
          success: true,
          ...(await services.enquiries.list(parsed.data, reader.actor)),
        }))
      : null,
    reader.read("mail-status-true", "mail:manage", (): Promise<MailStatus> => services.outbox.status()),
  ]);
  return { list, mailStatus };
}
