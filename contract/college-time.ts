/**
 * The college's time: India Standard Time (UTC+05:30, no daylight saving). Days, months, deadlines, "due today"
 * and every date a person reads follow this calendar, on the server and in the browser alike. The only place
 * the zone and its offset are written (a lint rule forbids the literals elsewhere).
 */
export const COLLEGE_TIME_ZONE = "Asia/Kolkata";
const OFFSET = "+05:30";
const OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const shifted = (instant: Date) => new Date(instant.getTime() + OFFSET_MS);

/** Today's date (or `now`'s) in the college's calendar, as YYYY-MM-DD. */
export const collegeDate = (now: Date = new Date()): string => shifted(now).toISOString().slice(0, 10);

/** The hour of the day (0–23) on the college's clock. */
export const collegeHour = (now: Date = new Date()): number => shifted(now).getUTCHours();

/** The instant a college day (YYYY-MM-DD) begins. */
export const collegeDayStart = (isoDate: string): Date => new Date(`${isoDate}T00:00:00${OFFSET}`);

/** The instant the college day containing `now` began. */
export const collegeDayStartOf = (now: Date): Date => collegeDayStart(collegeDate(now));

/** The instant the college's week (Monday) containing `now` began. */
export function collegeWeekStartOf(now: Date): Date {
  const weekday = shifted(now).getUTCDay();
  return collegeDayStart(addDays(collegeDate(now), -((weekday + 6) % 7)));
}

/** 1 January of the college's current year, as an instant. */
export const collegeYearStartOf = (now: Date): Date =>
  collegeDayStart(`${collegeDate(now).slice(0, 4)}-01-01`);

/** A YYYY-MM-DD date `days` later (or earlier, when negative). */
export const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** An instant `days` whole days later (or earlier). */
export const daysAfter = (instant: Date, days: number): Date => new Date(instant.getTime() + days * DAY_MS);

/** A date (YYYY-MM-DD, read as the start of that college day) or an ISO timestamp as an instant; null if invalid. */
export function collegeInstant(value: string): Date | null {
  const instant = ISO_DATE.test(value) ? collegeDayStart(value) : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const formatOptions = {
  date: { day: "numeric", month: "short", year: "numeric" },
  longDate: { day: "numeric", month: "long", year: "numeric" },
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
  mediumDateTime: { dateStyle: "medium", timeStyle: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type CollegeDateStyle = keyof typeof formatOptions;

/**
 * Each style's formatter, made on its first use: making one with a time zone is slow (tens of milliseconds on
 * a phone), and a staff screen that shows no date of that style should not pay for it while it loads.
 */
const formats = new Map<CollegeDateStyle, Intl.DateTimeFormat>();
function formatter(style: CollegeDateStyle): Intl.DateTimeFormat {
  let format = formats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat("en-IN", { ...formatOptions[style], timeZone: COLLEGE_TIME_ZONE });
    formats.set(style, format);
  }
  return format;
}

/**
 * A date or instant as people at the college write it, in India time: "15 Jul 2019" (`date`), "15 July 2019"
 * (`longDate`), "15 Jul 2019, 3:05 pm" (`dateTime`), "15-Jul-2019, 3:05 pm" (`mediumDateTime`). A text that is
 * neither comes back as it is.
 */
export function formatCollegeTime(value: string | Date, style: CollegeDateStyle = "date"): string {
  const instant = typeof value === "string" ? collegeInstant(value) : value;
  return instant ? formatter(style).format(instant) : String(value);
}
