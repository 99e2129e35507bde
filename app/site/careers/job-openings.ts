import { JOB_DEPARTMENTS, type JobDepartment } from "../../../contract/job-vocabulary";
import type { Job } from "../../../contract/jobs";

/**
 * How the careers page lists, filters and applies for openings (public spec §2.13, §3, §9). The openings are
 * records of the jobs collection, the page's texts a site-pages record, both read by the page's loader.
 */

/** What the careers page shows of an opening. */
export type JobOpening = Pick<
  Job,
  | "_id"
  | "position"
  | "department"
  | "type"
  | "qualification"
  | "experience"
  | "posts"
  | "lastDate"
  | "description"
> & { draft?: boolean };

const departmentColours: Record<JobDepartment, string> = {
  Medical: "bg-sky-50 text-sky-800 border-sky-200",
  Nursing: "bg-rose-50 text-rose-800 border-rose-200",
  Laboratory: "bg-violet-50 text-violet-800 border-violet-200",
  Academic: "bg-amber-50 text-amber-900 border-amber-200",
  Pharmacy: "bg-teal-50 text-teal-800 border-teal-200",
  Administration: "bg-emerald-50 text-emerald-800 border-emerald-200",
};

/** The department cards: each department with open posts, and how many (summed over its openings). */
export function departmentSummaries(jobs: readonly JobOpening[]) {
  return JOB_DEPARTMENTS.map((name) => ({
    name,
    posts: jobs.filter((job) => job.department === name).reduce((sum, job) => sum + job.posts, 0),
    colour: departmentColours[name],
  })).filter((department) => department.posts > 0);
}

/** Positions the Contact HR form offers (spec §3). */
export const HR_POSITIONS = [
  { value: "medical", label: "Medical" },
  { value: "nursing", label: "Nursing" },
  { value: "academic", label: "Academic" },
  { value: "admin", label: "Administration" },
  { value: "other", label: "Other" },
] as const;

const positionByDepartment: Record<JobDepartment, string> = {
  Medical: "medical",
  Nursing: "nursing",
  Laboratory: "other",
  Academic: "academic",
  Pharmacy: "other",
  Administration: "admin",
};

/** The Contact HR form's position for an opening's Apply button. */
export const positionForJob = (job: Pick<JobOpening, "department">) => positionByDepartment[job.department];

/** The subject of the contact message a Contact HR form becomes; empty for an unknown position. */
export function jobEnquirySubject(position: string): string {
  const label = HR_POSITIONS.find((option) => option.value === position)?.label;
  return label ? `Job enquiry: ${label}` : "";
}

export interface JobFilters {
  q: string;
  department: string;
  type: string;
}

/** "all" or nothing chosen matches everything (the spec records the opposite as a defect; corrected). */
const matchesChoice = (choice: string, value: string) => !choice || choice === "all" || choice === value;

/** Search text, department and type, combined with AND. */
export function filterJobs<T extends JobOpening>(jobs: readonly T[], filters: JobFilters): T[] {
  const words = filters.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    const haystack = [job.position, job.department, job.type, job.description, job.qualification]
      .join(" ")
      .toLowerCase();
    return (
      matchesChoice(filters.department, job.department) &&
      matchesChoice(filters.type, job.type) &&
      words.every((word) => haystack.includes(word))
    );
  });
}

/** Filters from the address (?q=&department=&type=), so they work without JavaScript and can be shared. */
export function readJobFilters(params: URLSearchParams): JobFilters {
  return {
    q: params.get("q")?.slice(0, 100) ?? "",
    department: params.get("department") ?? "all",
    type: params.get("type") ?? "all",
  };
}
