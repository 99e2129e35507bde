import { z } from "zod";
import {
  emailField,
  limitField,
  optionalText,
  pageField,
  phoneField,
  requiredText,
  sortOrderField,
  successBody,
} from "./common";

export const DEPARTMENTS = [
  "Internal Medicine",
  "General Surgery",
  "Pediatrics",
  "Obstetrics & Gynecology",
  "Orthopedics",
  "Psychiatry",
  "Radiology",
  "Pathology",
  "Anesthesiology",
  "Emergency Medicine",
  "Dermatology",
  "ENT",
  "Ophthalmology",
  "Cardiology",
  "Neurology",
] as const;

/** The spec lists "Senior Resident" twice; it is offered once. */
export const DESIGNATIONS = [
  "Principal",
  "Medical Superintendent",
  "Professor & Head",
  "Professor",
  "Associate Professor",
  "Assistant Professor",
  "Senior Resident",
  "Junior Resident",
  "Lecturer",
  "Tutor",
] as const;

export const MEDICAL_COUNCILS = [
  "Medical Council of India",
  "Bihar Medical Council",
  "Delhi Medical Council",
  "Maharashtra Medical Council",
  "Tamil Nadu Medical Council",
  "Karnataka Medical Council",
] as const;

/** CSV headers in the order the template and the importer use. */
export const FACULTY_CSV_COLUMNS = [
  "Name",
  "Designation",
  "Qualification",
  "Registration No",
  "Medical Council",
  "Department",
  "Experience",
  "Email",
  "Phone",
  "Joining Date",
  "Specialization",
] as const;

export const FACULTY_CSV_SAMPLE_ROW = [
  "Dr. Ananya Verma",
  "Associate Professor",
  "MBBS, MD (Pathology)",
  "BMC-45821",
  "Bihar Medical Council",
  "Pathology",
  "8 years",
  "ananya.verma@example.edu.in",
  "+91 98765 43210",
  "2019-07-15",
  "Histopathology and cytology",
] as const;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = "File size exceeds the limit.";

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use the date form YYYY-MM-DD" })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: "Enter a real date",
    },
  );

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** Fields of the add/edit form, the multipart body and a CSV row (all arrive as text). */
export const facultyInput = z.object({
  name: requiredText("Full name", 120),
  designation: requiredText("Designation", 80),
  qualification: requiredText("Qualification", 200),
  regNo: requiredText("Registration number", 40),
  medicalCouncil: optionalText("Medical council", 80),
  department: optionalText("Department", 80),
  experience: optionalText("Experience", 60),
  experienceYears: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Experience in years must be a number" })
      .int({ error: "Experience in years must be a whole number" })
      .min(0, { error: "Experience in years cannot be negative" })
      .max(70, { error: "Experience in years must be at most 70" })
      .optional(),
  ),
  AEBASID: optionalText("AEBAS ID", 40),
  email: z.preprocess(blankToUndefined, emailField.optional()),
  phone: z.preprocess(blankToUndefined, phoneField.optional()),
  joiningDate: z.preprocess(blankToUndefined, isoDate.optional()),
  specialization: optionalText("Specialization", 2000),
});
export type FacultyInput = z.input<typeof facultyInput>;
export type FacultyValues = z.output<typeof facultyInput>;

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

export const facultyListQuery = z.object({
  page: pageField,
  limit: limitField(25, 200),
  search: z.string().trim().max(100, { error: "search must be at most 100 characters" }).optional(),
  department: z.string().trim().max(80).optional(),
  sortBy: z
    .enum(FACULTY_SORT_COLUMNS, { error: `sortBy must be one of: ${FACULTY_SORT_COLUMNS.join(", ")}` })
    .default("createdAt"),
  sortOrder: sortOrderField,
});
export type FacultyListQuery = z.input<typeof facultyListQuery>;

/** What anyone may read: no e-mail, phone or joining date. */
export const publicFacultySchema = z.object({
  _id: z.string(),
  name: z.string(),
  designation: z.string(),
  qualification: z.string(),
  regNo: z.string(),
  medicalCouncil: z.string().nullable(),
  department: z.string().nullable(),
  experience: z.string().nullable(),
  experienceYears: z.number().int().nullable(),
  AEBASID: z.string().nullable(),
  specialization: z.string().nullable(),
  photo: z.string().nullable(),
  photoThumb: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicFaculty = z.infer<typeof publicFacultySchema>;

export const facultySchema = publicFacultySchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  joiningDate: z.string().nullable(),
});
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
