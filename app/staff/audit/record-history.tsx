import { formatDateTime } from "../format";
import { useApiData } from "../use-api-data";
import { actorLabel, describeChanges } from "./audit-format";
import { recordHistory } from "./audit-api";

/** A record's own history ("changed by … on …"), newest first; place it in the record's screen or dialog. */
export function RecordHistory({ entity, id }: { entity: string; id: string }) {
  const history = useApiData(`${entity}:${id}`, () => recordHistory(entity, id));
  const entries = history.data?.data ?? [];
  return (
    <details className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">History</summary>
      {history.error ? (
        <p role="alert" className="mt-2 text-red-800">
          Could not load the history: {history.error}
        </p>
      ) : history.loading && !history.data ? (
        <p className="mt-2 text-slate-700">Loading history...</p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-slate-700">No changes recorded yet.</p>
      ) : (
        <ol aria-label="Record history" className="mt-2 flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry._id} className="border-l-2 border-brand-300 pl-3">
              <p className="text-slate-900">
                <span className="font-medium">{entry.action}</span> by {actorLabel(entry)} on{" "}
                {formatDateTime(entry.at)}
              </p>
              {describeChanges(entry) ? (
                <p className="break-words text-slate-700">{describeChanges(entry)}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
