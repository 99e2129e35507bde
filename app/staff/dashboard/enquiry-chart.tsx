import type { EnquiryStats } from "../../../contract/enquiry";

const SERIES = [
  { key: "MBBS", label: "MBBS", color: "#15803d" },
  { key: "MD", label: "MD", color: "#1d4ed8" },
  { key: "MS", label: "MS", color: "#c2410c" },
  { key: "other", label: "Other", color: "#64748b" },
] as const;

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 16, right: 12, bottom: 36, left: 36 };

const weekLabel = (weekStart: string) =>
  new Date(`${weekStart}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

/** A step of 1, 2 or 5 × 10ⁿ giving at most five grid lines. */
function niceStep(max: number) {
  const raw = Math.max(1, max) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= raw) ?? raw) || 1;
}

/** Stacked bars of enquiries per week by course, with the same figures as a table for screen readers. */
export function EnquiryChart({ weekly }: { weekly: EnquiryStats["weekly"] }) {
  const totals = weekly.map((week) => SERIES.reduce((sum, series) => sum + week[series.key], 0));
  const step = niceStep(Math.max(0, ...totals));
  const top = Math.max(step, Math.ceil(Math.max(0, ...totals) / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, weekly.length);
  const barWidth = Math.min(44, slot * 0.6);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const sum = totals.reduce((a, b) => a + b, 0);

  // The figures' table follows the figure (a figure's caption is its first or last child).
  return (
    <>
      <figure>
        {/* Phones scroll the chart sideways rather than shrink its labels past reading. */}
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-label="Weekly enquiries chart">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={`Enquiries per week over the last ${weekly.length} weeks, by course: ${sum} in all. The table below gives each figure.`}
            className="h-auto w-full min-w-[520px]"
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
                <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
                  {tick}
                </text>
              </g>
            ))}
            {weekly.map((week, index) => {
              const x = PAD.left + slot * index + (slot - barWidth) / 2;
              let base = 0;
              return (
                <g key={week.weekStart}>
                  {SERIES.map((series) => {
                    const value = week[series.key];
                    if (!value) return null;
                    const rect = (
                      <rect
                        key={series.key}
                        x={x}
                        width={barWidth}
                        y={y(base + value)}
                        height={y(base) - y(base + value)}
                        fill={series.color}
                      >
                        <title>{`${series.label}, week of ${weekLabel(week.weekStart)}: ${value}`}</title>
                      </rect>
                    );
                    base += value;
                    return rect;
                  })}
                  <text
                    x={x + barWidth / 2}
                    y={HEIGHT - PAD.bottom + 16}
                    textAnchor="middle"
                    fontSize="11"
                    fill="#475569"
                  >
                    {weekLabel(week.weekStart)}
                  </text>
                </g>
              );
            })}
          </svg>
        </div>
        <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
          {SERIES.map((series) => (
            <span key={series.key} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="h-3 w-3 rounded-sm"
                style={{ backgroundColor: series.color }}
              />
              {series.label}
            </span>
          ))}
        </figcaption>
      </figure>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the figures as a table</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-left">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-4">
                  Week of
                </th>
                {SERIES.map((series) => (
                  <th key={series.key} scope="col" className="py-1 pr-4">
                    {series.label}
                  </th>
                ))}
                <th scope="col" className="py-1">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {weekly.map((week, index) => (
                <tr key={week.weekStart} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {weekLabel(week.weekStart)}
                  </th>
                  {SERIES.map((series) => (
                    <td key={series.key} className="py-1 pr-4">
                      {week[series.key]}
                    </td>
                  ))}
                  <td className="py-1">{totals[index]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
