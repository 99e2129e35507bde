/** The patients pages' interface text in English (issue 24; the same keys in ../hi/patients.ts). */
export const patientsEn = {} as const;
export type PatientsMessages = Record<keyof typeof patientsEn, string>;
