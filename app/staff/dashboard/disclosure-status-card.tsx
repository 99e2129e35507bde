import { collegeDate } from "../../../contract/college-time";
import { Link } from "react-router";
import { formatDay, formatDayMonth, formatMonth } from "../../../contract/nmc-calendar";
import { fetchPublishedMonth } from "../disclosures/disclosures-api";
import { Icon } from "../icons";
import { fetchPublication } from "../nmc/nmc-api";
import { useApiData, type InitialData } from "../use-api-data";
import { disclosureStatusMonths, publishedOn, type PublishedOn } from "./dashboard-keys";

interface Line {
  label: string;
  published: { publishedAt: string } | null | undefined;
  deadline: string;
}

function State({ line, today }: { line: Line; today: string }) {
  if (line.published === undefined) return <span className="text-slate-500">…</span>;
  if (line.published)
    return (
      <span className="font-semibold text-green-800">
        Published {formatDayMonth(collegeDate(new Date(line.published.publishedAt)))}
      </span>
    );
  const overdue = today > line.deadline;
  return (
    <span className={`font-semibold ${overdue ? "text-red-800" : "text-amber-900"}`}>
      {overdue ? `Overdue since ${formatDay(line.deadline)}` : `Due by ${formatDayMonth(line.deadline)}`}
    </span>
  );
}

/**
 * The dashboard's disclosure status: this month's MSR B.1.11 hub (the pro-forma is published with it) and the
 * month due of the NMC faculty list, each published or due. The publications are public, so every role sees it.
 * `hub`, `list`: each month's publication date (or null, not published) read by the dashboard's server loader,
 * so a month not yet published is no 404 in the browser; Retry asks the API.
 */
export function DisclosureStatusCard({
  hub: hubInitial,
  list: listInitial,
}: {
  hub?: InitialData<PublishedOn | null> | null;
  list?: InitialData<PublishedOn | null> | null;
}) {
  const { hub, list, hubKey, listKey } = disclosureStatusMonths(new Date());
  const hubMonth = useApiData(hubKey, () => fetchPublishedMonth(hub.dueMonth).then(publishedOn), {
    initial: hubInitial,
  });
  const listMonth = useApiData(listKey, () => fetchPublication(list.dueMonth).then(publishedOn), {
    initial: listInitial,
  });
  const error = hubMonth.error || listMonth.error;
  const lines: Line[] = [
    {
      label: `MSR B.1.11 hub, ${formatMonth(hub.dueMonth)}`,
      published: hubMonth.loading ? undefined : hubMonth.data,
      deadline: hub.deadline,
    },
    {
      label: "College information pro-forma (with the hub)",
      published: hubMonth.loading ? undefined : hubMonth.data,
      deadline: hub.deadline,
    },
    {
      label: `NMC faculty list, ${formatMonth(list.dueMonth)}`,
      published: listMonth.loading ? undefined : listMonth.data,
      deadline: list.deadline,
    },
  ];
  return (
    <li className="col-span-2 flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm sm:p-4 lg:col-span-1">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700">Disclosure status</p>
        <span className="hidden rounded-md bg-brand-50 p-2 text-brand-700 sm:block">
          <Icon name="report" />
        </span>
      </div>
      {error ? (
        <p className="text-sm text-red-800">
          Not available: {error}{" "}
          <button
            type="button"
            onClick={() => {
              hubMonth.reload();
              listMonth.reload();
            }}
            className="font-semibold underline"
          >
            Retry
          </button>
        </p>
      ) : (
        <dl className="space-y-1 text-sm">
          {lines.map((line) => (
            <div key={line.label} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-slate-700">{line.label}</dt>
              <dd>
                <State line={line} today={hub.today} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-slate-600">
        <span className="mr-1 rounded bg-green-100 px-1.5 py-0.5 font-semibold text-green-900">Live</span>
        <Link to="/dashboard/disclosures" className="font-semibold text-brand-700 underline">
          MSR disclosures
        </Link>{" "}
        ·{" "}
        <Link to="/dashboard/nmc-disclosure" className="font-semibold text-brand-700 underline">
          NMC faculty list
        </Link>
      </p>
    </li>
  );
}
