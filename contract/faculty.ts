import { z } from "zod";
import {
  emailField,
  limitField,
  optionalText,
  pageField,
  phoneField,
  plainText,
  requiredText,
  searchField,
  sortOrderField,
  successBody,
} from "./common";
import { DEPARTMENT_ALIASES, DEPARTMENTS } from "./departments";
import { blankToUndefined, choiceField } from "./record-fields";

/** The National Medical Commission's teaching designations, senior first. */
export const DESIGNATIONS = [
  "Professor",
  "Associate Professor",
  "Assistant Professor",
  "Tutor/Demonstrator",
  "Senior Resident",
  "Junior Resident",
] as const;
export type Designation = (typeof DESIGNATIONS)[number];

/**
 * Earlier designations mapped to the NMC set (the migration rewrote stored rows the same way; imports
 * still accept them). "Lecturer" has been "Assistant Professor" since the 2009 teacher-eligibility rules.
 * "Principal" and "Medical Superintendent" are not designations but posts: see LEADERSHIP_ROLES.
 */
export const DESIGNATION_ALIASES: Record<string, Designation> = {
  prof: "Professor",
  // With the post Head of Department: see HEAD_DESIGNATION.
  "professor & head": "Professor",
  "professor and head": "Professor",
  "professor & hod": "Professor",
  "professor and hod": "Professor",
  "prof & head": "Professor",
  "prof and head": "Professor",
  "prof & hod": "Professor",
  "professor & head of department": "Professor",
  "professor and head of department": "Professor",
  "assoc professor": "Associate Professor",
  "asst professor": "Assistant Professor",
  lecturer: "Assistant Professor",
  tutor: "Tutor/Demonstrator",
  demonstrator: "Tutor/Demonstrator",
  "tutor / demonstrator": "Tutor/Demonstrator",
  sr: "Senior Resident",
  jr: "Junior Resident",
};

/** The head of a department's post: at most one member of each department holds it. */
export const HEAD_OF_DEPARTMENT = "Head of Department";

/** Posts the list marks within their department (a Head of Department needs a department). */
export const LEADERSHIP_ROLES = ["Principal", "Dean", "Medical Superintendent", HEAD_OF_DEPARTMENT] as const;
export type LeadershipRole = (typeof LEADERSHIP_ROLES)[number];

/**
 * Designations as colleges write a head's ("Professor & Head", "Prof. and HOD"): stored as Professor
 * with the post Head of Department (see `facultyRecordInput`), not as Professor alone.
 */
const HEAD_DESIGNATION = /^prof(?:essor)?\.?\s*(?:&|and)\s*(?:head|hod)(?:\s+of\s+(?:the\s+)?department)?$/i;

export const NMC_IMR = "National Medical Commission (IMR)";

/** Where a registration can be held: the NMC's Indian Medical Register and the State Medical Councils. */
export const MEDICAL_COUNCILS = [
  NMC_IMR,
  "Andhra Pradesh Medical Council",
  "Arunachal Pradesh Medical Council",
  "Assam Medical Council",
  "Bihar Medical Council",
  "Chhattisgarh Medical Council",
  "Delhi Medical Council",
  "Goa Medical Council",
  "Gujarat Medical Council",
  "Haryana Medical Council",
  "Himachal Pradesh Medical Council",
  "Jammu & Kashmir Medical Council",
  "Jharkhand Medical Council",
  "Karnataka Medical Council",
  "Madhya Pradesh Medical Council",
  "Maharashtra Medical Council",
  "Manipur Medical Council",
  "Meghalaya Medical Council",
  "Mizoram Medical Council",
  "Nagaland Medical Council",
  "Odisha Council of Medical Registration",
  "Punjab Medical Council",
  "Rajasthan Medical Council",
  "Sikkim Medical Council",
  "Tamil Nadu Medical Council",
  "Telangana State Medical Council",
  "Travancore-Cochin Medical Council (Kerala)",
  "Tripura State Medical Council",
  "Uttar Pradesh Medical Council",
  "Uttarakhand Medical Council",
  "West Bengal Medical Council",
] as const;
export type MedicalCouncil = (typeof MEDICAL_COUNCILS)[number];

export const MEDICAL_COUNCIL_ALIASES: Record<string, MedicalCouncil> = {
  "medical council of india": NMC_IMR,
  mci: NMC_IMR,
  nmc: NMC_IMR,
  "national medical commission": NMC_IMR,
  imr: NMC_IMR,
  "bihar council of medical registration": "Bihar Medical Council",
  "orissa council of medical registration": "Odisha Council of Medical Registration",
  "travancore cochin medical council": "Travancore-Cochin Medical Council (Kerala)",
  "kerala medical council": "Travancore-Cochin Medical Council (Kerala)",
  "telangana medical council": "Telangana State Medical Council",
};

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = "File size exceeds the limit.";

/** "15/07/2019" (or 15-07-2019, 15.07.2019: day first, as Indian spreadsheets write it) → "2019-07-15". */
export const dayFirstToIso = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(value);
  return match ? `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}` : value;
};

const isoDate = z.preprocess(
  dayFirstToIso,
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use the date form YYYY-MM-DD or DD/MM/YYYY" })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        error: "Enter a real date",
      },
    ),
);

/** How a field appears on the add/edit form. */
export interface FacultyFormSpec {
  kind: "text" | "textarea" | "select" | "number" | "date" | "email" | "tel";
  required?: boolean;
  /** Kept by the form without a control of its own (written from another field). */
  hidden?: boolean;
  hint?: string;
  choices?: readonly string[];
  /** The select's empty choice (default "Select <label>"). */
  emptyChoice?: string;
}

interface FacultyFieldSpec<Input extends z.ZodType, Output extends z.ZodType, Column extends string> {
  /** Label on the form and in messages. */
  label: string;
  /** CSV header; `csvRequired`: one of the spec's columns every import file must have. */
  csv: string;
  csvRequired: boolean;
  /** Property of the faculty table (Drizzle) holding it: the server checks this against the table. */
  column: Column;
  /** What the form, multipart body and CSV row send (all text), validated and normalised. */
  input: Input;
  /** How the API returns it. */
  output: Output;
  /** Staff only: not in the public list. */
  private?: boolean;
  form: FacultyFormSpec;
}

const field = <Input extends z.ZodType, Output extends z.ZodType, Column extends string>(
  spec: FacultyFieldSpec<Input, Output, Column>,
) => spec;

const nullableText = z.string().nullable();

/**
 * Every field of a faculty record, declared once, in the form's order. The zod input and output
 * schemas, the CSV columns, the form's controls and the service's column mapping are derived from it;
 * `server/faculty/faculty-fields.ts` checks it against the table, so a field missing on either side is
 * a type error.
 */
export const FACULTY_FIELDS = {
  name: field({
    label: "Full Name",
    csv: "Name",
    csvRequired: true,
    column: "name",
    input: requiredText("Full name", 120),
    output: z.string(),
    form: { kind: "text", required: true },
  }),
  designation: field({
    label: "Designation",
    csv: "Designation",
    csvRequired: true,
    column: "designation",
    input: choiceField("Designation", DESIGNATIONS, { aliases: DESIGNATION_ALIASES, required: true }),
    output: z.string(),
    form: { kind: "select", required: true, choices: DESIGNATIONS },
  }),
  qualification: field({
    label: "Qualification",
    csv: "Qualification",
    csvRequired: true,
    column: "qualification",
    input: requiredText("Qualification", 200),
    output: z.string(),
    form: { kind: "text", required: true },
  }),
  regNo: field({
    label: "Registration Number",
    csv: "Registration No",
    csvRequired: true,
    column: "regNo",
    input: requiredText("Registration number", 40),
    output: z.string(),
    form: { kind: "text", required: true, hint: "As issued by the medical council, e.g. BMC-45821" },
  }),
  medicalCouncil: field({
    label: "Medical Council",
    csv: "Medical Council",
    csvRequired: true,
    column: "medicalCouncil",
    input: choiceField("Medical council", MEDICAL_COUNCILS, {
      aliases: MEDICAL_COUNCIL_ALIASES,
      listName: "a State Medical Council or the National Medical Commission (IMR)",
    }),
    output: nullableText,
    // The spec marks the medical council as required on the form (the API and CSV accept it blank).
    form: { kind: "select", required: true, choices: MEDICAL_COUNCILS },
  }),
  department: field({
    label: "Department",
    csv: "Department",
    csvRequired: true,
    column: "department",
    input: choiceField("Department", DEPARTMENTS, {
      aliases: DEPARTMENT_ALIASES,
      listName: "one of the college's departments (listed under Academics › Departments)",
    }),
    output: nullableText,
    // The NMC list is department-wise: the form asks for it (the API and CSV accept it blank, like the council).
    form: { kind: "select", required: true, choices: DEPARTMENTS },
  }),
  leadershipRole: field({
    label: "Leadership Role",
    csv: "Leadership Role",
    csvRequired: false,
    column: "leadershipRole",
    input: choiceField("Leadership role", LEADERSHIP_ROLES, { aliases: { hod: HEAD_OF_DEPARTMENT } }),
    output: nullableText,
    form: {
      kind: "select",
      choices: LEADERSHIP_ROLES,
      emptyChoice: "None of these",
      hint: "Principal, Dean, Medical Superintendent or Head of Department (one per department): shown in the directory and on the NMC department-wise list",
    },
  }),
  experience: field({
    label: "Experience",
    csv: "Experience",
    csvRequired: true,
    column: "experience",
    input: optionalText("Experience", 60),
    output: nullableText,
    // Not on the form: it asks the years once and writes this text from them ("8 years").
    form: { kind: "text", hidden: true },
  }),
  experienceYears: field({
    label: "Experience in years",
    csv: "Experience Years",
    csvRequired: false,
    column: "experienceYears",
    input: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "Experience in years must be a number" })
        .int({ error: "Experience in years must be a whole number" })
        .min(0, { error: "Experience in years cannot be negative" })
        .max(70, { error: "Experience in years must be at most 70" })
        .optional(),
    ),
    output: z.number().int().nullable(),
    form: { kind: "number", hint: "Whole years of teaching experience" },
  }),
  AEBASID: field({
    label: "AEBAS ID",
    csv: "AEBAS ID",
    csvRequired: false,
    column: "aebasId",
    input: optionalText("AEBAS ID", 40),
    output: nullableText,
    form: { kind: "text", hint: "The id onboarded in the biometric attendance system" },
  }),
  email: field({
    label: "Email",
    csv: "Email",
    csvRequired: true,
    column: "email",
    input: z.preprocess(blankToUndefined, emailField.optional()),
    output: nullableText,
    private: true,
    form: { kind: "email" },
  }),
  phone: field({
    label: "Phone",
    csv: "Phone",
    csvRequired: true,
    column: "phone",
    input: z.preprocess(blankToUndefined, phoneField.optional()),
    output: nullableText,
    private: true,
    form: { kind: "tel" },
  }),
  joiningDate: field({
    label: "Joining Date",
    csv: "Joining Date",
    csvRequired: true,
    column: "joiningDate",
    input: z.preprocess(blankToUndefined, isoDate.optional()),
    output: nullableText,
    private: true,
    form: { kind: "date" },
  }),
  specialization: field({
    label: "Specialization",
    csv: "Specialization",
    csvRequired: true,
    column: "specialization",
    input: optionalText("Specialization", 2000, { multiline: true }),
    output: nullableText,
    form: { kind: "textarea" },
  }),
};

export type FacultyFields = typeof FACULTY_FIELDS;
export type FacultyField = keyof FacultyFields;
export const FACULTY_FIELD_NAMES = Object.keys(FACULTY_FIELDS) as FacultyField[];
type PrivateField = {
  [K in FacultyField]: FacultyFields[K] extends { private: true } ? K : never;
}[FacultyField];
type PublicField = Exclude<FacultyField, PrivateField>;
const isPrivate = (name: FacultyField) => "private" in FACULTY_FIELDS[name];
export const FACULTY_PUBLIC_FIELDS = FACULTY_FIELD_NAMES.filter((name) => !isPrivate(name)) as PublicField[];
export const FACULTY_PRIVATE_FIELDS = FACULTY_FIELD_NAMES.filter(isPrivate) as PrivateField[];

function shapeOf<K extends FacultyField, P extends "input" | "output">(names: readonly K[], part: P) {
  return Object.fromEntries(names.map((name) => [name, FACULTY_FIELDS[name][part]])) as {
    [F in K]: FacultyFields[F][P];
  };
}

/** Fields of the add/edit form, the multipart body and a CSV row (all arrive as text). */
export const facultyInput = z.object(shapeOf(FACULTY_FIELD_NAMES, "input"));
export type FacultyInput = z.input<typeof facultyInput>;
export type FacultyValues = z.output<typeof facultyInput>;

/** "Professor & Head" keeps the headship: the post Head of Department, unless another post is given. */
function headshipFromDesignation(value: unknown) {
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const designation = typeof record.designation === "string" ? record.designation.trim() : "";
  const role =
    typeof record.leadershipRole === "string" ? record.leadershipRole.trim() : record.leadershipRole;
  if (!HEAD_DESIGNATION.test(designation) || role) return value;
  return { ...record, leadershipRole: HEAD_OF_DEPARTMENT };
}

/**
 * A member as the form, the API and a CSV row send it: `facultyInput` plus the rules across fields (a
 * head's designation keeps the post; a Head of Department belongs to a department). The server checks
 * that a department has one head.
 */
export const facultyRecordInput = z
  .preprocess(headshipFromDesignation, facultyInput)
  .superRefine((values, ctx) => {
    if (values.leadershipRole === HEAD_OF_DEPARTMENT && !values.department) {
      ctx.addIssue({
        code: "custom",
        path: ["department"],
        message: "A Head of Department needs a department",
      });
    }
  });

/** CSV headers of the spec's columns, in order (every import file has them; the template starts with them). */
export const FACULTY_CSV_COLUMNS = FACULTY_FIELD_NAMES.filter((name) => FACULTY_FIELDS[name].csvRequired).map(
  (name) => FACULTY_FIELDS[name].csv,
);
/** Further columns an import may have, and the template offers after the spec's. */
export const FACULTY_CSV_OPTIONAL_COLUMNS = FACULTY_FIELD_NAMES.filter(
  (name) => !FACULTY_FIELDS[name].csvRequired,
).map((name) => FACULTY_FIELDS[name].csv);

/** The template's sample row, by field. */
const CSV_SAMPLE: Record<FacultyField, string> = {
  name: "Dr. Ananya Verma",
  designation: "Associate Professor",
  qualification: "MBBS, MD (Pathology)",
  regNo: "BMC-45821",
  medicalCouncil: "Bihar Medical Council",
  department: "Pathology",
  leadershipRole: "",
  experience: "8 years",
  experienceYears: "8",
  AEBASID: "AEB710013",
  email: "ananya.verma@example.edu.in",
  phone: "+91 98765 43210",
  joiningDate: "2019-07-15",
  specialization: "Histopathology and cytology",
};
const csvFieldOrder = [
  ...FACULTY_FIELD_NAMES.filter((name) => FACULTY_FIELDS[name].csvRequired),
  ...FACULTY_FIELD_NAMES.filter((name) => !FACULTY_FIELDS[name].csvRequired),
];
export const FACULTY_CSV_TEMPLATE_COLUMNS = csvFieldOrder.map((name) => FACULTY_FIELDS[name].csv);
export const FACULTY_CSV_SAMPLE_ROW = csvFieldOrder.map((name) => CSV_SAMPLE[name]);

export const FACULTY_SORT_COLUMNS = [
  "createdAt",
  "name",
  "designation",
  "department",
  "qualification",
  "regNo",
  "experienceYears",
  "joiningDate",
] as const;

/** Sort keys that are private fields: only callers who may read those fields (faculty:read) may sort by them. */
export const FACULTY_PRIVATE_SORT_COLUMNS = FACULTY_SORT_COLUMNS.filter((column) =>
  (FACULTY_PRIVATE_FIELDS as readonly string[]).includes(column),
);
const FACULTY_PUBLIC_SORT_COLUMNS = FACULTY_SORT_COLUMNS.filter(
  (column) => !(FACULTY_PRIVATE_SORT_COLUMNS as readonly string[]).includes(column),
);
export const PRIVATE_SORT_MESSAGE = `sortBy must be one of: ${FACULTY_PUBLIC_SORT_COLUMNS.join(", ")} (the other sort keys are private fields, for staff only)`;

export const facultyListQuery = z.object({
  page: pageField,
  limit: limitField(25, 200),
  search: searchField(),
  department: plainText("department", 80).optional(),
  sortBy: z
    .enum(FACULTY_SORT_COLUMNS, { error: `sortBy must be one of: ${FACULTY_SORT_COLUMNS.join(", ")}` })
    .default("createdAt"),
  sortOrder: sortOrderField,
});
export type FacultyListQuery = z.input<typeof facultyListQuery>;

const recordMeta = {
  photo: z.string().nullable(),
  photoThumb: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** What anyone may read: no e-mail, phone or joining date. */
export const publicFacultySchema = z.object({
  _id: z.string(),
  ...shapeOf(FACULTY_PUBLIC_FIELDS, "output"),
  ...recordMeta,
});
export type PublicFaculty = z.infer<typeof publicFacultySchema>;

export const facultySchema = publicFacultySchema.extend(shapeOf(FACULTY_PRIVATE_FIELDS, "output"));
export type Faculty = z.infer<typeof facultySchema>;

export const facultyPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalRecords: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type FacultyPagination = z.infer<typeof facultyPaginationSchema>;

export const facultyListResponse = successBody(
  z.object({
    faculty: z.array(z.union([facultySchema, publicFacultySchema])),
    pagination: facultyPaginationSchema,
  }),
);
export type FacultyListResponse = z.infer<typeof facultyListResponse>;

export const facultyResponse = successBody(facultySchema);

export const facultyStatsSchema = z.object({
  total: z.number().int(),
  byDepartment: z.array(z.object({ department: z.string(), count: z.number().int() })),
  byDesignation: z.array(z.object({ designation: z.string(), count: z.number().int() })),
});
export type FacultyStats = z.infer<typeof facultyStatsSchema>;

export const csvImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
