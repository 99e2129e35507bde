import { defineCollection } from "./collection";

/** The public /privacy page: the privacy notice under the DPDP Act 2023 and Rules 2025 (one record). */
export const privacyNoticeCollection = defineCollection({
  name: "privacy-notice",
  plural: "privacyNotices",
  labels: { one: "privacy notice", many: "privacy notice" },
  audit: { entity: "privacy-notice", label: "Privacy notice" },
  description:
    "The /privacy page: how the college handles the personal data its forms collect (the forms' table and the contact are added from the settings)",
  fields: {
    title: { type: "text", label: "Page title", required: true, max: 120 },
    lead: { type: "text", label: "Lead line", required: true, max: 300 },
    body: {
      type: "longText",
      label: "Notice",
      required: true,
      markdown: true,
      max: 20_000,
      hint: "Markdown: ## for a heading, a blank line between paragraphs, - for a list",
    },
  },
  titleField: "title",
  listColumns: ["lead"],
  searchFields: ["title", "body"],
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/privacy",
  maxRecords: 1,
});
