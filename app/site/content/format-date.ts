import { COLLEGE_TIME_ZONE, collegeDate, collegeInstant } from "../../../contract/college-time";
import type { Language } from "../../../contract/language";
import { useMessages } from "../i18n/messages";

const dateFormat = (locale: string, month: "short" | "long") =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month, year: "numeric", timeZone: COLLEGE_TIME_ZONE });

/**
 * Each language's way of writing a date: "18 Nov 2025" or "18 November 2025" (en-IN), "18 नवंबर 2025" (hi-IN,
 * the month always in full: Hindi abbreviations read poorly).
 */
const DATE_FORMATS: Record<Language, Record<"short" | "long", Intl.DateTimeFormat>> = {
  en: { short: dateFormat("en-IN", "short"), long: dateFormat("en-IN", "long") },
  hi: { short: dateFormat("hi-IN", "long"), long: dateFormat("hi-IN", "long") },
};

/** A date or instant in India time, in a page's language; the same on the server and in the browser. */
export function formatDate(
  iso: string,
  language: Language = "en",
  month: "short" | "long" = "short",
): string {
  const instant = collegeInstant(iso);
  return instant ? DATE_FORMATS[language][month].format(instant) : iso;
}

/** `formatDate` in the page's language. */
export function useFormatDate() {
  const { language } = useMessages();
  return (iso: string) => formatDate(iso, language);
}

/** "2025-11-18": the calendar date in India time (the notice board's date tiles, like `formatDate`). */
export const isoDateInIndia = (iso: string) => collegeDate(new Date(iso));
