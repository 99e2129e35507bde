/** The applicants pages' interface text in English (issue 24; the same keys in ../hi/applicants.ts). */
export const applicantsEn = {} as const;
export type ApplicantsMessages = Record<keyof typeof applicantsEn, string>;
