import type { ContactListResponse, ContactMessage, MessageStatus } from "../../../contract/contact";
import { apiRequest } from "../api-client";

export type MessagesQuery = {
  page: number;
  limit: number;
  category: string;
  status: string;
};

/** The list's call for a query: newest first (the server loader sends the same). */
export const messagesListParams = (query: MessagesQuery) => ({
  page: query.page,
  limit: query.limit,
  category: query.category,
  status: query.status,
  sortBy: "createdAt",
  sortOrder: "desc",
});

export function listMessages(query: MessagesQuery) {
  return apiRequest<ContactListResponse>("contact-us", {
    query: messagesListParams(query),
    fallback: "the server did not answer as expected",
  });
}

export function setMessageStatus(id: string, status: MessageStatus) {
  return apiRequest<{ data: ContactMessage }>(`contact-us/${encodeURIComponent(id)}`, {
    method: "PUT",
    json: { status },
    fallback: "The message could not be updated",
  });
}

export function deleteMessage(id: string) {
  return apiRequest(`contact-us/${encodeURIComponent(id)}`, {
    method: "DELETE",
    fallback: "The message could not be deleted",
  });
}
