import { data, Link } from "react-router";
import {
  isMsrItemLetter,
  MSR_ARCHIVE_PATH,
  MSR_HUB_LINK_TEXT,
  MSR_HUB_PATH,
  MSR_ITEM_LETTERS,
  MSR_ITEMS,
  msrItemPath,
} from "../../../../contract/disclosures";
import { formatMonth, isMonth } from "../../../../contract/nmc";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { MissingNote } from "~/site/msr/missing-note";
import { MsrItemView } from "~/site/msr/msr-item-view";
import { askedRevision, MonthContents, PublicationNote } from "~/site/msr/msr-publication";
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
    return { kind: "item" as const, item: await context.services.disclosures.item(letter) };
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
    items: items.map((item) => ({ letter: item.letter, title: item.title, missing: item.missing.length })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (args.data?.kind === "month") {
    const month = formatMonth(args.data.publication.month);
    return pageMeta(args, {
      title: `${MSR_HUB_LINK_TEXT}: ${month}`,
      description: `The twelve items of MSR Clause B.1.11 as the college published them for ${month}, with CSV and PDF.`,
    });
  }
  const item = args.data?.item;
  if (!item) return [{ title: "Not found" }];
  return pageMeta(args, {
    title: `(${item.letter}) ${item.title} | MSR Clause B.1.11`,
    description: `Information under MSR Clause B.1.11, item (${item.letter}): ${item.title}, from the college's records.`,
  });
};

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

function MonthPage({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { kind: "month" }>;
}) {
  const { publication, latestRevision, revisionAsked, items } = loaderData;
  return (
    <main>
      <PageHero
        title={`MSR Clause B.1.11: ${formatMonth(publication.month)}`}
        lead={`${MSR_HUB_LINK_TEXT}, as published for ${formatMonth(publication.month)}.`}
        breadcrumbs={[
          { label: "Student", to: "/student" },
          { label: "MSR Clause B.1.11", to: MSR_HUB_PATH },
          { label: "Archive", to: MSR_ARCHIVE_PATH },
        ]}
      />
      <PageBody>
        <PublicationNote publication={publication} latestRevision={latestRevision} />
        <MonthContents month={publication.month} items={items} revision={revisionAsked} />
      </PageBody>
    </main>
  );
}

export default function MsrItemPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "month") return <MonthPage loaderData={loaderData} />;
  const { item } = loaderData;
  const index = MSR_ITEM_LETTERS.indexOf(item.letter);
  const previous = MSR_ITEM_LETTERS[index - 1];
  const next = MSR_ITEM_LETTERS[index + 1];
  return (
    <main>
      <PageHero
        title={`(${item.letter}) ${item.title}`}
        lead={`${MSR_HUB_LINK_TEXT}, item (${item.letter}).`}
        breadcrumbs={[
          { label: "Student", to: "/student" },
          { label: "MSR Clause B.1.11", to: MSR_HUB_PATH },
        ]}
      />
      <PageBody>
        <LastUpdated at={item.updatedAt} />
        <MissingNote missing={item.missing} />
        <MsrItemView item={item} />
        <nav
          aria-label="Other items"
          className="flex flex-wrap justify-between gap-4 border-t border-slate-200 pt-6"
        >
          {previous ? (
            <Link to={msrItemPath(previous)} className={linkClass}>
              ← ({previous}) {MSR_ITEMS[previous]}
            </Link>
          ) : (
            <span />
          )}
          <Link to={MSR_HUB_PATH} className={linkClass}>
            All twelve items
          </Link>
          {next ? (
            <Link to={msrItemPath(next)} className={linkClass}>
              ({next}) {MSR_ITEMS[next]} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      </PageBody>
    </main>
  );
}
