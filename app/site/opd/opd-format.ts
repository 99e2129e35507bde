import { DATE_LOCALE, type Language } from "../../../contract/language";
import {
  formatMonthDay,
  formatOpdHours,
  formatOpdTimeIn,
  OPD_WEEKDAYS,
  WEEKDAY_SHORT,
  type OpdSession,
  type OpdWeekday,
} from "../../../contract/opd";

/** Dates and times the Indian way in the page's language (issue 24): en-IN, hi-IN. */
export { formatOpdDate } from "../../../contract/opd";

/** "1 October" ("1 अक्टूबर") for a season's MM-DD day. */
export const formatOpdMonthDay = (monthDay: string, language: Language = "en") =>
  language === "en"
    ? formatMonthDay(monthDay)
    : new Date(`2000-${monthDay}T00:00:00Z`).toLocaleDateString(DATE_LOCALE[language], {
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      });

/** 1 January 2024 was a Monday: the weekday's date in that week, to name it in a language. */
const weekdayDate = (weekday: OpdWeekday) => new Date(Date.UTC(2024, 0, OPD_WEEKDAYS.indexOf(weekday) + 1));

/** "Monday" / "सोमवार"; short: "Mon" / "सोम". */
export function weekdayName(
  weekday: OpdWeekday,
  language: Language = "en",
  width: "long" | "short" = "long",
) {
  if (language === "en") return width === "long" ? weekday : WEEKDAY_SHORT[weekday];
  return weekdayDate(weekday).toLocaleDateString(DATE_LOCALE[language], { weekday: width, timeZone: "UTC" });
}

/** "9:00 am – 1:00 pm"; in Hindi with the part of the day: "सुबह 9:00 – दोपहर 1:00". */
export function formatSessionHours(session: { from: string; to: string }, language: Language = "en") {
  if (language === "en") return formatOpdHours(session);
  return `${formatOpdTimeIn(session.from, language)} – ${formatOpdTimeIn(session.to, language)}`;
}

/** A directory address that shows a department's doctors, and one doctor's entry in it. */
export const departmentDirectoryHref = (department: string) =>
  `/faculty/faculty-doctors?department=${encodeURIComponent(department)}`;
export const doctorHref = (department: string, doctorId: string) =>
  `${departmentDirectoryHref(department)}#doctor-${doctorId}`;

/** An id-safe anchor for a department's section ("Otorhinolaryngology (ENT)" → "opd-otorhinolaryngology-ent"). */
export const departmentAnchor = (department: string) =>
  `opd-${department
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

/** "Mon, Wed, Fri" ("सोम, बुध, शुक्र"): the days of a list of sessions, in week order, each once. */
export function opdDaysText(sessions: Pick<OpdSession, "weekday">[], language: Language = "en"): string {
  const days = new Set(sessions.map((session) => session.weekday));
  return OPD_WEEKDAYS.filter((day) => days.has(day))
    .map((day) => weekdayName(day, language, "short"))
    .join(", ");
}

/** Sessions grouped by department, keeping the order they came in (the college's department order). */
export function byDepartment<T extends { department: string }>(sessions: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const session of sessions) {
    const group = groups.get(session.department) ?? [];
    group.push(session);
    groups.set(session.department, group);
  }
  return [...groups];
}

/**
 * A doctor's OPD this season: "Mon, Thu 9:00 am – 1:00 pm", days of the same hours together, in the page's
 * language; null for none.
 */
export function opdScheduleText(
  sessions: Pick<OpdSession, "weekday" | "from" | "to">[],
  language: Language = "en",
): string | null {
  if (sessions.length === 0) return null;
  const byHours = new Map<string, Pick<OpdSession, "weekday">[]>();
  for (const session of sessions) {
    const hours = formatSessionHours(session, language);
    byHours.set(hours, [...(byHours.get(hours) ?? []), session]);
  }
  return [...byHours].map(([hours, days]) => `${opdDaysText(days, language)} ${hours}`).join("; ");
}
