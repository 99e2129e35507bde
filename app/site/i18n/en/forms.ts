/** The forms pages' interface text in English (issue 24; the same keys in ../hi/forms.ts). */
export const formsEn = {} as const;
export type FormsMessages = Record<keyof typeof formsEn, string>;
