import { data, Link } from "react-router";
import type { CollegeInformation } from "../../../../contract/college-information";
import {
  isMsrItemLetter,
  MSR_ARCHIVE_PATH,
  MSR_HUB_LINK_TEXT,
  MSR_HUB_PATH,
  msrItemCsvPath,
  msrMonthPath,
} from "../../../../contract/disclosures";
import { formatMonth, isMonth } from "../../../../contract/nmc";
import type { MsrItem } from "../../../../server/disclosures/disclosures.service";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { MissingNote } from "~/site/msr/missing-note";
import { MsrItemView } from "~/site/msr/msr-item-view";
import { askedRevision, linkClass, PublicationNote, revisionQuery } from "~/site/msr/msr-publication";
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

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.data;
  if (!loaded) return [{ title: "Not found" }];
  const month = formatMonth(loaded.publication.month);
  const title = loaded.item ? `(${loaded.item.letter}) ${loaded.item.title}` : "College information";
  return pageMeta(args, {
    title: `${title}, ${month} | MSR Clause B.1.11`,
    description: `${title}: ${MSR_HUB_LINK_TEXT} as the college published it for ${month}.`,
  });
};

export default function MsrMonthItem({ loaderData }: Route.ComponentProps) {
  const { publication, latestRevision, revisionAsked, item, proforma } = loaderData;
  const month = formatMonth(publication.month);
  const query = revisionQuery(revisionAsked);
  return (
    <main>
      <PageHero
        title={item ? `(${item.letter}) ${item.title}` : "College information"}
        lead={`${MSR_HUB_LINK_TEXT}, ${month}${item ? `, item (${item.letter})` : ": the pro-forma as it stood"}.`}
        breadcrumbs={[
          { label: "Student", to: "/student" },
          { label: "MSR Clause B.1.11", to: MSR_HUB_PATH },
          { label: "Archive", to: MSR_ARCHIVE_PATH },
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
                Download item ({item.letter}) as CSV
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
            All twelve items of {month}
          </Link>
        </p>
      </PageBody>
    </main>
  );
}
