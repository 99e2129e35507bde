import type { ProseSection } from "~/content/prose";
import { ContentSection } from "./content-section";
import { useEnglishFallback } from "./english-fallback";

/** Paragraphs and bullet points, readable line length. */
export function Prose({
  paragraphs,
  points,
}: {
  paragraphs?: readonly string[];
  points?: readonly string[];
}) {
  const englishIf = useEnglishFallback();
  return (
    <div className="max-w-3xl space-y-4 leading-relaxed text-slate-700">
      {paragraphs?.map((text) => (
        <p key={text} lang={englishIf(text)}>
          {text}
        </p>
      ))}
      {points?.length ? (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {points.map((point) => (
            <li key={point} lang={englishIf(point)}>
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A run of titled prose sections, each with its own <h2>. */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <ContentSection key={section.heading} title={section.heading}>
          <Prose paragraphs={section.paragraphs} points={section.points} />
        </ContentSection>
      ))}
    </>
  );
}
