import { collegeDate } from "./college-time";
import { z } from "zod";
import { requiredText } from "./common";
import { booleanField, dateField } from "./content";

import {
  blankToUndefined,
  choiceField,
  recordField,
  recordListQuery,
  recordSchemas,
  wholeNumberField,
} from "./record-fields";

/**
 * Admitted students (issue 21): the register behind MSR B.1.11 item (d), "students admitted merit-wise and
 * category-wise". A student's contact details are not kept here; whether a student is a person with a
 * disability is staff-only (the public reads only the count).
 */

export const UG_COURSE = "MBBS";
/** The postgraduate courses the college runs (Academics › PG Courses). */
export const PG_COURSES = [
  "MD General Medicine",
  "MS General Surgery",
  "MS Obstetrics & Gynaecology",
  "MS Orthopaedics",
  "MS Ophthalmology",
  "MD Paediatrics",
  "MD Dermatology Venereology & Leprosy",
  "MD Anaesthesiology",
  "MD Pathology",
  "MS Otorhinolaryngology",
] as const;
export const STUDENT_COURSES = [UG_COURSE, ...PG_COURSES] as const;
export type StudentCourse = (typeof STUDENT_COURSES)[number];
export const courseLevel = (course: string): "UG" | "PG" => (course === UG_COURSE ? "UG" : "PG");

export const QUOTAS = ["state", "management", "nri", "all-india"] as const;
export type Quota = (typeof QUOTAS)[number];
export const QUOTA_LABELS: Record<Quota, string> = {
  state: "State quota",
  management: "Management quota",
  nri: "NRI quota",
  "all-india": "All India quota",
};

export const CATEGORIES = ["general", "ews", "obc", "sc", "st"] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  general: "General",
  ews: "EWS",
  obc: "OBC",
  sc: "SC",
  st: "ST",
};

export const STUDENT_STATUSES = ["studying", "completed", "left"] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  studying: "Studying",
  completed: "Completed",
  left: "Left",
};

/** NEET-PG is marked out of 800 (NEET-UG out of 720). */
export const NEET_SCORE_MAX = 800;
export const NEET_RANK_MAX = 5_000_000;

const BATCH_PATTERN = /^(\d{4})-(\d{2})$/;
/** An academic year, "2025-26": the second year follows the first. */
export const batchField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "batch is required" })
    .trim()
    .regex(BATCH_PATTERN, { error: "batch must be an academic year such as 2025-26" })
    .refine(
      (value) => {
        const [, first, second] = BATCH_PATTERN.exec(value) ?? [];
        return Number(second) === (Number(first) + 1) % 100;
      },
      { error: "batch must be two consecutive years, such as 2025-26" },
    ),
);

/** The academic year a date falls in (sessions start in August, as counselling ends then). */
export function academicYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 8 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
export const currentAcademicYear = (now: Date = new Date()) => academicYearOf(collegeDate(now));
export const previousAcademicYear = (batch: string) => {
  const start = Number(batch.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
};

const same = <T extends string>(list: readonly T[]) => Object.fromEntries(list.map((item) => [item, item]));

export const STUDENT_FIELDS = {
  name: recordField({
    label: "Name",
    csv: "Name",
    input: requiredText("name", 120),
    output: z.string(),
    form: { kind: "text", required: true },
  }),
  batch: recordField({
    label: "Batch",
    csv: "Batch",
    input: batchField,
    output: z.string(),
    form: { kind: "text", required: true, hint: "Academic year of admission, e.g. 2025-26" },
  }),
  course: recordField({
    label: "Course",
    csv: "Course",
    input: choiceField("course", STUDENT_COURSES, {
      required: true,
      listName: "MBBS or one of the college's PG courses",
    }),
    output: z.enum(STUDENT_COURSES),
    form: { kind: "select", required: true, choices: STUDENT_COURSES, choiceLabels: same(STUDENT_COURSES) },
  }),
  quota: recordField({
    label: "Quota",
    csv: "Quota",
    input: choiceField("quota", QUOTAS, {
      required: true,
      aliases: { "all india": "all-india", aiq: "all-india", "state quota": "state", "nri quota": "nri" },
    }),
    output: z.enum(QUOTAS),
    form: { kind: "select", required: true, choices: QUOTAS, choiceLabels: QUOTA_LABELS },
  }),
  category: recordField({
    label: "Category",
    csv: "Category",
    input: choiceField("category", CATEGORIES, {
      required: true,
      aliases: { gen: "general", ur: "general", unreserved: "general", "obc-ncl": "obc" },
    }),
    output: z.enum(CATEGORIES),
    form: { kind: "select", required: true, choices: CATEGORIES, choiceLabels: CATEGORY_LABELS },
  }),
  pwd: recordField({
    label: "Person with disability",
    csv: "PwD",
    input: z.preprocess(
      (value) => {
        const text = typeof value === "string" ? value.trim().toLowerCase() : value;
        return text === undefined || text === "" || text === "no" || text === "n"
          ? false
          : text === "yes" || text === "y"
            ? true
            : text;
      },
      booleanField.pipe(z.boolean({ error: "pwd must be true or false" })),
    ),
    output: z.boolean(),
    private: true,
    form: { kind: "checkbox" },
  }),
  neetRank: recordField({
    label: "NEET rank",
    csv: "NEET Rank",
    input: wholeNumberField("neetRank", { min: 1, max: NEET_RANK_MAX }),
    output: z.number().int(),
    form: { kind: "number", required: true, min: 1, max: NEET_RANK_MAX, hint: "All India rank" },
  }),
  neetScore: recordField({
    label: "NEET score",
    csv: "NEET Score",
    input: wholeNumberField("neetScore", { min: 0, max: NEET_SCORE_MAX }),
    output: z.number().int(),
    form: { kind: "number", required: true, min: 0, max: NEET_SCORE_MAX },
  }),
  admittedOn: recordField({
    label: "Admitted on",
    csv: "Admitted On",
    input: z.preprocess(
      blankToUndefined,
      dateField("admittedOn").refine((date) => date <= collegeDate(new Date()), {
        error: "admittedOn must not be in the future",
      }),
    ),
    output: z.string(),
    form: { kind: "date", required: true },
  }),
  status: recordField({
    label: "Status",
    csv: "Status",
    input: z.preprocess(
      (value) => blankToUndefined(value) ?? "studying",
      choiceField("status", STUDENT_STATUSES, { required: true }),
    ),
    output: z.enum(STUDENT_STATUSES),
    private: true,
    form: { kind: "select", required: true, choices: STUDENT_STATUSES, choiceLabels: STUDENT_STATUS_LABELS },
  }),
};

export const students = recordSchemas(STUDENT_FIELDS, "students");
export const studentInput = students.input;
export type StudentInput = z.input<typeof studentInput>;
export type StudentValues = z.output<typeof studentInput>;
export type Student = z.infer<typeof students.staffRecord>;
export type PublicStudent = z.infer<typeof students.publicRecord>;
export type StudentListResponse = z.infer<typeof students.listResponse>;

export const studentListQuery = recordListQuery({
  batch: z.preprocess(blankToUndefined, batchField.optional()),
  course: choiceField("course", STUDENT_COURSES, { listName: "MBBS or one of the college's PG courses" }),
  quota: choiceField("quota", QUOTAS, {}),
  category: choiceField("category", CATEGORIES, {}),
  /** Staff only (the status is not public). */
  status: choiceField("status", STUDENT_STATUSES, {}),
});
export type StudentListQuery = z.input<typeof studentListQuery>;

/** The CSV import's columns in the template's order, and its sample row. */
export const STUDENT_CSV_COLUMNS = Object.keys(students.csvColumns);
export const STUDENT_CSV_SAMPLE_ROW = [
  "Aarav Kumar",
  "2025-26",
  "MBBS",
  "state",
  "general",
  "no",
  "48213",
  "612",
  "2025-08-28",
  "studying",
];
