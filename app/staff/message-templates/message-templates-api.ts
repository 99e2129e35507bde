import type {
  MessageTemplate,
  MessageTemplateInput,
  MessageTemplateList,
} from "../../../contract/message-templates";
import type { SiteSettings } from "../../../contract/site-settings";
import { apiRequest } from "../api-client";
import type { RegisterQuery } from "../registers/register-api";

/** Page, size and search words (kept in the address like a register's). */
export type MessageTemplatesQuery = RegisterQuery;

export const listMessageTemplates = (query: MessageTemplatesQuery) =>
  apiRequest<MessageTemplateList>("message-templates", {
    query: { page: query.page, limit: query.limit, search: query.search },
    fallback: "Failed to load the message templates",
  });

/** Every template, for the picker on an enquiry (the office keeps tens, not hundreds). */
export const allMessageTemplates = () =>
  listMessageTemplates({ page: 1, limit: 100 }).then((answer) => answer.data.templates);

export const saveMessageTemplate = (id: string | null, values: MessageTemplateInput) =>
  apiRequest<{ data: MessageTemplate }>(
    id ? `message-templates/${encodeURIComponent(id)}` : "message-templates",
    {
      method: id ? "PATCH" : "POST",
      json: values,
      fallback: id ? "Failed to update the template" : "Failed to add the template",
    },
  );

export const deleteMessageTemplate = (id: string) =>
  apiRequest(`message-templates/${encodeURIComponent(id)}`, {
    method: "DELETE",
    fallback: "Failed to delete the template",
  });

/** The office phone a template's {officePhone} stands for: the site settings' phone, as e-mails quote it. */
export const fetchOfficePhone = () =>
  apiRequest<{ data: SiteSettings }>("site-settings", {
    fallback: "Failed to load the office phone",
  }).then((answer) => answer.data.phone);
