import { z } from "zod";
import { emailField, phoneField, requiredText } from "./common";
import { dateField } from "./content";
import { blankToUndefined, choiceField, recordField, recordListQuery, recordSchemas } from "./record-fields";

/** Non-teaching staff (issue 21): MSR B.1.11 item (b) and /faculty/non-teaching-staff. */
export const STAFF_SECTIONS = [
  "Administration",
  "Accounts",
  "Library",
  "Nursing",
  "Laboratory",
  "Pharmacy",
  "Radiology",
  "Medical Records",
  "Hostel",
  "Maintenance",
  "Security",
  "Other",
] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const NON_TEACHING_STAFF_FIELDS = {
  name: recordField({
    label: "Name",
    input: requiredText("name", 120),
    output: z.string(),
    form: { kind: "text", required: true },
  }),
  designation: recordField({
    label: "Designation",
    input: requiredText("designation", 120),
    output: z.string(),
    form: { kind: "text", required: true, hint: "For example: Staff Nurse, Librarian, Lab Technician" },
  }),
  section: recordField({
    label: "Section",
    input: choiceField("section", STAFF_SECTIONS, { required: true }),
    output: z.enum(STAFF_SECTIONS),
    form: { kind: "select", required: true, choices: STAFF_SECTIONS },
  }),
  qualification: recordField({
    label: "Qualification",
    input: requiredText("qualification", 200),
    output: z.string(),
    form: { kind: "text", required: true },
  }),
  joiningDate: recordField({
    label: "Joining date",
    input: optional(dateField("joiningDate")),
    output: z.string().nullable(),
    private: true,
    form: { kind: "date" },
  }),
  email: recordField({
    label: "Email",
    input: optional(emailField),
    output: z.string().nullable(),
    private: true,
    form: { kind: "email" },
  }),
  phone: recordField({
    label: "Phone",
    input: optional(phoneField),
    output: z.string().nullable(),
    private: true,
    form: { kind: "tel" },
  }),
};

export const nonTeachingStaff = recordSchemas(NON_TEACHING_STAFF_FIELDS, "staff");
export type StaffMemberValues = z.output<typeof nonTeachingStaff.input>;
export type StaffMember = z.infer<typeof nonTeachingStaff.staffRecord>;
export type PublicStaffMember = z.infer<typeof nonTeachingStaff.publicRecord>;
export type StaffListResponse = z.infer<typeof nonTeachingStaff.listResponse>;

export const staffListQuery = recordListQuery({
  section: choiceField("section", STAFF_SECTIONS, {}),
});
export type StaffListQuery = z.input<typeof staffListQuery>;
