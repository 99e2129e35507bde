import { OPD_DEPARTMENTS } from "../opd";
import { defineCollection } from "./collection";

/**
 * The staff-edited sections that tell a patient how to get registered and paid for (issue 23, items 2 and 3):
 * the registration windows and what to bring (on /hospitals/rates), Ayushman Bharat (PM-JAY) coverage by
 * department, the Arogya Mitra desk, other insurers and cashless rules, and ABHA "Scan & Share" (on
 * /hospitals/insurance). One record per section; each section uses the fields its hints name (the ABHA
 * section its counter's QR image, uploaded).
 */
export const GUIDE_SECTIONS = [
  "registration-windows",
  "what-to-bring",
  "pm-jay",
  "arogya-mitra",
  "other-insurance",
  "abha-scan-share",
] as const;
export type GuideSection = (typeof GUIDE_SECTIONS)[number];

/** Each section's name on the back-office list and form. */
export const GUIDE_SECTION_LABELS: Readonly<Record<GuideSection, string>> = {
  "registration-windows": "Registration windows (rates page)",
  "what-to-bring": "What to bring (rates page)",
  "pm-jay": "Ayushman Bharat PM-JAY coverage (insurance page)",
  "arogya-mitra": "Arogya Mitra desk (insurance page)",
  "other-insurance": "Other insurers and cashless rules (insurance page)",
  "abha-scan-share": "ABHA Scan & Share (insurance page)",
};

export const GUIDE_PAGES = {
  rates: ["registration-windows", "what-to-bring"],
  insurance: ["pm-jay", "arogya-mitra", "other-insurance", "abha-scan-share"],
} as const satisfies Record<string, readonly GuideSection[]>;

export const patientGuidesCollection = defineCollection({
  name: "patient-guides",
  plural: "guides",
  labels: { one: "patient guide", many: "patient guides" },
  audit: { entity: "patient-guide", label: "Patient guides" },
  description:
    "Registration windows and what to bring (/hospitals/rates); Ayushman Bharat, insurance and ABHA (/hospitals/insurance)",
  fields: {
    section: {
      type: "choice",
      label: "Section",
      required: true,
      choices: GUIDE_SECTIONS,
      choiceLabels: GUIDE_SECTION_LABELS,
      hint: "Which part of the page it fills: one record per section",
    },
    heading: { type: "text", label: "Heading", required: true, max: 120, localized: true },
    body: {
      type: "longText",
      label: "Text",
      markdown: true,
      localized: true,
      max: 6_000,
      hint: "Markdown: a blank line between paragraphs, - for a list",
    },
    departments: {
      type: "list",
      label: "Coverage by department",
      itemLabel: "department",
      max: 30,
      hint: "PM-JAY section: the specialities and packages covered here, per department",
      of: {
        department: { type: "choice", label: "Department", required: true, choices: OPD_DEPARTMENTS },
        covers: {
          type: "text",
          label: "Specialities and packages",
          required: true,
          max: 300,
          localized: true,
        },
      },
    },
    steps: {
      type: "list",
      label: "Steps",
      itemLabel: "step",
      max: 12,
      hint: "Numbered steps (ABHA Scan & Share)",
      of: { text: { type: "text", label: "Step", required: true, max: 300, localized: true } },
    },
    place: {
      type: "text",
      label: "Where",
      max: 200,
      localized: true,
      hint: "The desk's or counter's location",
    },
    phone: { type: "text", label: "Phone", format: "phone", max: 20, hint: "Patients tap it to call" },
    hours: { type: "text", label: "Hours", max: 120, localized: true },
    qrImage: {
      type: "upload",
      label: "Counter's QR image",
      hint: "ABHA Scan & Share: a photo or image of the registration counter's QR code (JPEG, PNG or WebP, at most 5 MB), with alt text",
    },
  },
  titleField: "heading",
  listColumns: ["section"],
  searchFields: ["heading", "body"],
  orderBy: "section",
  slugField: "section",
  access: { read: "public", write: "hospital-info:write" },
  publicRoute: (record) =>
    (GUIDE_PAGES.rates as readonly string[]).includes(record.slug ?? "")
      ? "/hospitals/rates"
      : "/hospitals/insurance",
  maxRecords: GUIDE_SECTIONS.length,
});
