import { useEnglishFallback } from "./english-fallback";

/** A titled block of an inner page: an <h2> (or <h3>), an optional intro line, then its content. */
export function ContentSection({
  title,
  intro,
  id,
  level = 2,
  children,
}: {
  title: string;
  intro?: string;
  id?: string;
  level?: 2 | 3;
  children?: React.ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const englishIf = useEnglishFallback();
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} className="space-y-4">
      <Heading
        id={id ? `${id}-title` : undefined}
        lang={englishIf(title)}
        className={
          level === 2
            ? "border-l-4 border-accent-500 pl-3 text-2xl font-bold text-brand-900"
            : "text-xl font-semibold text-brand-900"
        }
      >
        {title}
      </Heading>
      {intro ? (
        <p lang={englishIf(intro)} className="max-w-3xl text-slate-700">
          {intro}
        </p>
      ) : null}
      {children}
    </section>
  );
}
