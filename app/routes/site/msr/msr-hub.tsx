import { Link } from "react-router";
import {
  MSR_ARCHIVE_PATH,
  msrItemPath,
  msrMonthPath,
  msrMonthPdfPath,
} from "../../../../contract/disclosures";
import { formatMonth } from "../../../../contract/nmc";
import { formatDate } from "~/site/content/format-date";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { itemTitle, publishedOn } from "~/site/msr/msr-text";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/msr-hub";

export const handle: SiteHandle = { translated: true };

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, { title: t("nav.msrHub"), description: t("msr.hub.description") });
};

/** The twelve items, each with when it last changed and how many facts it still lacks. */
export async function loader({ context }: Route.LoaderArgs) {
  const [items, latest] = await Promise.all([
    context.services.disclosures.items(),
    context.services.disclosures.publications.latest(),
  ]);
  return {
    latest: latest
      ? { month: latest.month, publishedAt: latest.publishedAt, revision: latest.revision }
      : null,
    items: items.map(({ letter, updatedAt, missing }) => ({
      letter,
      updatedAt,
      missing: missing.length,
    })),
  };
}

export default function MsrHub({ loaderData }: Route.ComponentProps) {
  const { items, latest } = loaderData;
  const messages = useMessages();
  const { language, t, rich } = messages;
  return (
    <main>
      <PageHero
        title={t("nav.msrHub")}
        lead={t("msr.hub.lead")}
        breadcrumbs={[{ label: t("nav.student"), to: "/student" }]}
      />
      <PageBody>
        <Prose paragraphs={[t("msr.hub.intro")]} />
        <section
          aria-labelledby="published-title"
          className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-4"
        >
          <h2 id="published-title" className="text-xl font-semibold text-brand-900">
            {t("msr.hub.monthly")}
          </h2>
          {latest ? (
            <p className="text-slate-800">
              {rich("msr.hub.latest", {
                month: <strong>{formatMonth(latest.month, language)}</strong>,
                date: <time dateTime={latest.publishedAt}>{publishedOn(messages, latest.publishedAt)}</time>,
                revision:
                  latest.revision > 1 ? t("msr.hub.latestRevision", { revision: latest.revision }) : "",
                read: (
                  <Link to={msrMonthPath(latest.month)} className="font-semibold text-brand-700 underline">
                    {t("msr.hub.readMonth", { month: formatMonth(latest.month, language) })}
                  </Link>
                ),
                download: (
                  <a href={msrMonthPdfPath(latest.month)} className="font-semibold text-brand-700 underline">
                    {t("msr.hub.downloadPdf")}
                  </a>
                ),
              })}
            </p>
          ) : (
            <p className="text-slate-800">{t("msr.noneYet")}</p>
          )}
          <p>
            <Link to={MSR_ARCHIVE_PATH} className="font-semibold text-brand-700 underline">
              {t("msr.archiveLink")}
            </Link>
          </p>
        </section>
        <nav aria-label={t("msr.itemsLabel")}>
          <ol className="grid gap-3 md:grid-cols-2">
            {items.map((item) => (
              <li key={item.letter}>
                <Link
                  to={msrItemPath(item.letter)}
                  className="group flex h-full gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 hover:shadow-md"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {item.letter}
                  </span>
                  <span>
                    <span className="block font-semibold text-brand-800 group-hover:underline">
                      <span className="sr-only">({item.letter}) </span>
                      {itemTitle(messages, item.letter)}
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {item.updatedAt
                        ? t("msr.hub.updated", { date: formatDate(item.updatedAt, language) })
                        : t("msr.hub.nothingYet")}
                      {item.missing ? ` · ${t("msr.hub.missing", { count: item.missing })}` : ""}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <section aria-labelledby="proforma-title" className="space-y-2">
          <h2 id="proforma-title" className="text-xl font-semibold text-brand-900">
            {t("msr.hub.proformaTitle")}
          </h2>
          <p className="text-slate-700">
            {rich("msr.hub.proformaText", {
              link: (
                <Link to="/college-information" className="font-semibold text-brand-700 underline">
                  {t("msr.collegeInformation")}
                </Link>
              ),
            })}
          </p>
        </section>
        <LastUpdated at={newest(items.map((item) => item.updatedAt))} />
      </PageBody>
    </main>
  );
}
