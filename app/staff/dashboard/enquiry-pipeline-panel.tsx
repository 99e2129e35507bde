import { useEffect } from "react";
import { Link } from "react-router";
import type { EnquiryFunnel } from "../../../contract/enquiry";
import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS } from "../../../contract/enquiry-values";
import { fetchFunnel } from "../enquiries/enquiries-api";
import { formatNumber } from "../format";
import { ListError, ListLoading } from "../list-states";
import { useApiData, type InitialData } from "../use-api-data";

const REFRESH_MS = 30_000;

/** "45 min", "3 h 5 min", "2 d 4 h"; a dash when nothing was contacted that week. */
export function formatDuration(minutes: number | null): string {
  if (minutes === null) return "—";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
  const days = Math.floor(hours / 24);
  return `${days} d${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

const listLink = (query: string) => `/dashboard/admission-enquiry?${query}`;

function DueFigures({
  label,
  due,
  query,
}: {
  label: string;
  due: { today: number; overdue: number };
  query: string;
}) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <h4 className="text-sm font-semibold text-slate-800">{label}</h4>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
        <Link to={listLink(`${query}due=today`)} className="text-brand-800 underline underline-offset-2">
          <span className="text-xl font-bold text-slate-900" data-figure={`${label} today`}>
            {formatNumber(due.today)}
          </span>{" "}
          due today
        </Link>
        <Link to={listLink(`${query}due=overdue`)} className="text-red-800 underline underline-offset-2">
          <span className="text-xl font-bold text-slate-900" data-figure={`${label} overdue`}>
            {formatNumber(due.overdue)}
          </span>{" "}
          overdue
        </Link>
      </p>
    </div>
  );
}

function Figures({ funnel }: { funnel: EnquiryFunnel }) {
  const largest = Math.max(1, ...ENQUIRY_STATUSES.map((status) => funnel.counts[status]));
  const season =
    new Date(funnel.seasonStart).getUTCFullYear() +
    (new Date(funnel.seasonStart).getUTCMonth() === 11 ? 1 : 0);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-800">Funnel, season {season}</h3>
        <ul className="flex flex-col gap-2" aria-label={`Enquiries per status, season ${season}`}>
          {ENQUIRY_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={listLink(`status=${status}`)}
                className="grid grid-cols-[6rem_1fr_3rem] items-center gap-2 text-sm hover:underline"
              >
                <span className="text-slate-800">{ENQUIRY_STATUS_LABELS[status]}</span>
                <span className="h-3 rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className="block h-3 rounded-full bg-brand-600"
                    style={{ width: `${(funnel.counts[status] / largest) * 100}%` }}
                  />
                </span>
                <span className="text-right font-semibold text-slate-900" data-figure={`status ${status}`}>
                  {formatNumber(funnel.counts[status])}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-4">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-800">Median time to first contact</h3>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-md border border-slate-200 p-3">
              <dt className="text-sm text-slate-700">This week</dt>
              <dd className="text-xl font-bold text-slate-900">
                {formatDuration(funnel.firstContact.thisWeekMinutes)}
              </dd>
            </div>
            <div className="rounded-md border border-slate-200 p-3">
              <dt className="text-sm text-slate-700">Last week</dt>
              <dd className="text-xl font-bold text-slate-900">
                {formatDuration(funnel.firstContact.lastWeekMinutes)}
              </dd>
            </div>
          </dl>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-800">Follow-ups</h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <DueFigures label="Mine" due={funnel.due.mine} query="assignee=me&" />
            {funnel.due.everyone ? <DueFigures label="Everyone" due={funnel.due.everyone} query="" /> : null}
          </div>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-800">Enquiries by course this season</h3>
          {funnel.byCourse.length ? (
            <ul className="flex flex-wrap gap-2">
              {funnel.byCourse.map((row) => (
                <li key={row.course}>
                  <Link
                    to={listLink(`course=${encodeURIComponent(row.course)}`)}
                    className="inline-block rounded-md border border-slate-200 px-3 py-1.5 text-sm hover:border-brand-600"
                  >
                    <span className="font-semibold text-slate-900">{row.course}</span>{" "}
                    <span className="text-slate-700">{formatNumber(row.count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">No enquiries yet this season.</p>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The dashboard's admissions panel: live (reloads every 30 seconds and when the tab comes back). `initial`:
 * the figures read by the dashboard's server loader.
 */
export function EnquiryPipelinePanel({ initial }: { initial?: InitialData<EnquiryFunnel> | null }) {
  const funnel = useApiData("enquiry-funnel", fetchFunnel, { initial });
  const { reload } = funnel;
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") reload();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [reload]);

  if (funnel.error && !funnel.data) {
    return <ListError what="the admissions figures" message={funnel.error} onRetry={funnel.reload} />;
  }
  if (!funnel.data) return <ListLoading text="Loading the admissions figures..." />;
  return <Figures funnel={funnel.data} />;
}
