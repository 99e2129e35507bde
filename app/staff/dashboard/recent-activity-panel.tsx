import { Link } from "react-router";
import { actorLabel, recordLink } from "../audit/audit-format";
import { listAudit } from "../audit/audit-api";
import { formatDateTime } from "../format";
import { ListError, ListLoading } from "../list-states";
import { useCollectionScreens } from "../staff-user";
import { useApiData } from "../use-api-data";

const NO_FILTERS = { actor: "", action: "", entity: "", entityId: "", from: "", to: "" };

/** The newest entries of the audit trail (issue 21: the dashboard's recent activity is what really happened). */
export function RecentActivityPanel() {
  const screens = useCollectionScreens();
  const recent = useApiData("recent-activity", () => listAudit({ ...NO_FILTERS, page: 1, limit: 6 }));
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
