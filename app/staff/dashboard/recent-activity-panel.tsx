import { Link } from "react-router";
import type { AuditListResponse } from "../../../contract/audit";
import { actorLabel, recordLink } from "../audit/audit-format";
import { listAudit } from "../audit/audit-api";
import { formatDateTime } from "../format";
import { ListError, ListLoading } from "../list-states";
import { useCollectionScreens } from "../staff-user";
import { useApiData, type InitialData } from "../use-api-data";
import { RECENT_ACTIVITY_QUERY } from "./dashboard-keys";

/**
 * The newest entries of the audit trail (issue 21: the dashboard's recent activity is what really happened).
 * `initial`: the entries read by the dashboard's server loader.
 */
export function RecentActivityPanel({ initial }: { initial?: InitialData<AuditListResponse> | null }) {
  const screens = useCollectionScreens();
  const recent = useApiData("recent-activity", () => listAudit(RECENT_ACTIVITY_QUERY), { initial });
  if (recent.error)
    return <ListError what="the recent activity" message={recent.error} onRetry={recent.reload} />;
  if (!recent.data) return <ListLoading text="Loading the recent activity..." />;
  const entries = recent.data.data;
  if (entries.length === 0) return <p className="text-sm text-slate-600">Nothing has been recorded yet.</p>;
  return (
    <>
      <ol aria-label="Recent activity" className="divide-y divide-slate-100">
        {entries.map((entry) => {
          const link = recordLink(entry, screens);
          const record = entry.entityLabel ?? entry.entity;
          return (
            <li key={entry._id} className="py-2 text-sm">
              <span className="font-medium text-slate-900">{actorLabel(entry)}</span>{" "}
              <span className="text-slate-700">{entry.action}</span>{" "}
              {link ? (
                <Link to={link} className="text-brand-800 underline underline-offset-2">
                  {record}
                </Link>
              ) : (
                <span className="text-slate-700">{record}</span>
              )}
              <span className="block text-xs text-slate-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </span>
            </li>
          );
        })}
      </ol>
      <Link
        to="/dashboard/audit"
        className="mt-3 inline-block text-sm font-semibold text-brand-800 underline"
      >
        The whole audit trail
      </Link>
    </>
  );
}
