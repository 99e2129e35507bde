import { Link } from "react-router";
import { useEnglishFallback, useWrittenLanguage } from "~/site/content/english-fallback";
import { useMessages } from "~/site/i18n/messages";
import { formatOpdDate } from "~/site/opd/opd-format";

interface Camp {
  slug: string;
  title: string;
  eventDate: string | null;
  place: string | null;
  excerpt: string;
}

/** The coming health camps (notices of that category, issue 23 item 6), soonest first. */
export function HealthCamps({ camps }: { camps: readonly Camp[] }) {
  const { language, t, rich } = useMessages();
  const englishIf = useEnglishFallback();
  const writtenIn = useWrittenLanguage();
  return (
    <section aria-labelledby="health-camps" className="space-y-4">
      <h2 id="health-camps" className="border-l-4 border-accent-500 pl-3 text-2xl font-bold text-brand-900">
        {t("patients.camps.title")}
      </h2>
      {camps.length === 0 ? (
        <p className="text-slate-700">
          {rich("patients.camps.none", {
            link: (
              <Link to="/notices?category=health-camp" className="font-medium text-brand-700 underline">
                {t("patients.camps.noticesLink")}
              </Link>
            ),
          })}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {camps.map((camp) => (
            <li key={camp.slug} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h3 lang={englishIf(camp.title)} className="font-semibold text-brand-900">
                <Link to={`/notices/${camp.slug}`} className="underline hover:text-brand-700">
                  {camp.title}
                </Link>
              </h3>
              <p className="mt-2 text-slate-800">
                {camp.eventDate ? (
                  <time dateTime={camp.eventDate} className="font-medium">
                    {formatOpdDate(camp.eventDate, language)}
                  </time>
                ) : null}
                {camp.place ? (
                  <span lang={writtenIn(camp.place)} className="block">
                    {camp.place}
                  </span>
                ) : null}
              </p>
              <p lang={englishIf(camp.excerpt)} className="mt-2 text-sm text-slate-600">
                {camp.excerpt}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
