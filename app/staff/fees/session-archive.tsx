import type { FeeSession, FeeTableId } from "../../../contract/fees";
import { apiRequest } from "../api-client";
import { ListError } from "../list-states";
import { useApiData } from "../use-api-data";
import { FEE_PAGE_PATHS } from "./fee-table-values";

/** Every session the table has published, each a link to its public page (earlier ones at their own address). */
export function SessionArchive({ tableId, version }: { tableId: FeeTableId; version: string }) {
  // Read again after each save (the table's updatedAt changes).
  const loaded = useApiData(`fees/${tableId}/sessions@${version}`, () =>
    apiRequest<{ data: { sessions: FeeSession[] } }>(`fees/${tableId}/sessions`, {
      fallback: "Failed to load the sessions",
    }),
  );
  if (loaded.error) return <ListError what="the sessions" message={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return null;
  return (
    <section aria-labelledby="fee-sessions" className="mt-6 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="fee-sessions" className="text-lg font-semibold text-slate-900">
        Published sessions
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Publishing a later session makes it current; each earlier session stays readable at its own address
        and can no longer be changed.
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {loaded.data.data.sessions.map((session) => (
          <li key={session.session}>
            <a
              className="text-brand-700 underline"
              href={
                session.current ? FEE_PAGE_PATHS[tableId] : `${FEE_PAGE_PATHS[tableId]}/${session.session}`
              }
              target="_blank"
              rel="noreferrer"
            >
              Session {session.session}
              {session.current ? " (current)" : ""}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
