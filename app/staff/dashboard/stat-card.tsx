import { Link } from "react-router";
import { formatNumber } from "../format";
import { Icon, type IconName } from "../icons";

interface StatCardProps {
  label: string;
  icon: IconName;
  /** The figure, or null while loading. */
  value: string | null;
  /** "sample" figures are the spec's fixed samples; "live" ones come from the API. */
  source: "sample" | "live";
  note?: string;
  error?: string;
  onRetry?: () => void;
  to?: string;
}

export function StatCard({ label, icon, value, source, note, error, onRetry, to }: StatCardProps) {
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700">{label}</p>
        <span className="hidden rounded-md bg-brand-50 p-2 text-brand-700 sm:block">
          <Icon name={icon} />
        </span>
      </div>
      {error ? (
        <p className="text-sm text-red-800">
          Not available: {error}{" "}
          {onRetry ? (
            <button type="button" onClick={onRetry} className="font-semibold underline">
              Retry
            </button>
          ) : null}
        </p>
      ) : (
        <p className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {value ?? <span className="text-slate-500">…</span>}
        </p>
      )}
      <p className="text-xs text-slate-600">
        <span
          className={`mr-1 rounded px-1.5 py-0.5 font-semibold ${
            source === "live" ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"
          }`}
        >
          {source === "live" ? "Live" : "Sample figure"}
        </span>
        {note}
        {to ? (
          <>
            {" "}
            <Link to={to} className="font-semibold text-brand-700 underline">
              Open<span className="sr-only"> {label}</span>
            </Link>
          </>
        ) : null}
      </p>
    </li>
  );
}

/** A figure from the API: "…" while loading, the failure with Retry, and a link to its screen. */
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
  to: string;
}) {
  return (
    <StatCard
      label={label}
      icon={icon}
      value={stats.data ? formatNumber(figure(stats.data)) : null}
      source="live"
      note={stats.data && note ? note(stats.data) : undefined}
      error={stats.error}
      onRetry={stats.reload}
      to={to}
    />
  );
}
