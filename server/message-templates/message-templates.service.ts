import { asc, sql } from "drizzle-orm";
import type { z } from "zod";
import type { FieldError } from "../../contract/common";
import {
  messageTemplateInput,
  type MessageTemplate,
  type messageTemplateListQuery,
  type messageTemplatePatch,
} from "../../contract/message-templates";
import type { Actor } from "../actor";
import type { Db } from "../db/client";
import { invalid } from "../errors";
import { createRegister } from "../lib/record-register";
import type { Services } from "../module";
import { messageTemplates } from "./message-templates.schema";

type Values = z.output<typeof messageTemplateInput>;
type Stored = Values & { _id: string; createdAt: string; updatedAt: string };

const NOT_PUBLISHED = "is not a published document (Documents)";

/**
 * Message templates: kept by the administrator, read by the admissions office. Each template's
 * documents are given with their public addresses (on PUBLIC_URL, as they leave the college's site in
 * a message); one that has been unpublished since drops out of the message.
 */
export function createMessageTemplatesService(
  db: Db,
  services: Pick<Services, "audit" | "documents" | "config">,
) {
  const register = createRegister<Values>(db, services, {
    table: messageTemplates,
    entity: "message-template",
    noun: "Message template",
    input: messageTemplateInput as unknown as z.ZodType<Values>,
    fields: ["name", "body", "documentIds"],
    publicFields: [],
    searchColumns: [messageTemplates.name, messageTemplates.body],
    filters: {},
    order: [asc(sql`lower(${messageTemplates.name})`), asc(messageTemplates.id)],
    duplicate: () => {
      const message = "Another template has this name";
      return { message, errors: [{ field: "name", message }] };
    },
  });

  /** Every chosen document must be published, and `{documents}` needs at least one. */
  async function check(values: Values) {
    const errors: FieldError[] = [];
    const published = await services.documents.publishedIds();
    values.documentIds.forEach((id, index) => {
      if (!published.has(id))
        errors.push({ field: `documentIds.${index}`, message: `Document ${NOT_PUBLISHED}` });
    });
    if (values.body.includes("{documents}") && values.documentIds.length === 0) {
      errors.push({ field: "body", message: "{documents} stands in the message but no document is chosen" });
    }
    if (errors.length > 0) throw invalid(errors[0]!.message, errors);
  }

  async function withDocuments(stored: Stored): Promise<MessageTemplate> {
    const links = await services.documents.publishedLinks(stored.documentIds);
    const origin = services.config.PUBLIC_URL.replace(/\/$/, "");
    return {
      _id: stored._id,
      name: stored.name,
      body: stored.body,
      documentIds: stored.documentIds,
      documents: links.map((link) => ({ _id: link._id, title: link.title, url: `${origin}${link.url}` })),
      createdAt: stored.createdAt,
      updatedAt: stored.updatedAt,
    };
  }

  return {
    async list(query: z.output<typeof messageTemplateListQuery>) {
      const { rows, pagination } = await register.list(query, "staff");
      return {
        templates: await Promise.all(rows.map((row) => withDocuments(row as unknown as Stored))),
        pagination,
      };
    },

    async get(id: string): Promise<MessageTemplate> {
      return withDocuments((await register.get(id)) as unknown as Stored);
    },

    async create(actor: Actor, values: Values): Promise<MessageTemplate> {
      await check(values);
      return withDocuments((await register.create(actor, values)) as unknown as Stored);
    },

    async update(actor: Actor, id: string, patch: z.output<typeof messageTemplatePatch>) {
      const current = (await register.get(id)) as unknown as Stored;
      await check({
        name: patch.name ?? current.name,
        body: patch.body ?? current.body,
        documentIds: patch.documentIds ?? current.documentIds,
      });
      return withDocuments((await register.update(actor, id, patch)) as unknown as Stored);
    },

    remove: register.remove,
  };
}

export type MessageTemplatesService = ReturnType<typeof createMessageTemplatesService>;
