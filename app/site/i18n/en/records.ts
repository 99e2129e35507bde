/** The records pages' interface text in English (issue 24; the same keys in ../hi/records.ts). */
export const recordsEn = {} as const;
export type RecordsMessages = Record<keyof typeof recordsEn, string>;
