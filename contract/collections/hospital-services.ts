import {
  defineCollection,
  IMAGE_ALT_FIELD,
  KEY_FIGURES_FIELD,
  LEAD_FIELD,
  MARKDOWN_BODY_FIELD,
  PAGE_TITLE_FIELD,
  SEARCH_DESCRIPTION_FIELD,
} from "./collection";

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
    title: PAGE_TITLE_FIELD,
    lead: LEAD_FIELD,
    description: SEARCH_DESCRIPTION_FIELD,
    image: {
      type: "image",
      label: "Illustration",
      required: true,
      hint: "The name of one of the site's images",
    },
    imageAlt: IMAGE_ALT_FIELD,
    figures: KEY_FIGURES_FIELD,
    body: MARKDOWN_BODY_FIELD,
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
