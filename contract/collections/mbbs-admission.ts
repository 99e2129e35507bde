import { defineCollection, LEAD_FIELD, PAGE_TITLE_FIELD, SEARCH_DESCRIPTION_FIELD } from "./collection";

const paragraph = (label: string, hint?: string) =>
  ({
    type: "longText",
    label,
    required: true,
    max: 2000,
    localized: true,
    ...(hint ? { hint } : {}),
  }) as const;
const caption = (label: string) =>
  ({ type: "text", label, required: true, max: 160, localized: true }) as const;

/**
 * The MBBS Admission page's text (issue 20): its hero, the basis of admission, the NEET and seat tables, the
 * course facts, eligibility, reservation and the line under the fees. One record; the fees themselves are the UG
 * fee table's, the counselling rounds the counselling schedule's.
 */
export const mbbsAdmissionCollection = defineCollection({
  name: "mbbs-admission",
  plural: "mbbsAdmissions",
  labels: { one: "MBBS admission page", many: "MBBS admission page" },
  audit: { entity: "mbbs-admission", label: "MBBS admission page" },
  description:
    "The MBBS Admission page: basis of admission, NEET eligibility, course details, seats, eligibility and reservation",
  fields: {
    title: PAGE_TITLE_FIELD,
    lead: LEAD_FIELD,
    description: SEARCH_DESCRIPTION_FIELD,
    basis: paragraph("Basis of admission"),
    neetCaption: caption("NEET table's caption"),
    neetRows: {
      type: "list",
      label: "NEET eligibility",
      itemLabel: "category",
      required: true,
      max: 10,
      of: {
        category: { type: "text", label: "Category", required: true, max: 100, localized: true },
        percentile: { type: "text", label: "NEET minimum percentile", required: true, max: 20 },
        qualifying: { type: "text", label: "Qualifying exam marks", required: true, max: 20 },
      },
    },
    neetNote: paragraph("Under the NEET table"),
    courseFacts: {
      type: "list",
      label: "Course details",
      itemLabel: "detail",
      required: true,
      max: 6,
      of: {
        label: { type: "text", label: "Detail", required: true, max: 60, localized: true },
        value: { type: "text", label: "Value", required: true, max: 100, localized: true },
      },
    },
    seatCaption: caption("Seat table's caption"),
    seatRows: {
      type: "list",
      label: "Seat categories",
      itemLabel: "category",
      required: true,
      max: 10,
      of: {
        category: { type: "text", label: "Category", required: true, max: 100, localized: true },
        share: { type: "text", label: "Share of seats", required: true, max: 20 },
      },
    },
    eligibility: {
      type: "list",
      label: "Eligibility criteria",
      itemLabel: "criterion",
      required: true,
      max: 12,
      of: { text: { type: "longText", label: "Criterion", required: true, max: 500, localized: true } },
    },
    reservation: paragraph("Reservation"),
    feeNote: caption("Line under the fees"),
  },
  titleField: "title",
  listColumns: [],
  searchFields: ["title", "basis", "reservation"],
  maxRecords: 1,
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/admission/mbbs",
});
