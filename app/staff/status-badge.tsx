const TONES = {
  grey: "bg-slate-200 text-slate-800",
  amber: "bg-amber-100 text-amber-900",
  green: "bg-green-100 text-green-900",
  sky: "bg-sky-100 text-sky-900",
  indigo: "bg-indigo-100 text-indigo-900",
  violet: "bg-violet-100 text-violet-900",
} as const;

export type BadgeTone = keyof typeof TONES;
export type Badge = { label: string; tone: BadgeTone; status?: string };

/** The one status pill of the back-office; each domain says which label and tone its states get. */
export function StatusBadge({ label, tone, status }: Badge) {
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}
