import { defineCollection, ORDER_FIELD } from "./collection";

/**
 * What a patient pays at the hospital (issue 23, item 2). Beds are charged per day by ward category, so each
 * ward category is a category of its own: the enum refuses a bed charge without one, and the page groups them.
 */
export const RATE_CATEGORIES = [
  "registration",
  "consultation",
  "bed-general-ward",
  "bed-semi-private",
  "bed-private",
  "bed-icu",
  "investigation",
  "procedure",
] as const;
export type RateCategory = (typeof RATE_CATEGORIES)[number];

/** The page's groups, in order, and the categories each holds (a bed group's rows are labelled by ward). */
export const RATE_GROUPS = [
  { heading: "Registration", categories: ["registration"] },
  { heading: "Consultation", categories: ["consultation"] },
  {
    heading: "Bed charges per day",
    categories: ["bed-general-ward", "bed-semi-private", "bed-private", "bed-icu"],
  },
  { heading: "Investigations", categories: ["investigation"] },
  { heading: "Procedures", categories: ["procedure"] },
] as const satisfies readonly { heading: string; categories: readonly RateCategory[] }[];

/** A bed category's ward, as the bed charges' "Ward category" column shows it. */
export const WARD_LABELS: Partial<Record<RateCategory, string>> = {
  "bed-general-ward": "General ward",
  "bed-semi-private": "Semi-private room",
  "bed-private": "Private room",
  "bed-icu": "Intensive care (ICU / ICCU / SICU / NICU)",
};

/** Each category's name on screens and pages (the back-office list and form): the one place they are written. */
export const RATE_CATEGORY_LABELS: Readonly<Record<RateCategory, string>> = {
  registration: "Registration",
  consultation: "Consultation",
  "bed-general-ward": `Bed per day (${WARD_LABELS["bed-general-ward"]})`,
  "bed-semi-private": `Bed per day (${WARD_LABELS["bed-semi-private"]})`,
  "bed-private": `Bed per day (${WARD_LABELS["bed-private"]})`,
  "bed-icu": `Bed per day (${WARD_LABELS["bed-icu"]})`,
  investigation: "Investigation",
  procedure: "Procedure",
};

/** Whole rupees; a rate beyond this is a typing slip, not a hospital charge. */
export const RATE_MAX = 10_000_000;

export const hospitalRatesCollection = defineCollection({
  name: "hospital-rates",
  plural: "rates",
  labels: { one: "rate", many: "hospital rates" },
  audit: { entity: "hospital-rate", label: "Hospital rates" },
  description:
    "The hospital's rate list: registration, consultation, beds per day, investigations (/hospitals/rates)",
  fields: {
    service: { type: "text", label: "Service", required: true, max: 160, localized: true },
    category: {
      type: "choice",
      label: "Category",
      required: true,
      choices: RATE_CATEGORIES,
      choiceLabels: RATE_CATEGORY_LABELS,
    },
    amount: {
      type: "number",
      label: "Amount (₹)",
      integer: true,
      min: 0,
      max: RATE_MAX,
      hint: "Whole rupees; 0 shows as Free. Leave blank until the amount is confirmed: the page says to ask at the counter",
    },
    unit: { type: "text", label: "Unit", max: 60, localized: true, hint: "per visit, per day, per test, …" },
    note: { type: "text", label: "Note", max: 300, localized: true },
    position: ORDER_FIELD,
  },
  titleField: "service",
  listColumns: ["category", "amount", "unit", "position"],
  searchFields: ["service", "note"],
  orderBy: "position",
  access: { read: "public", write: "hospital-info:write" },
  publicRoute: () => "/hospitals/rates",
});
