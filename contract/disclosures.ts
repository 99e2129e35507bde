/**
 * "Information under MSR Clause B.1.11" (Minimum Standard Requirements for MBBS, 1999, as amended in 2019):
 * the twelve items a medical college must keep on its website, updated in the first week of every month.
 * The hub lists them at /msr-clause-b-1-11 and each has its page at /msr-clause-b-1-11/{letter}.
 */
export const MSR_HUB_PATH = "/msr-clause-b-1-11";
/** The link's text on the home page and in the Student menu, exactly as the regulation names it. */
export const MSR_HUB_LINK_TEXT = "Information under MSR Clause B.1.11";

export const MSR_ITEMS = {
  a: "Dean, Principal and Medical Superintendent",
  b: "Teaching and non-teaching staff",
  c: "Sanctioned intake of UG and PG students",
  d: "Students admitted, merit-wise and category-wise",
  e: "Research publications of the last year",
  f: "CMEs, conferences and academic activities",
  g: "Awards and achievements",
  h: "The affiliating university and its officers",
  i: "Results of the examinations of the last year",
  j: "Recognition status of the courses",
  k: "Clinical material in the hospital",
  l: "Anti-ragging measures",
} as const;
export type MsrItemLetter = keyof typeof MSR_ITEMS;
export const MSR_ITEM_LETTERS = Object.keys(MSR_ITEMS) as MsrItemLetter[];
export const isMsrItemLetter = (value: string): value is MsrItemLetter => Object.hasOwn(MSR_ITEMS, value);
export const msrItemPath = (letter: MsrItemLetter) => `${MSR_HUB_PATH}/${letter}`;
