/** The about pages' interface text in English (issue 24; the same keys in ../hi/about.ts). */
export const aboutEn = {} as const;
export type AboutMessages = Record<keyof typeof aboutEn, string>;
