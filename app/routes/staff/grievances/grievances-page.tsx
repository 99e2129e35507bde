import { useState } from "react";
import { Link, useLoaderData, useSearchParams } from "react-router";
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_STATUSES,
  type GrievanceStatus,
} from "../../../../contract/grievances";
import { controlClass } from "../../../staff/control-class";
import { formatDateTime } from "../../../staff/format";
import { fetchGrievances, grievancesQuery } from "../../../staff/grievances/grievances-api";
import { loadGrievancesScreen } from "../../../staff/grievances/grievances-loader.server";
import { ListError, ListLoading } from "../../../staff/list-states";
import { staffMeta } from "../../../staff/staff-meta";
import { useApiData } from "../../../staff/use-api-data";
import type { Route } from "./+types/grievances-page";

export const meta = () => staffMeta("Complaints");

// The first page (open complaints, overdue only at ?overdue=true) comes in the HTML for the committee roles
// (ADR 028); the filters and paging load in the screen.
export const loader = ({ context, request }: Route.LoaderArgs) => loadGrievancesScreen(context, request);

export const shouldRevalidate = () => false;

/** The register of complaints the caller's committee role reads (issue 22): no content, overdue flagged. */
export default function GrievancesPage() {
  const first = useLoaderData<typeof loader>();
  const [status, setStatus] = useState<GrievanceStatus | "open" | "">("open");
  // The reminder e-mail and the dashboard card link to ?overdue=true.
  const [searchParams] = useSearchParams();
  const [overdue, setOverdue] = useState(searchParams.get("overdue") === "true");
  const [page, setPage] = useState(1);
  const query = grievancesQuery(page, status, overdue);
  const list = useApiData(JSON.stringify(query), () => fetchGrievances(query), { initial: first?.list });
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Complaints</h1>
        <p className="text-sm text-slate-600">
          Open a complaint to read it; each opening is recorded in the audit trail.
        </p>
      </div>
      {list.data ? (
        <p className="text-sm" data-testid="grievance-counts">
          <strong>{list.data.counts.open}</strong> open ·{" "}
          <strong className={list.data.counts.overdue ? "text-red-700" : ""}>
            {list.data.counts.overdue}
          </strong>{" "}
          overdue
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow-sm">
        <label className="text-sm font-medium text-slate-800">
          Status
          <select
            className={`${controlClass} mt-1 block`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as GrievanceStatus | "open" | "");
              setPage(1);
            }}
          >
            <option value="open">Open</option>
            <option value="">All</option>
            {Object.entries(GRIEVANCE_STATUSES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={overdue}
            onChange={(event) => {
              setOverdue(event.target.checked);
              setPage(1);
            }}
          />
          Overdue only
        </label>
      </div>
      {list.error ? <ListError what="complaints" message={list.error} onRetry={list.reload} /> : null}
      {list.loading && !list.data ? <ListLoading text="Loading complaints..." /> : null}
      {list.data && list.data.data.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-slate-600 shadow-sm">No complaints here.</p>
      ) : null}
      {list.data && list.data.data.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm">
          {list.data.data.map((item) => (
            <li key={item.reference}>
              <Link
                to={`/dashboard/grievances/${item.reference}`}
                className="flex flex-wrap items-center justify-between gap-2 p-3 hover:bg-slate-50"
              >
                <span>
                  <span className="font-mono font-semibold text-brand-800">{item.reference}</span>
                  <span className="ml-2 text-sm text-slate-700">{GRIEVANCE_CATEGORIES[item.category]}</span>
                  {item.category === "ragging" ? (
                    <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                      Urgent
                    </span>
                  ) : null}
                </span>
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="rounded bg-slate-100 px-1.5 py-0.5">
                    {GRIEVANCE_STATUSES[item.status]}
                  </span>
                  <span className="text-slate-600">Received {formatDateTime(item.receivedAt)}</span>
                  <span className={item.overdue ? "font-semibold text-red-700" : "text-slate-600"}>
                    {item.overdue ? `Overdue since ${item.dueOn}` : `Due ${item.dueOn}`}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {list.data && list.data.pagination.totalPages > 1 ? (
        <div className="flex items-center gap-3">
          <button
            type="button"
            className={controlClass}
            disabled={!list.data.pagination.hasPrevPage}
            onClick={() => setPage((value) => value - 1)}
          >
            Previous
          </button>
          <span className="text-sm">
            Page {list.data.pagination.currentPage} of {list.data.pagination.totalPages}
          </span>
          <button
            type="button"
            className={controlClass}
            disabled={!list.data.pagination.hasNextPage}
            onClick={() => setPage((value) => value + 1)}
          >
            Next
          </button>
        </div>
      ) : null}
    </div>
  );
}
