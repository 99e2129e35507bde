import type { z } from "zod";
import { CLINICAL_MATERIAL_FIELDS, clinicalMaterial } from "../../../contract/clinical-material";
import { EXAM_RESULT_FIELDS, examResults } from "../../../contract/exam-results";
import { NON_TEACHING_STAFF_FIELDS, nonTeachingStaff } from "../../../contract/non-teaching-staff";
import type { Permission } from "../../../contract/permissions";
import type { RecordFields } from "../../../contract/record-fields";
import {
  STUDENT_CSV_COLUMNS,
  STUDENT_CSV_SAMPLE_ROW,
  STUDENT_FIELDS,
  students,
} from "../../../contract/students";

/**
 * A staff-kept record kind (issue 21, ADR 018) as its back-office screen shows it: the contract's field
 * declaration and schemas, and the few choices a screen makes (its names, which fields are columns and
 * filters). The list, the form, the filters and the CSV import are derived from it (register-page.tsx).
 */
export interface Register {
  /** The API path under /api and the screen's under /dashboard. */
  path: string;
  /** The list envelope's key (`data.students`). */
  plural: string;
  nouns: { one: string; many: string };
  title: string;
  subtitle: string;
  fields: RecordFields;
  /** The contract's POST body, checked in the form before sending. */
  input: z.ZodType;
  /** The field that names a row (the first column). */
  titleField: string;
  /** The other columns, in order (private ones are left out for a role that only reads). */
  columns: readonly string[];
  /** Fields with a fixed list of choices offered as filters (the list query takes the same names). */
  filters: readonly string[];
  write: Permission;
  /** How a row is addressed in PATCH and DELETE (the id unless the kind has its own key). */
  keyOf?: (row: Record<string, unknown>) => string;
  csv?: { columns: readonly string[]; sample: readonly string[]; templateName: string; note: string };
}

export const REGISTERS: readonly Register[] = [
  {
    path: "non-teaching-staff",
    plural: "staff",
    nouns: { one: "staff member", many: "staff members" },
    title: "Non-teaching staff",
    subtitle: "The college's non-teaching staff; name, designation, section and qualification are public.",
    fields: NON_TEACHING_STAFF_FIELDS,
    input: nonTeachingStaff.input,
    titleField: "name",
    columns: ["designation", "section", "qualification", "joiningDate", "email", "phone"],
    filters: ["section"],
    write: "non-teaching-staff:write",
  },
  {
    path: "students",
    plural: "students",
    nouns: { one: "student", many: "students" },
    title: "Admitted students",
    subtitle: "Students admitted to each course and batch, for the merit-wise and category-wise disclosure.",
    fields: STUDENT_FIELDS,
    input: students.input,
    titleField: "name",
    columns: ["batch", "course", "quota", "category", "neetRank", "neetScore", "admittedOn", "status"],
    filters: ["course", "quota", "category", "status"],
    write: "students:write",
    csv: {
      columns: STUDENT_CSV_COLUMNS,
      sample: STUDENT_CSV_SAMPLE_ROW,
      templateName: "students_template.csv",
      note:
        "Every column but PwD and Status is required; dates use the form YYYY-MM-DD and the batch the form 2025-26. " +
        "A file with any bad row imports nothing: correct the rows listed and import it again.",
    },
  },
  {
    path: "clinical-material",
    plural: "months",
    nouns: { one: "month", many: "months" },
    title: "Clinical material",
    subtitle: "The teaching hospital's figures, one record per month.",
    fields: CLINICAL_MATERIAL_FIELDS,
    input: clinicalMaterial.input,
    titleField: "month",
    columns: ["opdNew", "opdOld", "ipdAdmissions", "bedOccupancyPercent", "births", "deaths"],
    filters: [],
    write: "clinical-material:write",
    keyOf: (row) => String(row.month),
  },
  {
    path: "exam-results",
    plural: "results",
    nouns: { one: "examination result", many: "examination results" },
    title: "Examination results",
    subtitle: "Results of the college's examinations; the pass percentage is worked out from the figures.",
    fields: EXAM_RESULT_FIELDS,
    input: examResults.input,
    titleField: "exam",
    columns: ["held", "appeared", "passed"],
    filters: [],
    write: "exam-results:write",
  },
];

export const registerAt = (path: string) => REGISTERS.find((register) => register.path === path);
