import { defineCollection, ORDER_FIELD } from "./collection";

export const SAFETY_LINK_KINDS = ["helpline", "undertaking", "regulation"] as const;
export type SafetyLinkKind = (typeof SAFETY_LINK_KINDS)[number];

/**
 * The national helplines the anti-ragging regulations require every college to display, the yearly anti-ragging
 * undertaking and the regulations themselves, on Help and complaints (/safety; issues 20 and 22). The college's
 * own committee members are the committees collection. A helpline is called by its phone, else written to by its
 * e-mail; the undertaking and the regulations open their web address.
 */
export const safetyLinksCollection = defineCollection({
  name: "safety-links",
  plural: "safetyLinks",
  labels: { one: "helpline or regulation", many: "helplines and regulations" },
  audit: { entity: "safety-link", label: "Helplines and regulations" },
  description: "The helplines, the anti-ragging undertaking and the regulations on Help and complaints",
  fields: {
    kind: {
      type: "choice",
      label: "Shown as",
      choices: SAFETY_LINK_KINDS,
      choiceLabels: { helpline: "Helpline", undertaking: "Undertaking", regulation: "Regulation" },
      required: true,
    },
    label: { type: "text", label: "Name", required: true, max: 200, localized: true },
    detail: {
      type: "text",
      label: "Line under it",
      max: 200,
      localized: true,
      hint: "A helpline's hours, a regulation's publisher",
    },
    phone: { type: "text", label: "Phone", format: "phone", hint: "A helpline to call" },
    email: {
      type: "text",
      label: "E-mail",
      format: "email",
      hint: "A helpline to write to (when it has no phone)",
    },
    url: {
      type: "text",
      label: "Web address",
      format: "url",
      hint: "Where the undertaking or regulation is",
    },
    position: ORDER_FIELD,
  },
  titleField: "label",
  listColumns: ["kind", "position"],
  searchFields: ["label", "detail"],
  orderBy: "position",
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/safety",
});

/** Where a helpline, the undertaking or a regulation leads, and what its link shows (null: nothing to open). */
export function safetyLinkTarget(link: {
  phone: string | null;
  email: string | null;
  url: string | null;
}): { href: string; text: string; kind: "tel" | "mail" | "web" } | null {
  if (link.phone) return { href: `tel:${link.phone.replace(/[^\d+]/g, "")}`, text: link.phone, kind: "tel" };
  if (link.email) return { href: `mailto:${link.email}`, text: link.email, kind: "mail" };
  if (link.url) return { href: link.url, text: link.url, kind: "web" };
  return null;
}
