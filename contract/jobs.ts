import { z } from "zod";
import { JOB_DEPARTMENTS, JOB_TYPES } from "./job-vocabulary";
import { limitField, pageField, requiredText, searchField, successBody } from "./common";
import { contentPaginationSchema, contentStatusField, CONTENT_STATUSES, dateField } from "./content";
import { collegeDate } from "./nmc";

/** Job openings on the careers page (issue 11): the departments and types its filters offer. */
export { JOB_DEPARTMENTS, JOB_TYPES, type JobDepartment, type JobType } from "./job-vocabulary";

export const JOB_POSTS_MAX = 1000;

/** A whole number of posts; form strings ("3") are read as numbers. */
const postsField = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: "posts must be a number" })
    .int({ error: "posts must be a whole number" })
    .min(1, { error: "posts must be 1 or more" })
    .max(JOB_POSTS_MAX, { error: `posts must be at most ${JOB_POSTS_MAX}` }),
);

const jobFields = {
  position: requiredText("Position", 150),
  department: z.enum(JOB_DEPARTMENTS, { error: `department must be one of ${JOB_DEPARTMENTS.join(", ")}` }),
  type: z.enum(JOB_TYPES, { error: `type must be one of ${JOB_TYPES.join(", ")}` }),
  /** One requirement per line. */
  qualification: requiredText("Qualification", 2000, { multiline: true }),
  experience: requiredText("Experience", 150),
  posts: postsField,
  /** The last day to apply (India time): the opening closes after it. */
  lastDate: dateField("lastDate"),
  /** Plain text; paragraphs separated by a blank line. */
  description: requiredText("Description", 5000, { multiline: true }),
  status: contentStatusField,
};

/** POST /api/jobs: a new opening is a draft unless sent as published. */
export const jobInput = z.object({ ...jobFields, status: contentStatusField.default("draft") });
export type JobInput = z.input<typeof jobInput>;
export type JobValues = z.output<typeof jobInput>;

/** PATCH /api/jobs/{id}: the fields sent replace the stored ones (no defaults: a field not sent stays). */
export const jobPatchInput = z.object(jobFields).partial();

export const jobSchema = z.object({
  _id: z.string(),
  position: z.string(),
  department: z.enum(JOB_DEPARTMENTS),
  type: z.enum(JOB_TYPES),
  qualification: z.string(),
  experience: z.string(),
  posts: z.number().int(),
  lastDate: z.string(),
  description: z.string(),
  status: z.enum(CONTENT_STATUSES),
  /** Past its lastDate (India time), judged when read: no longer listed publicly. */
  closed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** The staff list's status filter: `published` means published and still open, `closed` published and past its last date. */
export const JOB_LIST_STATUSES = ["draft", "published", "closed"] as const;
export type JobListStatus = (typeof JOB_LIST_STATUSES)[number];

export const jobListQuery = z.object({
  page: pageField,
  limit: limitField(10, 100),
  /** Position contains. */
  search: searchField(),
  department: z
    .enum(JOB_DEPARTMENTS, { error: `department must be one of ${JOB_DEPARTMENTS.join(", ")}` })
    .optional(),
  type: z.enum(JOB_TYPES, { error: `type must be one of ${JOB_TYPES.join(", ")}` }).optional(),
  /** Staff only. */
  status: z.enum(JOB_LIST_STATUSES, { error: "status must be draft, published or closed" }).optional(),
});
export type JobListQuery = z.input<typeof jobListQuery>;

export const jobListResponse = successBody(
  z.object({ jobs: z.array(jobSchema), pagination: contentPaginationSchema }),
);
export type JobListResponse = z.infer<typeof jobListResponse>;
export const jobResponse = successBody(jobSchema);

/** Today in the college's time zone (YYYY-MM-DD): an opening is open up to and including its lastDate. */
export const jobToday = (now: Date = new Date()) => collegeDate(now);
export const isJobClosed = (lastDate: string, now: Date = new Date()) => lastDate < jobToday(now);

/** A line-per-item text (qualification) as its non-empty lines. */
export const textLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean);

/** A YYYY-MM-DD date `days` later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
