import { collegeDate } from "./college-time";

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

/**
 * The monthly publication (issue 21): the hub is "updated in the first week of every month", so a month's
 * publication is due by the 7th of that month. It stores the items as the pages show them on the day it is
 * published; a correction is a revision with its reason, and nothing published is ever changed.
 */
export const MSR_DEADLINE_DAY = 7;
export const MSR_ARCHIVE_PATH = `${MSR_HUB_PATH}/archive`;
export const msrMonthPath = (month: string) => `${MSR_HUB_PATH}/${month}`;
/** A published item's page, or the pro-forma as it stood that month. */
export const msrMonthItemPath = (month: string, letter: MsrItemLetter | "college-information") =>
  `${MSR_HUB_PATH}/${month}/${letter}`;
/** A month's downloads: the whole month as one PDF, each item as CSV. */
export const msrMonthPdfPath = (month: string) => `${MSR_HUB_PATH}/${month}.pdf`;
export const msrItemCsvPath = (month: string, letter: MsrItemLetter) =>
  `${MSR_HUB_PATH}/${month}/${letter}.csv`;

/** The day a month's publication is due: the 7th of that month (YYYY-MM-DD). */
export const msrDeadlineOf = (month: string) => `${month}-${String(MSR_DEADLINE_DAY).padStart(2, "0")}`;

/** Where the hub's duty stands on a day: this month's publication is due by the 7th. */
export function msrDuty(now: Date) {
  const today = collegeDate(now);
  const dueMonth = today.slice(0, 7);
  const deadline = msrDeadlineOf(dueMonth);
  return { today, dueMonth, deadline, overdue: today > deadline };
}

/**
 * What an item lacks, in the words the records service gives it (the API, the CSV and the monthly PDF keep
 * them, and a publication stores them). `{name}` is a record's value; the public pages read a gap back with
 * `readMsrGap` and say it in their language. The order matters when reading: the first template that fits wins.
 */
export const MSR_GAPS = {
  noHolder: "{post}: nobody holds the post in the records",
  noQualification: "{post}: qualification not recorded",
  noPhone: "{post}: phone not published",
  noEmail: "{post}: e-mail not published",
  noTeaching: "No teaching staff recorded",
  noNonTeaching: "No non-teaching staff recorded",
  departmentEmpty: "{department}: no teaching staff recorded",
  noCourses: "No courses recorded",
  noSeats: "{course}: sanctioned seats not recorded",
  noAdmissions: "No {level} admissions recorded for {batch}",
  noPublications: "No research publications recorded since {since}",
  noEvents: "No CMEs, conferences or academic activities recorded since {since}",
  noAwards: "No awards or achievements recorded since {since}",
  noOfficer: "{university}: no {office} recorded",
  officerPhone: "{university} {designation}: phone not recorded",
  officerEmail: "{university} {designation}: e-mail not recorded",
  noAddress: "{university}: address not recorded",
  noUniversity: "No affiliating university recorded",
  noResults: "No examination results recorded since {month}",
  noRecognition: "{course}: recognition status not recorded",
  noClinical: "No clinical material for {month}",
  noCommittee: "No anti-ragging committee with its members recorded",
  noOrders: "No anti-ragging orders or regulations published (Documents, safety)",
} as const;
export type MsrGap = keyof typeof MSR_GAPS;

/** A gap in words, its values filled in. */
export const msrGapText = (gap: MsrGap, values: Record<string, string> = {}) =>
  MSR_GAPS[gap].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const GAP_PATTERNS = (Object.keys(MSR_GAPS) as MsrGap[]).map((gap) => ({
  gap,
  names: [...MSR_GAPS[gap].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
  pattern: new RegExp(
    `^${MSR_GAPS[gap]
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("(.+?)")}$`,
  ),
}));

/** A gap's template and values read back from its words, or null for words no template gives. */
export function readMsrGap(text: string): { gap: MsrGap; values: Record<string, string> } | null {
  for (const { gap, names, pattern } of GAP_PATTERNS) {
    const match = pattern.exec(text);
    if (match)
      return { gap, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  }
  return null;
}
