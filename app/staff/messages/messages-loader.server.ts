import type { AppLoadContext } from "react-router";
import type { ContactListResponse } from "../../../contract/contact";
import { contactListQuery } from "../../../contract/contact";
import { loadListScreen } from "../screen-data.server";
import { messagesListParams, type MessagesQuery } from "./messages-api";

/**
 * The messages' first page for the address's query, read on the server as GET /api/contact-us answers:
 * admissions (messages:read) every message, the faculty-records clerk (messages:read-careers) careers ones
 * only; any other role none (its screen says "Not allowed").
 */
export const loadMessagesScreen = (context: AppLoadContext, request: Request, defaults: MessagesQuery) =>
  loadListScreen(context, request, defaults, {
    permission: ["messages:read", "messages:read-careers"],
    schema: contactListQuery,
    params: messagesListParams,
    read: async (query, member): Promise<ContactListResponse> =>
      ({
        success: true,
        ...(await context.services.messages.list(
          query,
          context.services.messages.scopeFor(member.may("messages:read")),
        )),
      }) as ContactListResponse,
  });
