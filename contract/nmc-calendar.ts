import { collegeDate } from "./college-time";

/**
 * The NMC faculty disclosure's calendar: its months, deadlines and dates as people read them. No schemas
 * (no zod), so a staff screen that shows a deadline does not load them (ADR 028); `nmc.ts` re-exports it.
 */

/** The list for a month is due by this day of the following month. */
export const NMC_DEADLINE_DAY = 5;

/** YYYY-MM. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (text: string) => MONTH_PATTERN.test(text);

/** The month before or after `month` (YYYY-MM). */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The last day of a month, YYYY-MM-DD. */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, "0")}`;
}

/** The deadline of a month's list: the 5th of the following month (YYYY-MM-DD). */
export const deadlineOf = (month: string) =>
  `${addMonths(month, 1)}-${String(NMC_DEADLINE_DAY).padStart(2, "0")}`;

/** Where the duty stands on a day: the month whose list is due, its deadline and whether it is late. */
export function nmcDuty(now: Date) {
  const today = collegeDate(now);
  const currentMonth = today.slice(0, 7);
  const dueMonth = addMonths(currentMonth, -1);
  const deadline = deadlineOf(dueMonth);
  return { today, currentMonth, dueMonth, deadline, overdue: today > deadline };
}

/** "30 November 2026" from YYYY-MM-DD (a calendar date, not an instant). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  dayFormat ??= new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}
// Made on first use and kept: making a formatter is slow on a phone, and a screen formats many dates.
let dayFormat: Intl.DateTimeFormat | undefined;
let monthFormat: Intl.DateTimeFormat | undefined;

/** "5 November" from YYYY-MM-DD (a deadline in the coming days needs no year). */
export const formatDayMonth = (date: string) => formatDay(date).replace(/ \d{4}$/, "");

/** "October 2026 list, due by 5 November": the month's list named plainly. */
export const dueListName = (month: string) =>
  `${formatMonth(month)} list, due by ${formatDayMonth(deadlineOf(month))}`;

/** "November 2026" (or "नवंबर 2026" on the Hindi site) from YYYY-MM. */
export function formatMonth(month: string, language: "en" | "hi" = "en"): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1, 1));
  if (language === "hi") return hindiMonthFormat().format(date);
  monthFormat ??= new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
  return monthFormat.format(date);
}

let hindiMonth: Intl.DateTimeFormat | undefined;
const hindiMonthFormat = () =>
  (hindiMonth ??= new Intl.DateTimeFormat("hi-IN", { month: "long", year: "numeric", timeZone: "UTC" }));

/**
 * The date the list speaks for: the month's last day, or the publication day when the month was still
 * running (a list published on 20 November is "as on 20 November").
 */
export function asOnDate(month: string, publishedAt: string): string {
  const published = collegeDate(new Date(publishedAt));
  const last = lastDayOf(month);
  return published < last ? published : last;
}

/** "Faculty as on 30 November 2026, published 2 December 2026". */
export function listHeading(list: { month: string; publishedAt: string }): string {
  return `Faculty as on ${formatDay(asOnDate(list.month, list.publishedAt))}, published ${formatDay(
    collegeDate(new Date(list.publishedAt)),
  )}`;
}
