import type { KeyFigure } from "~/content/prose";
import { useEnglishFallback, useWrittenLanguage } from "./english-fallback";

const columns: Record<number, string> = {
  1: "grid-cols-1 sm:max-w-xs",
  2: "grid-cols-2",
  3: "grid-cols-1 min-[480px]:grid-cols-3",
};

/** Key figures (e.g. "720" / "Teaching hospital beds") as tiles; a description list for screen readers. */
export function StatGrid({ figures }: { figures: readonly KeyFigure[] }) {
  const englishIf = useEnglishFallback();
  // A figure's value has one form for both sites ("720", "30 min"): read as English where it is.
  const writtenIn = useWrittenLanguage();
  return (
    <dl className={`grid gap-4 ${columns[figures.length] ?? "grid-cols-2 lg:grid-cols-4"}`}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col justify-center rounded-lg bg-brand-50 p-4 text-center ring-1 ring-brand-100"
        >
          <dt lang={englishIf(figure.label)} className="text-sm text-slate-700">
            {figure.label}
          </dt>
          <dd
            lang={writtenIn(figure.value)}
            className={`order-first font-bold text-brand-800 ${figure.value.length > 10 ? "text-xl" : "text-2xl sm:text-3xl"}`}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
