import { collegeDate } from "./college-time";
import type { StaffRecord } from "./collections/collection";
import type { jobsCollection } from "./collections/jobs";

/** Job openings on the careers page (issue 11): a content collection (`contract/collections/jobs.ts`). */
export { JOB_DEPARTMENTS, JOB_TYPES, type JobDepartment, type JobType } from "./job-vocabulary";
export { JOB_POSTS_MAX, jobsCollection } from "./collections/jobs";

/** An opening as staff read it; `closed`: past its lastDate (India time), judged when read. */
export type Job = StaffRecord<typeof jobsCollection.fields> & { closed: boolean };

/** Today in the college's time zone (YYYY-MM-DD): an opening is open up to and including its lastDate. */
export const jobToday = (now: Date = new Date()) => collegeDate(now);

/** A line-per-item text (qualification) as its non-empty lines. */
export const textLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean);
