import { Link } from "react-router";
import {
  MSR_HUB_LINK_TEXT,
  MSR_HUB_PATH,
  msrMonthPath,
  msrMonthPdfPath,
  type DisclosurePublication,
} from "../../../../contract/disclosures";
import { formatMonth } from "../../../../contract/nmc";
import { PageBody } from "~/site/content/page-body";
import { linkClass, publishedOn } from "~/site/msr/msr-publication";
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

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: `${MSR_HUB_LINK_TEXT}: archive`,
    description:
      "Every monthly publication of the information under MSR Clause B.1.11 the college has made, with each revision, as web pages, CSV and PDF.",
  });

export default function MsrArchive({ loaderData }: Route.ComponentProps) {
  const { months } = loaderData;
  return (
    <main>
      <PageHero
        title="MSR Clause B.1.11: archive"
        lead="Every month published, newest first. A published month is never changed: a correction is published as a revision, and every revision stays here."
        breadcrumbs={[
          { label: "Student", to: "/student" },
          { label: "MSR Clause B.1.11", to: MSR_HUB_PATH },
        ]}
      />
      <PageBody>
        {months.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-800">No month has been published yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {months.map(({ month, revisions }) => (
              <li key={month} className="space-y-2 p-5">
                <h2 className="text-lg font-bold text-slate-900">
                  <Link to={msrMonthPath(month)} className={linkClass}>
                    {formatMonth(month)}
                  </Link>
                </h2>
                <ol className="space-y-2 text-sm text-slate-800">
                  {revisions.map((revision, index) => {
                    const query = index === 0 ? "" : `?revision=${revision.revision}`;
                    const which = `${formatMonth(month)}, revision ${revision.revision}`;
                    return (
                      <li key={revision._id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                        <span>
                          {index === 0 ? "" : "Earlier: "}
                          {revisions.length > 1 ? `Revision ${revision.revision}, published ` : "Published "}
                          {publishedOn(revision.publishedAt)}
                          {revision.reason ? ` (${revision.reason})` : ""}
                        </span>
                        <span className="flex gap-3">
                          <Link to={`${msrMonthPath(month)}${query}`} className={linkClass}>
                            Pages<span className="sr-only"> of {which}</span>
                          </Link>
                          <a href={`${msrMonthPdfPath(month)}${query}`} className={linkClass}>
                            PDF<span className="sr-only"> of {which}</span>
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
