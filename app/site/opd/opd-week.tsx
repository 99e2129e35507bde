import { runsIn, type DatedSeason, type PublicOpdSession } from "../../../contract/opd";
import { DataTable } from "../content/data-table";
import { useMessages } from "../i18n/messages";
import { OpdDoctors, OpdNote } from "./opd-doctors";
import { byDepartment, departmentAnchor, formatSessionHours, opdDaysText, weekdayName } from "./opd-format";

/**
 * The week's OPD in today's season, one table per department, with a jump list of departments (and their
 * days) first. `seasonNote` says which timings these are and when they change. A session's note in the page's
 * language (`sessions` as `opdSessionIn` gives them), the English one marked lang="en" where it has no Hindi.
 */
export function OpdWeek({
  sessions,
  season,
  seasonNote,
}: {
  sessions: PublicOpdSession[];
  season: DatedSeason | null;
  seasonNote: string;
}) {
  const { language, t } = useMessages();
  const departments = byDepartment(sessions.filter((session) => runsIn(session.season, season)));
  if (departments.length === 0) return null;
  return (
    <section aria-labelledby="opd-week" className="space-y-6">
      <div>
        <h2 id="opd-week" className="text-2xl font-bold text-brand-900">
          {t("patients.opd.week")}
        </h2>
        <p className="mt-1 text-slate-700">{seasonNote}</p>
        <nav aria-label={t("patients.opd.departments")} className="mt-3">
          <ul className="flex flex-wrap gap-2 text-sm">
            {departments.map(([department, own]) => (
              <li key={department}>
                <a
                  href={`#${departmentAnchor(department)}`}
                  className="inline-block rounded-full border border-brand-200 bg-white px-3 py-1.5 text-brand-800 hover:bg-brand-50"
                >
                  {department} <span className="text-slate-600">({opdDaysText(own, language)})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {departments.map(([department, own]) => (
        <div key={department} id={departmentAnchor(department)} className="scroll-mt-24">
          <DataTable
            caption={department}
            columns={[
              { header: t("patients.opd.day") },
              { header: t("patients.opd.time") },
              { header: t("patients.opd.room") },
              { header: t("patients.opd.doctors") },
            ]}
            rows={own.map((session) => [
              weekdayName(session.weekday, language),
              formatSessionHours(session, language),
              session.room,
              <>
                <OpdDoctors session={session} />
                <OpdNote session={session} className="text-xs text-slate-600" />
              </>,
            ])}
          />
        </div>
      ))}
    </section>
  );
}
