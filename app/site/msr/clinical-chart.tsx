import { useId } from "react";
import type { Language } from "../../../contract/language";
import { useMessages } from "~/site/i18n/messages";

export interface ChartMonth {
  month: string;
  opd: number | null;
  ipd: number | null;
}

const WIDTH = 420;
const PANEL = 110;
const TOP = 30;
const LEFT = 8;
const GAP = 30;

const MONTH_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-IN", { month: "short", timeZone: "UTC" }),
  hi: new Intl.DateTimeFormat("hi-IN", { month: "short", timeZone: "UTC" }),
};

const monthLabel = (month: string, language: Language) =>
  MONTH_FORMATS[language].format(new Date(`${month}-01T00:00:00Z`));

function Panel({
  months,
  pick,
  top,
  title,
  barClass,
}: {
  months: readonly ChartMonth[];
  pick: (month: ChartMonth) => number | null;
  top: number;
  title: string;
  barClass: string;
}) {
  const { language, t } = useMessages();
  const max = Math.max(1, ...months.map((month) => pick(month) ?? 0));
  const slot = (WIDTH - LEFT * 2) / months.length;
  const barWidth = slot * 0.6;
  return (
    <g>
      <text x={LEFT} y={top - 10} className="fill-slate-800 text-[15px] font-semibold">
        {t("msr.chart.highest", { title, max: max.toLocaleString("en-IN") })}
      </text>
      <line x1={LEFT} x2={WIDTH - LEFT} y1={top + PANEL} y2={top + PANEL} className="stroke-slate-400" />
      {months.map((month, index) => {
        const value = pick(month);
        const height = value === null ? 0 : Math.max(1, (value / max) * PANEL);
        const x = LEFT + index * slot + (slot - barWidth) / 2;
        return (
          <g key={month.month}>
            {value === null ? (
              <text
                x={x + barWidth / 2}
                y={top + PANEL - 4}
                textAnchor="middle"
                className="fill-slate-500 text-[13px]"
              >
                –
              </text>
            ) : (
              <rect x={x} y={top + PANEL - height} width={barWidth} height={height} className={barClass} />
            )}
            <text
              x={x + barWidth / 2}
              y={top + PANEL + 16}
              textAnchor="middle"
              className="fill-slate-600 text-[12px]"
            >
              {monthLabel(month.month, language)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * Monthly OPD and IPD patients as two bar charts drawn on the server (SVG, no script), each on its own scale
 * as the OPD counts are many times the admissions. The table that follows on the page is its text alternative.
 */
export function ClinicalChart({ months, tableName }: { months: readonly ChartMonth[]; tableName: string }) {
  const { t } = useMessages();
  const titleId = useId();
  const height = TOP + PANEL + GAP + TOP + PANEL + 24;
  return (
    <figure className="max-w-3xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={titleId}
        className="h-auto w-full"
        focusable="false"
      >
        <title id={titleId}>{t("msr.chart.title", { table: tableName })}</title>
        <Panel
          months={months}
          pick={(month) => month.opd}
          top={TOP}
          title={t("msr.chart.opd")}
          barClass="fill-brand-600"
        />
        <Panel
          months={months}
          pick={(month) => month.ipd}
          top={TOP + PANEL + GAP + TOP}
          title={t("msr.clinical.ipd")}
          barClass="fill-accent-600"
        />
      </svg>
      <figcaption className="mt-2 text-sm text-slate-600">{t("msr.chart.caption")}</figcaption>
    </figure>
  );
}
