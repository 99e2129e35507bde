// Kept apart from contract/jobs.ts and free of zod: the public pages' enhancement script reads these,
// and zod would add ~25 KB and an eval that the Content-Security-Policy refuses.

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
