import { Link } from "react-router";
import { msrMonthPath, msrMonthPdfPath, type DisclosurePublication } from "../../../../contract/disclosures";
import { formatMonth } from "../../../../contract/nmc";
import { PageBody } from "~/site/content/page-body";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { linkClass } from "~/site/msr/msr-publication";
import { hubCrumbs, publishedOn } from "~/site/msr/msr-text";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/msr-archive";

/** Every month of the hub published, newest first, each with every revision. */
export async function loader({ context }: Route.LoaderArgs) {
  const publications = await context.services.disclosures.publications.all();
  const months: { month: string; revisions: DisclosurePublication[] }[] = [];
  for (const publication of publications) {
    const last = months.at(-1);
    if (last?.month === publication.month) last.revisions.push(publication);
    else months.push({ month: publication.month, revisions: [publication] });
  }
  return { months };
}

export const handle: SiteHandle = { translated: true };

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("msr.archive.metaTitle", { hub: t("nav.msrHub") }),
    description: t("msr.archive.description"),
  });
};

export default function MsrArchive({ loaderData }: Route.ComponentProps) {
  const { months } = loaderData;
  const messages = useMessages();
  const { language, t } = messages;
  return (
    <main>
      <PageHero
        title={t("msr.archive.title")}
        lead={t("msr.archive.lead")}
        breadcrumbs={hubCrumbs(messages)}
      />
      <PageBody>
        {months.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-800">{t("msr.noneYet")}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {months.map(({ month, revisions }) => (
              <li key={month} className="space-y-2 p-5">
                <h2 className="text-lg font-bold text-slate-900">
                  <Link to={msrMonthPath(month)} className={linkClass}>
                    {formatMonth(month, language)}
                  </Link>
                </h2>
                <ol className="space-y-2 text-sm text-slate-800">
                  {revisions.map((revision, index) => {
                    const query = index === 0 ? "" : `?revision=${revision.revision}`;
                    const date = publishedOn(messages, revision.publishedAt);
                    const which = t("msr.archive.of", {
                      month: formatMonth(month, language),
                      revision: revision.revision,
                    });
                    return (
                      <li key={revision._id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                        <span>
                          {index === 0 ? "" : `${t("msr.archive.earlier")} `}
                          {revisions.length > 1
                            ? t("msr.archive.revisionPublished", { revision: revision.revision, date })
                            : t("msr.archive.published", { date })}
                          {revision.reason ? ` (${revision.reason})` : ""}
                        </span>
                        <span className="flex gap-3">
                          <Link to={`${msrMonthPath(month)}${query}`} className={linkClass}>
                            {t("msr.archive.pages")}
                            <span className="sr-only"> {which}</span>
                          </Link>
                          <a href={`${msrMonthPdfPath(month)}${query}`} className={linkClass}>
                            PDF<span className="sr-only"> {which}</span>
                          </a>
                        </span>
                      </li>
                    );
                  })}
                </ol>
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </main>
  );
}
