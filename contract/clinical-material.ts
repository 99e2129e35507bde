import { z } from "zod";
import {
  blankToUndefined,
  pastMonthField,
  recordField,
  recordListQuery,
  recordSchemas,
  wholeNumberField,
} from "./record-fields";
import { monthField } from "./nmc";

/** Clinical material of the teaching hospital, one record per month (issue 21; MSR B.1.11 item (k)). */

const COUNT_MAX = 10_000_000;

const count = (name: string, label: string, hint?: string) =>
  recordField({
    label,
    input: wholeNumberField(name, { min: 0, max: COUNT_MAX }),
    output: z.number().int(),
    form: { kind: "number", required: true, min: 0, max: COUNT_MAX, hint },
  });

export const CLINICAL_MATERIAL_FIELDS = {
  month: recordField({
    label: "Month",
    input: z.preprocess(blankToUndefined, pastMonthField("month")),
    output: z.string(),
    form: { kind: "month", required: true, hint: "YYYY-MM; not a future month" },
  }),
  opdNew: count("opdNew", "OPD: new patients"),
  opdOld: count("opdOld", "OPD: follow-up patients"),
  ipdAdmissions: count("ipdAdmissions", "IPD admissions"),
  bedOccupancyPercent: recordField({
    label: "Bed occupancy (%)",
    input: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : blankToUndefined(value)),
      z
        .number({
          error: (issue) =>
            issue.input === undefined
              ? "bedOccupancyPercent is required"
              : "bedOccupancyPercent must be a number",
        })
        .min(0, { error: "bedOccupancyPercent cannot be negative" })
        .max(100, { error: "bedOccupancyPercent must be at most 100" })
        .transform((value) => Math.round(value * 10) / 10),
    ),
    output: z.number(),
    form: { kind: "number", required: true, min: 0, max: 100, hint: "0–100, one decimal place" },
  }),
  emergencyCases: count("emergencyCases", "Emergency cases"),
  majorOperations: count("majorOperations", "Major operations"),
  minorOperations: count("minorOperations", "Minor operations"),
  deliveriesNormal: count("deliveriesNormal", "Deliveries: normal"),
  deliveriesCaesarean: count("deliveriesCaesarean", "Deliveries: caesarean"),
  labInvestigations: count("labInvestigations", "Laboratory investigations"),
  radiologyXray: count("radiologyXray", "Radiology: X-ray"),
  radiologyCt: count("radiologyCt", "Radiology: CT"),
  radiologyMri: count("radiologyMri", "Radiology: MRI"),
  radiologyUsg: count("radiologyUsg", "Radiology: ultrasound"),
  births: count("births", "Births"),
  deaths: count("deaths", "Deaths"),
};

export type ClinicalMaterialField = keyof typeof CLINICAL_MATERIAL_FIELDS;
/** The monthly figures (every field but the month), in the declaration's order. */
export const CLINICAL_FIGURES = (Object.keys(CLINICAL_MATERIAL_FIELDS) as ClinicalMaterialField[]).filter(
  (name): name is Exclude<ClinicalMaterialField, "month"> => name !== "month",
);

export const clinicalMaterial = recordSchemas(CLINICAL_MATERIAL_FIELDS, "months");
export type ClinicalMonthValues = z.output<typeof clinicalMaterial.input>;
export type ClinicalMonth = z.infer<typeof clinicalMaterial.staffRecord>;
export type ClinicalMaterialListResponse = z.infer<typeof clinicalMaterial.listResponse>;

export const clinicalMaterialListQuery = recordListQuery(
  {
    /** From this month on (YYYY-MM). */
    from: z.preprocess(blankToUndefined, monthField.optional()),
    /** Up to this month (YYYY-MM). */
    to: z.preprocess(blankToUndefined, monthField.optional()),
  },
  12,
);
export type ClinicalMaterialListQuery = z.input<typeof clinicalMaterialListQuery>;
