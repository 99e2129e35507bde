import { Link } from "react-router";
import { formatNumber } from "../format";
import { Icon, type IconName } from "../icons";

/**
 * A figure from the API: "…" while loading, the failure with Retry, and a link to its screen when the
 * role may open it. Every figure on the dashboard is counted from the records (issue 27): none is fixed.
 */
export function LiveStatCard<T>({
  label,
  icon,
  stats,
  figure,
  note,
  to,
}: {
  label: string;
  icon: IconName;
  stats: { data: T | null; error: string; reload: () => void };
  figure: (data: T) => number;
  note?: (data: T) => string;
  to?: string;
}) {
  const value = stats.data ? formatNumber(figure(stats.data)) : null;
  const noteText = stats.data && note ? note(stats.data) : undefined;
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700">{label}</p>
        <span className="hidden rounded-md bg-brand-50 p-2 text-brand-700 sm:block">
          <Icon name={icon} />
        </span>
      </div>
      {stats.error ? (
        <p className="text-sm text-red-800">
          Not available: {stats.error}{" "}
          <button type="button" onClick={stats.reload} className="font-semibold underline">
            Retry
          </button>
        </p>
      ) : (
        <p className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {value ?? <span className="text-slate-500">…</span>}
        </p>
      )}
      {noteText || to ? (
        <p className="text-xs text-slate-600">
          {noteText}
          {to ? (
            <>
              {" "}
              <Link to={to} className="font-semibold text-brand-700 underline">
                Open<span className="sr-only"> {label}</span>
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
