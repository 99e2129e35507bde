/**
 * The admissions office works in India Standard Time (UTC+05:30, no daylight saving): "due today",
 * date filters and the weeks of the dashboard follow its calendar, not UTC's.
 */
export const OFFICE_UTC_OFFSET_MINUTES = 330;
const offsetMs = OFFICE_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The instant the office's day containing `now` began. */
export function officeDayStart(now: Date): Date {
  const local = new Date(now.getTime() + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs);
}

/** The instant an office day (YYYY-MM-DD) begins. */
export const officeDateStart = (isoDate: string): Date =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - offsetMs);

export const addDays = (instant: Date, days: number): Date => new Date(instant.getTime() + days * DAY_MS);

/** The instant the office's week (Monday) containing `now` began. */
export function officeWeekStart(now: Date): Date {
  const dayStart = officeDayStart(now);
  const weekday = new Date(dayStart.getTime() + offsetMs).getUTCDay();
  return addDays(dayStart, -((weekday + 6) % 7));
}

/** 1 January of the office's current year: the admission season's start. */
export function seasonStart(now: Date): Date {
  const local = new Date(now.getTime() + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), 0, 1) - offsetMs);
}
