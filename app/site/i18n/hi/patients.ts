import type { PatientsMessages } from "../en/patients";

/** The patients pages' interface text in Hindi: the same keys as ../en/patients.ts, written for readers. */
export const patientsHi: PatientsMessages = {};
