/** The careers page's content (public spec §2.13, §3, §9): sample openings, department summary, benefits. */

export const JOB_DEPARTMENTS = [
  "Medical",
  "Nursing",
  "Laboratory",
  "Academic",
  "Pharmacy",
  "Administration",
] as const;
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];

export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Internship"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export interface JobOpening {
  id: string;
  title: string;
  department: JobDepartment;
  type: JobType;
  location: string;
  /** Annual, in rupees, as text. */
  salary: string;
  experience: string;
  /** Relative, as published. */
  posted: string;
  description: string;
  requirements: string[];
  benefits: string[];
}

export const careerClaims = { openPositions: "30+", employees: "500+" } as const;

export const jobOpenings: JobOpening[] = [
  {
    id: "assistant-professor-general-medicine",
    title: "Assistant Professor, General Medicine",
    department: "Medical",
    type: "Full-time",
    location: "Patna, Bihar",
    salary: "₹18,00,000 – ₹24,00,000 per year",
    experience: "3+ years after MD",
    posted: "2 days ago",
    description:
      "Teach MBBS and postgraduate students, run medicine OPD and ward rounds in our 720-bed teaching hospital, and take part in the department's research.",
    requirements: [
      "MD in General Medicine from an NMC-recognised institution",
      "Registration with a state medical council or the NMC",
      "Teaching experience as required by NMC norms",
    ],
    benefits: ["Campus accommodation", "Research and conference support", "Medical cover for family"],
  },
  {
    id: "staff-nurse-icu",
    title: "Staff Nurse (ICU)",
    department: "Nursing",
    type: "Full-time",
    location: "Patna, Bihar",
    salary: "₹3,60,000 – ₹4,80,000 per year",
    experience: "2+ years in critical care",
    posted: "1 week ago",
    description:
      "Care for patients in the ICU, ICCU and SICU on rotating shifts, working with intensivists and the critical-care team.",
    requirements: [
      "B.Sc. Nursing or GNM",
      "Registration with the Bihar Nurses Registration Council",
      "BLS certification; ACLS preferred",
    ],
    benefits: ["Shift allowance", "Hostel for women staff", "Paid training"],
  },
  {
    id: "lab-technician-central-laboratory",
    title: "Laboratory Technician",
    department: "Laboratory",
    type: "Full-time",
    location: "Patna, Bihar",
    salary: "₹2,40,000 – ₹3,30,000 per year",
    experience: "1+ year",
    posted: "3 days ago",
    description:
      "Run investigations in the central laboratory (biochemistry, pathology and microbiology) and keep quality-control records.",
    requirements: ["B.Sc. or Diploma in Medical Laboratory Technology", "Knowledge of automated analysers"],
    benefits: ["Provident fund", "Medical cover", "Uniform and meal allowance"],
  },
  {
    id: "associate-professor-anatomy",
    title: "Associate Professor, Anatomy",
    department: "Academic",
    type: "Full-time",
    location: "Patna, Bihar",
    salary: "₹15,00,000 – ₹20,00,000 per year",
    experience: "4+ years as Assistant Professor",
    posted: "5 days ago",
    description:
      "Lead dissection-hall teaching and lectures for first-year MBBS students and guide the department's academic work.",
    requirements: [
      "MD/MS in Anatomy (or M.Sc. Medical Anatomy with PhD as per NMC norms)",
      "Publications as required by NMC for promotion",
    ],
    benefits: ["Campus accommodation", "Academic leave", "Research grants"],
  },
  {
    id: "pharmacist-hospital-pharmacy",
    title: "Pharmacist",
    department: "Pharmacy",
    type: "Part-time",
    location: "Patna, Bihar",
    salary: "₹1,80,000 – ₹2,40,000 per year",
    experience: "1+ year in a hospital pharmacy",
    posted: "2 weeks ago",
    description:
      "Dispense medicines in the hospital pharmacy, keep stock records and counsel patients on their medicines.",
    requirements: ["D.Pharm or B.Pharm", "Registration with the Bihar State Pharmacy Council"],
    benefits: ["Flexible shifts", "Staff discount on medicines"],
  },
  {
    id: "admissions-office-assistant",
    title: "Admissions Office Assistant",
    department: "Administration",
    type: "Contract",
    location: "Patna, Bihar",
    salary: "₹2,16,000 – ₹3,00,000 per year",
    experience: "1–3 years in an office role",
    posted: "4 days ago",
    description:
      "Answer applicants and parents by phone and e-mail, keep admission files in order and help during counselling season.",
    requirements: [
      "Graduate in any discipline",
      "Good spoken Hindi and English",
      "Comfortable with spreadsheets",
    ],
    benefits: ["Contract renewable yearly", "Paid leave"],
  },
];

/** Department summary cards (spec §3: fixed counts). */
export const departmentSummaries = [
  { name: "Medical", openings: 12, icon: "stethoscope", colour: "bg-sky-50 text-sky-800 border-sky-200" },
  { name: "Nursing", openings: 8, icon: "heart", colour: "bg-rose-50 text-rose-800 border-rose-200" },
  { name: "Academic", openings: 6, icon: "book", colour: "bg-amber-50 text-amber-900 border-amber-200" },
  {
    name: "Administration",
    openings: 4,
    icon: "briefcase",
    colour: "bg-emerald-50 text-emerald-800 border-emerald-200",
  },
] as const;

export const workBenefits = [
  {
    title: "Teaching hospital",
    text: "Work and learn in a 720-bed hospital with 21 clinical units and a steady flow of patients.",
  },
  {
    title: "Growth",
    text: "Continuing medical education, conference support and a clear path for academic promotion.",
  },
  {
    title: "Campus life",
    text: "A green 25-acre campus, 30 minutes from the airport, with the hospital and college side by side.",
  },
  { title: "Health cover", text: "Medical care for staff and their families at the college hospital." },
];

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
export const positionForJob = (job: JobOpening) => positionByDepartment[job.department];

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
export function filterJobs(jobs: JobOpening[], filters: JobFilters): JobOpening[] {
  const words = filters.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    const haystack = [job.title, job.department, job.type, job.location, job.description]
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
