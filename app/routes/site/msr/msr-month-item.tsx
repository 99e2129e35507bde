import { data, Link } from "react-router";
import type { CollegeInformation } from "../../../../contract/college-information";
import {
  isMsrItemLetter,
  MSR_ARCHIVE_PATH,
  msrItemCsvPath,
  msrMonthPath,
} from "../../../../contract/disclosures";
import { formatMonth, isMonth } from "../../../../contract/nmc";
import type { MsrItem } from "../../../../server/disclosures/disclosures.service";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { MissingNote } from "~/site/msr/missing-note";
import { MsrItemView } from "~/site/msr/msr-item-view";
import { askedRevision, linkClass, PublicationNote, revisionQuery } from "~/site/msr/msr-publication";
import { hubCrumbs, itemHeading } from "~/site/msr/msr-text";
import { ProformaFacts } from "~/site/msr/proforma-facts";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/msr-month-item";

/**
 * One item of a published month exactly as it was stored (/msr-clause-b-1-11/2026-11/d), or the
 * pro-forma as it stood then (/msr-clause-b-1-11/2026-11/college-information).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { month, item: which } = params;
  if (!isMonth(month) || !(isMsrItemLetter(which) || which === "college-information"))
    throw data("Not found", { status: 404 });
  const revision = askedRevision(request);
  const publication = await context.services.disclosures.publications.find(month, revision);
  if (!publication) throw data("Not found", { status: 404 });
  const { items, collegeInformation, revisions, ...summary } = publication;
  const base = { publication: summary, latestRevision: revisions[0]!.revision, revisionAsked: revision };
  if (which === "college-information")
    return { ...base, item: null, proforma: collegeInformation as CollegeInformation };
  return { ...base, item: items.find((one) => one.letter === which) as MsrItem, proforma: null };
}

export const handle: SiteHandle = { translated: true };

export const meta: Route.MetaFunction = (args) => {
  const messages = metaMessages(args);
  const { language, t } = messages;
  const loaded = args.data;
  if (!loaded) return [{ title: t("msr.notFound") }];
  const month = formatMonth(loaded.publication.month, language);
  const title = loaded.item ? itemHeading(messages, loaded.item.letter) : t("msr.collegeInformation");
  return pageMeta(args, {
    title: t("msr.monthItem.metaTitle", { title, month }),
    description: t("msr.monthItem.description", { title, hub: t("nav.msrHub"), month }),
  });
};

export default function MsrMonthItem({ loaderData }: Route.ComponentProps) {
  const { publication, latestRevision, revisionAsked, item, proforma } = loaderData;
  const messages = useMessages();
  const { language, t } = messages;
  const month = formatMonth(publication.month, language);
  const query = revisionQuery(revisionAsked);
  const hub = t("nav.msrHub");
  return (
    <main>
      <PageHero
        title={item ? itemHeading(messages, item.letter) : t("msr.collegeInformation")}
        lead={
          item
            ? t("msr.monthItem.lead", { hub, month, letter: item.letter })
            : t("msr.monthItem.leadProforma", { hub, month })
        }
        breadcrumbs={[
          ...hubCrumbs(messages),
          { label: t("msr.archiveCrumb"), to: MSR_ARCHIVE_PATH },
          { label: month, to: `${msrMonthPath(publication.month)}${query}` },
        ]}
      />
      <PageBody>
        <PublicationNote publication={publication} latestRevision={latestRevision} />
        {item ? (
          <>
            <LastUpdated at={item.updatedAt} />
            <MissingNote missing={item.missing} />
            <MsrItemView item={item} />
            <p>
              <a
                href={`${msrItemCsvPath(publication.month, item.letter)}${query}`}
                download
                className={linkClass}
              >
                {t("msr.monthItem.csv", { letter: item.letter })}
              </a>
            </p>
          </>
        ) : proforma ? (
          <>
            <LastUpdated at={proforma.updatedAt} />
            <MissingNote missing={proforma.missing} />
            <ProformaFacts facts={proforma.facts} />
          </>
        ) : null}
        <p>
          <Link to={`${msrMonthPath(publication.month)}${query}`} className={linkClass}>
            {t("msr.month.allItems", { month })}
          </Link>
        </p>
      </PageBody>
    </main>
  );
}
