import { formatOpdHours, WEEKDAY_SHORT, type OpdSession, type OpdWeekday } from "../../../contract/opd";

/** "Wednesday 25 November 2026" for a YYYY-MM-DD date (a calendar date: no time zone shift). */
export const formatOpdDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

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

/** "Mon, Wed, Fri": the days of a list of sessions, in week order, each once. */
export function opdDaysText(sessions: Pick<OpdSession, "weekday">[]): string {
  const order: OpdWeekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const days = new Set(sessions.map((session) => session.weekday));
  return order
    .filter((day) => days.has(day))
    .map((day) => WEEKDAY_SHORT[day])
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

/** A doctor's OPD this season: "Mon, Thu 9:00 am – 1:00 pm", days of the same hours together; null for none. */
export function opdScheduleText(sessions: Pick<OpdSession, "weekday" | "from" | "to">[]): string | null {
  if (sessions.length === 0) return null;
  const byHours = new Map<string, Pick<OpdSession, "weekday">[]>();
  for (const session of sessions) {
    const hours = formatOpdHours(session);
    byHours.set(hours, [...(byHours.get(hours) ?? []), session]);
  }
  return [...byHours].map(([hours, days]) => `${opdDaysText(days)} ${hours}`).join("; ");
}
