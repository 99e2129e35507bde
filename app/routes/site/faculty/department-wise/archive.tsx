import { Link, useLoaderData } from "react-router";
import { formatMonth, listHeading, type Publication } from "../../../../../contract/nmc";
import { PageBody } from "~/site/content/page-body";
import { filePath, monthPath } from "~/site/nmc/department-list";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/archive";

export async function loader({ context }: Route.LoaderArgs) {
  const publications = await context.services.nmc.all();
  // One entry per month (newest first), with every revision of it.
  const months: { month: string; revisions: Publication[] }[] = [];
  for (const publication of publications) {
    const last = months.at(-1);
    if (last?.month === publication.month) last.revisions.push(publication);
    else months.push({ month: publication.month, revisions: [publication] });
  }
  return { months };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Department-wise Faculty: Archive",
    description:
      "Every monthly department-wise list of teaching faculty the college has published for the National Medical Commission, with each revision, as web page, CSV and PDF.",
  });

export default function DepartmentWiseArchive() {
  const { months } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title="Department-wise Faculty: Archive"
        lead="Every monthly list published, newest first. A published list is never changed: a correction is published as a revision, and every revision stays here."
        breadcrumbs={[
          { label: "Faculty", to: "/faculty" },
          { label: "Department-wise Faculty (NMC)", to: "/faculty/department-wise" },
        ]}
      />
      <PageBody>
        {months.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-800">No list has been published yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {months.map(({ month, revisions }) => (
              <li key={month} className="space-y-2 p-5">
                <h2 className="text-lg font-bold text-slate-900">
                  <Link to={monthPath(month)} className="text-brand-800 underline">
                    {formatMonth(month)}
                  </Link>
                </h2>
                <ol className="space-y-2 text-sm text-slate-800">
                  {revisions.map((revision, index) => (
                    <li key={revision._id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                      <span>
                        {index === 0 ? "" : "Earlier: "}
                        {revisions.length > 1 ? `Revision ${revision.revision}. ` : ""}
                        {listHeading(revision)}
                        {revision.reason ? ` (${revision.reason})` : ""}
                      </span>
                      <span className="flex gap-3 font-semibold">
                        <Link
                          to={
                            index === 0
                              ? monthPath(month)
                              : `${monthPath(month)}?revision=${revision.revision}`
                          }
                          className="text-brand-800 underline"
                        >
                          Page
                          <span className="sr-only">
                            {" "}
                            for {formatMonth(month)} revision {revision.revision}
                          </span>
                        </Link>
                        <a
                          href={filePath(month, "csv", index === 0 ? undefined : revision.revision)}
                          download
                          className="text-brand-800 underline"
                        >
                          CSV
                          <span className="sr-only">
                            {" "}
                            for {formatMonth(month)} revision {revision.revision}
                          </span>
                        </a>
                        <a
                          href={filePath(month, "pdf", index === 0 ? undefined : revision.revision)}
                          className="text-brand-800 underline"
                        >
                          PDF
                          <span className="sr-only">
                            {" "}
                            for {formatMonth(month)} revision {revision.revision}
                          </span>
                        </a>
                      </span>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </main>
  );
}
