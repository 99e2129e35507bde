import { z } from "zod";
import { limitField, pageField, requiredText, searchField, successBody } from "./common";
import { contentPaginationSchema } from "./content";

/**
 * Message templates (issue 25, ADR 021): the replies the admissions office sends again and again (fee
 * sheet, document checklist, counselling dates), kept by the administrator and filled per enquiry for
 * WhatsApp or SMS. `fillTemplate` is pure: the enquiry screen shows what the server logs.
 */

export const TEMPLATE_PLACEHOLDERS = ["name", "course", "reference", "officePhone", "documents"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export const TEMPLATE_PLACEHOLDER_LABELS: Record<TemplatePlaceholder, string> = {
  name: "the applicant's name",
  course: "the course asked about (MBBS, MD or MS)",
  reference: "the enquiry's reference (ENQ-000123)",
  officePhone: "the admissions office's phone number (site settings)",
  documents: "the chosen documents' titles and links, one a line (without it they go at the end)",
};

export const MESSAGE_TEMPLATE_MAX_DOCUMENTS = 5;
export const MESSAGE_TEMPLATE_BODY_MAX = 1000;

const PLACEHOLDER = /\{([^{}]*)\}/g;
const placeholderList = TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(", ");

/** The `{…}` of a body that are not placeholders, each once, in order. */
export function unknownPlaceholders(body: string): string[] {
  const unknown = [...body.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !TEMPLATE_PLACEHOLDERS.includes(name as TemplatePlaceholder));
  return [...new Set(unknown)].map((name) => `{${name}}`);
}

/** A document a template links to, as the message shows it. */
export interface TemplateDocument {
  title: string;
  url: string;
}

export interface TemplateValues {
  name: string;
  course: string;
  reference: string;
  officePhone: string;
  documents: readonly TemplateDocument[];
}

const documentLines = (documents: readonly TemplateDocument[]) =>
  documents.map((document) => `${document.title}: ${document.url}`).join("\n");

/**
 * The message for one enquiry: each placeholder replaced by its value. The documents' links go where
 * `{documents}` stands, else after the text. (Placeholders are checked when a template is saved; anything
 * else in braces is left as written.)
 */
export function fillTemplate(body: string, values: TemplateValues): string {
  const links = documentLines(values.documents);
  const filled = body.replace(PLACEHOLDER, (whole, name: string) => {
    switch (name as TemplatePlaceholder) {
      case "name":
        return values.name;
      case "course":
        return values.course;
      case "reference":
        return values.reference;
      case "officePhone":
        return values.officePhone;
      case "documents":
        return links;
      default:
        return whole;
    }
  });
  const placed = [...body.matchAll(PLACEHOLDER)].some((match) => match[1] === "documents");
  return placed || !links ? filled : `${filled.trimEnd()}\n\n${links}`;
}

const bodyField = requiredText("Message", MESSAGE_TEMPLATE_BODY_MAX, { multiline: true }).superRefine(
  (body, context) => {
    const unknown = unknownPlaceholders(body);
    if (unknown.length > 0) {
      context.addIssue({
        code: "custom",
        message: `${unknown.join(", ")} ${unknown.length === 1 ? "is not a placeholder" : "are not placeholders"}: use ${placeholderList}`,
      });
    }
  },
);

const documentIdsField = z
  .array(z.uuid({ error: "Each document must be a document id" }), {
    error: "documentIds must be a list of document ids",
  })
  .max(MESSAGE_TEMPLATE_MAX_DOCUMENTS, {
    error: `A template links at most ${MESSAGE_TEMPLATE_MAX_DOCUMENTS} documents`,
  })
  .refine((ids) => new Set(ids).size === ids.length, { error: "A document is chosen twice" });

const templateFields = {
  name: requiredText("Name", 80),
  body: bodyField,
  /** Published documents (the fee sheet, the checklist) whose public links the message carries. */
  documentIds: documentIdsField,
};

/** POST /api/message-templates. */
export const messageTemplateInput = z.object({
  ...templateFields,
  documentIds: templateFields.documentIds.default([]),
});
export type MessageTemplateInput = z.input<typeof messageTemplateInput>;

/** PATCH /api/message-templates/{id}: the fields sent replace the stored ones. */
export const messageTemplatePatch = z
  .object(templateFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: "Nothing to change" });

export const messageTemplateListQuery = z.object({
  page: pageField,
  limit: limitField(20, 100),
  search: searchField(),
});
export type MessageTemplateListQuery = z.input<typeof messageTemplateListQuery>;

export const messageTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  body: z.string(),
  documentIds: z.array(z.string()),
  /** The chosen documents that are published now, with their public addresses (unpublished ones drop out). */
  documents: z.array(z.object({ _id: z.string(), title: z.string(), url: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const messageTemplateResponse = successBody(messageTemplateSchema);
export const messageTemplateListResponse = successBody(
  z.object({ templates: z.array(messageTemplateSchema), pagination: contentPaginationSchema }),
);
export type MessageTemplateList = z.infer<typeof messageTemplateListResponse>;

// ---- Sending one to an enquiry (POST /api/enquiry/{id}/whatsapp) ----

export const enquiryWhatsappInput = z.object({
  templateId: z.uuid({ error: "templateId must be a message template id" }),
});
export type EnquiryWhatsappInput = z.input<typeof enquiryWhatsappInput>;

/** What was sent: the template, the number (digits, as wa.me has it), the text and the address opened. */
export const whatsappMessageSchema = z.object({
  templateId: z.string(),
  templateName: z.string(),
  to: z.string(),
  text: z.string(),
  url: z.string(),
});
export type WhatsappMessage = z.infer<typeof whatsappMessageSchema>;
