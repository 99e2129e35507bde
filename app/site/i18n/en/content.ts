/** The content pages' interface text in English (issue 24; the same keys in ../hi/content.ts). */
export const contentEn = {} as const;
export type ContentMessages = Record<keyof typeof contentEn, string>;
