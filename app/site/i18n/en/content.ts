/** The content pages' interface text in English (issue 24; the same keys in ../hi/content.ts). */
export const contentEn = {
  "content.englishFallback":
    "Part of this page's text is not yet translated into Hindi and is shown in English.",
  "content.phone": "Phone:",
  "content.email": "E-mail:",
} as const;
export type ContentMessages = Record<keyof typeof contentEn, string>;
