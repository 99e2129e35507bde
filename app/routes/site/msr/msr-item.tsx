import { data, Link } from "react-router";
import {
  isMsrItemLetter,
  MSR_ARCHIVE_PATH,
  MSR_HUB_PATH,
  MSR_ITEM_LETTERS,
  msrItemPath,
} from "../../../../contract/disclosures";
import { formatMonth, isMonth } from "../../../../contract/nmc";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { MissingNote } from "~/site/msr/missing-note";
import { MsrItemView } from "~/site/msr/msr-item-view";
import { askedRevision, linkClass, MonthContents, PublicationNote } from "~/site/msr/msr-publication";
import { hubCrumbs, itemHeading, itemTitle } from "~/site/msr/msr-text";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/msr-item";

/**
 * One item of MSR B.1.11 (/msr-clause-b-1-11/a … /l), built from the records by the disclosures service; or,
 * at /msr-clause-b-1-11/2026-11, a published month's contents (the two share the address's shape).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const letter = params.item;
  if (isMsrItemLetter(letter))
    return {
      kind: "item" as const,
      item: await context.services.disclosures.item(letter, undefined, context.language),
    };
  if (!isMonth(letter)) throw data("Not found", { status: 404 });
  const revision = askedRevision(request);
  const publication = await context.services.disclosures.publications.find(letter, revision);
  if (!publication) throw data("Not found", { status: 404 });
  const { items, collegeInformation: _proforma, revisions, ...summary } = publication;
  return {
    kind: "month" as const,
    publication: summary,
    latestRevision: revisions[0]!.revision,
    revisionAsked: revision,
    items: items.map((item) => ({ letter: item.letter, missing: item.missing.length })),
  };
}

export const handle: SiteHandle = { translated: true };

export const meta: Route.MetaFunction = (args) => {
  const messages = metaMessages(args);
  const { language, t } = messages;
  if (args.data?.kind === "month") {
    const month = formatMonth(args.data.publication.month, language);
    return pageMeta(args, {
      title: t("msr.month.metaTitle", { hub: t("nav.msrHub"), month }),
      description: t("msr.month.description", { month }),
    });
  }
  const item = args.data?.item;
  if (!item) return [{ title: t("msr.notFound") }];
  return pageMeta(args, {
    title: t("msr.itemPage.metaTitle", { title: itemHeading(messages, item.letter) }),
    description: t("msr.itemPage.description", {
      letter: item.letter,
      title: itemTitle(messages, item.letter),
    }),
  });
};

function MonthPage({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { kind: "month" }>;
}) {
  const { publication, latestRevision, revisionAsked, items } = loaderData;
  const messages = useMessages();
  const { language, t } = messages;
  const month = formatMonth(publication.month, language);
  return (
    <main>
      <PageHero
        title={t("msr.month.title", { month })}
        lead={t("msr.month.lead", { hub: t("nav.msrHub"), month })}
        breadcrumbs={[...hubCrumbs(messages), { label: t("msr.archiveCrumb"), to: MSR_ARCHIVE_PATH }]}
      />
      <PageBody>
        <PublicationNote publication={publication} latestRevision={latestRevision} />
        <MonthContents month={publication.month} items={items} revision={revisionAsked} />
      </PageBody>
    </main>
  );
}

export default function MsrItemPage({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  if (loaderData.kind === "month") return <MonthPage loaderData={loaderData} />;
  const { item } = loaderData;
  const index = MSR_ITEM_LETTERS.indexOf(item.letter);
  const previous = MSR_ITEM_LETTERS[index - 1];
  const next = MSR_ITEM_LETTERS[index + 1];
  const { t } = messages;
  return (
    <main>
      <PageHero
        title={itemHeading(messages, item.letter)}
        lead={t("msr.itemPage.lead", { hub: t("nav.msrHub"), letter: item.letter })}
        breadcrumbs={hubCrumbs(messages)}
      />
      <PageBody>
        <LastUpdated at={item.updatedAt} />
        <MissingNote missing={item.missing} />
        <MsrItemView item={item} />
        <nav
          aria-label={t("msr.itemPage.otherItems")}
          className="flex flex-wrap justify-between gap-4 border-t border-slate-200 pt-6"
        >
          {previous ? (
            <Link to={msrItemPath(previous)} className={linkClass}>
              ← {itemHeading(messages, previous)}
            </Link>
          ) : (
            <span />
          )}
          <Link to={MSR_HUB_PATH} className={linkClass}>
            {t("msr.allItems")}
          </Link>
          {next ? (
            <Link to={msrItemPath(next)} className={linkClass}>
              {itemHeading(messages, next)} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      </PageBody>
    </main>
  );
}
