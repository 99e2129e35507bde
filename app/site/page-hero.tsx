import { Link } from "react-router";
import { EnglishFallbackNote, useEnglishFallback } from "./content/english-fallback";
import { useMessages } from "./i18n/messages";

/**
 * The banner at the top of every inner public page: the page's one <h1>, an optional lead line and a
 * breadcrumb trail. Plain CSS colours, no image, so it paints at once on slow connections.
 */
export function PageHero({
  title,
  lead,
  breadcrumbs = [],
}: {
  title: string;
  lead?: string;
  /** Ancestors of this page, e.g. [{ label: "About", to: "/about" }]; Home is added first. */
  breadcrumbs?: { label: string; to: string }[];
}) {
  const { t } = useMessages();
  const trail = [{ label: t("nav.home"), to: "/" }, ...breadcrumbs];
  const englishIf = useEnglishFallback();
  return (
    <header className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <nav aria-label={t("applicants.breadcrumb")} className="text-sm text-brand-100">
          <ol className="flex flex-wrap items-center gap-1">
            {trail.map((crumb) => (
              <li key={crumb.to} className="flex items-center gap-1">
                <Link to={crumb.to} className="underline-offset-2 hover:underline">
                  {crumb.label}
                </Link>
                <span aria-hidden="true">/</span>
              </li>
            ))}
            <li aria-current="page" lang={englishIf(title)} className="text-white">
              {title}
            </li>
          </ol>
        </nav>
        <h1 lang={englishIf(title)} className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h1>
        {lead ? (
          <p lang={englishIf(lead)} className="mt-3 max-w-3xl text-lg text-brand-50">
            {lead}
          </p>
        ) : null}
        <EnglishFallbackNote className="mt-3 max-w-3xl text-brand-50" />
      </div>
    </header>
  );
}
