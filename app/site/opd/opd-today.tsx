import { type DatedSeason, type HolidayKind, type PublicOpdDay } from "../../../contract/opd";
import { useMessages } from "~/site/i18n/messages";
import { OpdDoctors, OpdNote } from "./opd-doctors";
import { byDepartment, formatOpdDate, formatSessionHours } from "./opd-format";

/** The season's timings ("Summer timings") in the page's language. */
const SEASON_TIMINGS_KEYS = {
  summer: "patients.opd.summerTimings",
  winter: "patients.opd.winterTimings",
} as const satisfies Record<DatedSeason, string>;

/** What a holiday means for today ("OPD closed today"). */
const HOLIDAY_TODAY_KEYS = {
  closed: "patients.opd.closedToday",
  "emergency-only": "patients.opd.emergencyOnlyToday",
} as const satisfies Record<HolidayKind, string>;

/**
 * Today's OPD (India date): who sits where and when, or why there is none. A session's note in the page's
 * language, the English one marked lang="en" where it has no Hindi.
 */
export function OpdToday({ day, emergencyNote }: { day: PublicOpdDay; emergencyNote: React.ReactNode }) {
  const { language, t } = useMessages();
  const departments = byDepartment(day.opdSessions);
  return (
    <section aria-labelledby="opd-today" className="space-y-4">
      <div>
        <h2 id="opd-today" className="text-2xl font-bold text-brand-900">
          {t("patients.opd.today")}
        </h2>
        <p className="mt-1 text-slate-700">
          {formatOpdDate(day.date, language)}
          {day.season ? ` · ${t(SEASON_TIMINGS_KEYS[day.season])}` : null}
        </p>
      </div>
      {day.holiday ? (
        <p role="status" className="rounded-lg border-l-4 border-red-600 bg-red-50 p-4 text-slate-900">
          <strong>{t(HOLIDAY_TODAY_KEYS[day.holiday.kind])}</strong>: {day.holiday.name}. {emergencyNote}
        </p>
      ) : !day.weekday ? (
        <p className="rounded-lg border-l-4 border-accent-500 bg-amber-50 p-4 text-slate-900">
          <strong>{t("patients.opd.noSunday")}</strong> {emergencyNote}
        </p>
      ) : departments.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          {t("patients.opd.noSessions")} {emergencyNote}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {departments.map(([department, sessions]) => (
            <li key={department} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-brand-900">{department}</h3>
              <ul className="mt-2 space-y-2 text-sm text-slate-700">
                {sessions.map((session) => (
                  <li key={session._id}>
                    <span className="font-medium text-slate-900">
                      {formatSessionHours(session, language)}
                    </span>{" "}
                    · {session.room}
                    <br />
                    <OpdDoctors session={session} />
                    <OpdNote session={session} className="text-slate-600" />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
