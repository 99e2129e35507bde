import type { KeyFigure } from "~/content/prose";

/** Key figures (e.g. "720" / "teaching beds") as a row of tiles; a description list for screen readers. */
export function StatGrid({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col rounded-lg bg-brand-50 p-4 text-center ring-1 ring-brand-100"
        >
          <dt className="text-sm text-slate-700">{figure.label}</dt>
          <dd className="order-first text-2xl font-bold text-brand-800 sm:text-3xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
