/**
 * Who may do what: the one role → permission table that the server's route guards, the back-office
 * navigation and the permission-matrix test all read.
 */
export const ROLES = [
  "admin",
  "admissions",
  "faculty-records",
  "editor",
  "grievance",
  "internal-committee",
  "hospital-records",
  "hospital-desk",
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  admissions: "Admissions office",
  "faculty-records": "Faculty records",
  editor: "Web editor",
  grievance: "Grievance officer",
  "internal-committee": "Internal Committee",
  "hospital-records": "Hospital records",
  "hospital-desk": "Hospital desk",
};

export const PERMISSIONS = [
  "faculty:read",
  "faculty:write",
  "enquiries:read",
  "enquiries:write",
  "enquiries:export",
  "messages:read",
  "messages:write",
  "messages:read-careers",
  "users:manage",
  "audit:read",
  "settings:manage",
  "content:write",
  "nmc:publish",
  "mail:manage",
  // Complaints (issue 22): need-to-know, so not even the admin holds these.
  "grievances:work",
  "grievances:work-harassment",
  "students:write",
  "non-teaching-staff:write",
  "clinical-material:write",
  "exam-results:write",
  "college-information:write",
  "disclosure:publish",
  "opd:write",
  "blood-stock:write",
  // Research publications, CMEs and awards (MSR B.1.11 items (e) to (g)): the academic section's records.
  "academic-records:write",
  // WhatsApp/SMS reply templates (issue 25): the admin keeps them; the admissions office reads them.
  "message-templates:write",
  // Counselling rounds and the updates to families who asked for them (issue 25).
  "counselling:write",
  // Patients' appointment requests (issue 23): their phone numbers are need-to-know (ADR 024).
  "appointments:work",
  // The rate list and the patients' guides (registration, insurance, Ayushman Bharat, ABHA).
  "hospital-info:write",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permissions only a committee role holds: a complaint's content is not the administrator's to read. */
const COMMITTEE_ONLY: readonly Permission[] = ["grievances:work", "grievances:work-harassment"];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS.filter((permission) => !COMMITTEE_ONLY.includes(permission)),
  admissions: [
    "enquiries:read",
    "enquiries:write",
    "enquiries:export",
    "messages:read",
    "messages:write",
    "counselling:write",
  ],
  "faculty-records": [
    "faculty:read",
    "faculty:write",
    "messages:read-careers",
    "nmc:publish",
    "students:write",
    "non-teaching-staff:write",
    "exam-results:write",
    "academic-records:write",
  ],
  editor: ["content:write", "faculty:read"],
  // The grievance redressal officer and the anti-ragging nodal officer: every category but sexual harassment.
  grievance: ["grievances:work"],
  // The Internal Committee (POSH Act 2013): sexual-harassment complaints only.
  "internal-committee": ["grievances:work-harassment"],
  "hospital-records": ["clinical-material:write"],
  // The hospital's desk keeps the OPD timetable (issue 23), reading the faculty records to pick doctors,
  // the blood bank's stock, patients' appointment requests (calling them back), and what patients pay and how
  // they are covered (the rate list, the patients' guides).
  "hospital-desk": [
    "opd:write",
    "blood-stock:write",
    "hospital-info:write",
    "faculty:read",
    "appointments:work",
  ],
};

export const FORBIDDEN_MESSAGE = "Forbidden: your role does not allow this";

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Whether a role may use a permission; an unknown role may use nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}
