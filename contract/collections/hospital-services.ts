import { defineCollection, SEARCH_DESCRIPTION_FIELD } from "./collection";

/** The hospital's service pages (spec §2.8), by address; the OPD's own page is built from the OPD timetable. */
export const HOSPITAL_SERVICE_PATHS = [
  "/hospitals/emergency",
  "/hospitals/hospital-central-laboratories",
  "/hospitals/clinical-material",
  "/hospitals/radio-diagnosis",
  "/hospitals/nicu-picu",
  "/hospitals/icu-iccu-sicu",
  "/hospitals/pharmacy",
  "/hospitals/blood-bank",
  "/hospitals/medical-facilities-for-student-staff",
] as const;
export type HospitalServicePath = (typeof HOSPITAL_SERVICE_PATHS)[number];

/** A hospital service page's text (issue 20): hero, key facts (beds, hours), illustration and Markdown body. */
export const hospitalServicesCollection = defineCollection({
  name: "hospital-services",
  plural: "hospitalServices",
  labels: { one: "hospital service", many: "hospital services" },
  audit: { entity: "hospital-service", label: "Hospital services" },
  description:
    "The hospital's service pages: Emergency, laboratories, radio-diagnosis, intensive care, pharmacy, …",
  fields: {
    path: { type: "choice", label: "Page address", choices: HOSPITAL_SERVICE_PATHS, required: true },
    title: { type: "text", label: "Page title", required: true, max: 120, localized: true },
    lead: { type: "text", label: "Lead line", required: true, max: 200, localized: true },
    description: SEARCH_DESCRIPTION_FIELD,
    image: {
      type: "image",
      label: "Illustration",
      required: true,
      hint: "The name of one of the site's images",
    },
    imageAlt: {
      type: "text",
      label: "Illustration's description",
      required: true,
      max: 160,
      localized: true,
      hint: "What the picture shows, for visitors who cannot see it",
    },
    figures: {
      type: "list",
      label: "Key facts",
      itemLabel: "fact",
      max: 6,
      hint: "Beds, hours and the like, shown as tiles: e.g. 24x7 / Always open",
      of: {
        value: { type: "text", label: "Figure", required: true, max: 24 },
        label: { type: "text", label: "What it is", required: true, max: 60, localized: true },
      },
    },
    body: {
      type: "longText",
      label: "Text",
      required: true,
      markdown: true,
      localized: true,
      hint: "Markdown: ## for a section heading, - for a point",
    },
  },
  titleField: "title",
  listColumns: ["path"],
  searchFields: ["title", "lead", "body"],
  orderBy: "path",
  slugField: "path",
  maxRecords: HOSPITAL_SERVICE_PATHS.length,
  access: { read: "public", write: "content:write" },
  publicRoute: (record) => record.slug ?? "/hospitals",
});
