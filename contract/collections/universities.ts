import { defineCollection, ORDER_FIELD, SEARCH_DESCRIPTION_FIELD } from "./collection";

/** Each university's page: /about/about-university-{slug} (the menu links the two the college has). */
export const universityPage = (slug: string) => `/about/about-university-${slug}`;

/** The affiliating universities, their objectives and officers (About menu; MSR B.1.11 item (h)). */
export const universitiesCollection = defineCollection({
  name: "universities",
  plural: "universities",
  labels: { one: "university", many: "universities" },
  audit: { entity: "university", label: "Universities" },
  description: "The affiliating universities with their objectives and officers (About, MSR B.1.11)",
  fields: {
    slug: { type: "slug", label: "Address name", required: true, hint: "buhs: /about/about-university-buhs" },
    name: { type: "text", label: "Name", required: true, max: 160 },
    shortName: { type: "text", label: "Short name", required: true, max: 20 },
    title: { type: "text", label: "Page title", required: true, max: 120 },
    lead: { type: "text", label: "Lead line", required: true, max: 300 },
    description: SEARCH_DESCRIPTION_FIELD,
    affiliation: {
      type: "text",
      label: "What it affiliates",
      required: true,
      max: 300,
      hint: "For example: our MBBS and MD/MS courses from 2019",
    },
    address: { type: "text", label: "Address", max: 300 },
    about: {
      type: "longText",
      label: "About",
      required: true,
      markdown: true,
      max: 5000,
      hint: "Markdown: a blank line between paragraphs",
    },
    objectives: {
      type: "list",
      label: "Objectives",
      itemLabel: "objective",
      max: 20,
      of: { text: { type: "text", label: "Objective", required: true, max: 300 } },
    },
    officers: {
      type: "list",
      label: "Officers",
      itemLabel: "officer",
      max: 10,
      of: {
        designation: {
          type: "text",
          label: "Designation",
          required: true,
          max: 80,
          hint: "Chancellor, Vice-Chancellor, Registrar, …",
        },
        name: { type: "text", label: "Name", required: true, max: 120 },
        phone: { type: "text", label: "Phone", format: "phone", max: 20 },
        mobile: { type: "text", label: "Mobile", format: "phone", max: 20 },
        email: { type: "text", label: "E-mail", format: "email", max: 254 },
        portrait: { type: "image", label: "Portrait", hint: "The name of one of the site's images" },
      },
    },
    position: ORDER_FIELD,
  },
  titleField: "name",
  listColumns: ["shortName", "position"],
  searchFields: ["name", "shortName"],
  orderBy: "position",
  slugField: "slug",
  access: { read: "public", write: "content:write" },
  publicRoute: (record) => (record.slug ? universityPage(record.slug) : "/about"),
});
