import { z } from "zod";
import { successBody } from "./common";

/**
 * The dashboard's own figures (issue 27): each one counted from the college's records, none fixed. A figure
 * is present only when the caller's role may see the records behind it.
 */
export const dashboardSummary = z.object({
  /** True until the user signs in a second time: the greeting says "Welcome" on the first visit, "Welcome back" after. */
  firstVisit: z.boolean(),
  /** Admitted students now studying (the students register; public in the MSR disclosure, so every role). */
  studyingStudents: z.number().int().min(0),
  /** Published courses (the courses collection; public on the Academics pages, so every role). */
  publishedCourses: z.number().int().min(0),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const dashboardSummaryResponse = successBody(dashboardSummary);
