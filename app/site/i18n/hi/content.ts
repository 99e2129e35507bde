import type { ContentMessages } from "../en/content";

/** The content pages' interface text in Hindi: the same keys as ../en/content.ts, written for readers. */
export const contentHi: ContentMessages = {};
