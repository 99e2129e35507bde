import type { JobDepartment, JobType } from "../../../../contract/job-vocabulary";
import { useMessages } from "~/site/i18n/messages";
import type { MessageKey } from "~/site/i18n/messages.en";

const DEPARTMENTS: Record<JobDepartment, MessageKey> = {
  Medical: "applicants.career.departmentMedical",
  Nursing: "applicants.career.departmentNursing",
  Laboratory: "applicants.career.departmentLaboratory",
  Academic: "applicants.career.departmentAcademic",
  Pharmacy: "applicants.career.departmentPharmacy",
  Administration: "applicants.career.departmentAdministration",
};

const TYPES: Record<JobType, MessageKey> = {
  "Full-time": "applicants.career.typeFullTime",
  "Part-time": "applicants.career.typePartTime",
  Contract: "applicants.career.typeContract",
  Internship: "applicants.career.typeInternship",
};

/** The job vocabulary's words (departments, job types) in the page's language; the values stay English. */
export function useJobWords() {
  const { t } = useMessages();
  return {
    department: (name: string) => (name in DEPARTMENTS ? t(DEPARTMENTS[name as JobDepartment]) : name),
    type: (name: string) => (name in TYPES ? t(TYPES[name as JobType]) : name),
  };
}
