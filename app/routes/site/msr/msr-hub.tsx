import { Link } from "react-router";
import {
  MSR_ARCHIVE_PATH,
  MSR_HUB_LINK_TEXT,
  msrItemPath,
  msrMonthPath,
  msrMonthPdfPath,
} from "../../../../contract/disclosures";
import { formatMonth } from "../../../../contract/nmc";
import { formatDate } from "~/site/content/format-date";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { publishedOn } from "~/site/msr/msr-publication";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/msr-hub";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: MSR_HUB_LINK_TEXT,
    description:
      "The twelve items a medical college publishes under clause B.1.11 of the NMC's Minimum Standard Requirements: heads, staff, intake, admissions, research, results, recognition, clinical material and anti-ragging.",
  });

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
    items: items.map(({ letter, title, updatedAt, missing }) => ({
      letter,
      title,
      updatedAt,
      missing: missing.length,
    })),
  };
}

export default function MsrHub({ loaderData }: Route.ComponentProps) {
  const { items, latest } = loaderData;
  return (
    <main>
      <PageHero
        title={MSR_HUB_LINK_TEXT}
        lead="The twelve items the National Medical Commission asks every medical college to keep on its website."
        breadcrumbs={[{ label: "Student", to: "/student" }]}
      />
      <PageBody>
        <Prose
          paragraphs={[
            "Clause B.1.11 of the Minimum Standard Requirements for the MBBS course (1999, as amended in 2019) lists what a college must publish and keep up to date. Each item below is built from the college's own records as they stand today, with the date it last changed; an item says plainly what is not yet recorded.",
          ]}
        />
        <section
          aria-labelledby="published-title"
          className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-4"
        >
          <h2 id="published-title" className="text-xl font-semibold text-brand-900">
            Monthly publication
          </h2>
          {latest ? (
            <p className="text-slate-800">
              The latest publication is for <strong>{formatMonth(latest.month)}</strong>, published on{" "}
              <time dateTime={latest.publishedAt}>{publishedOn(latest.publishedAt)}</time>
              {latest.revision > 1 ? ` (revision ${latest.revision})` : ""}:{" "}
              <Link to={msrMonthPath(latest.month)} className="font-semibold text-brand-700 underline">
                read {formatMonth(latest.month)} as published
              </Link>{" "}
              or{" "}
              <a href={msrMonthPdfPath(latest.month)} className="font-semibold text-brand-700 underline">
                download it as one PDF
              </a>
              .
            </p>
          ) : (
            <p className="text-slate-800">No month has been published yet.</p>
          )}
          <p>
            <Link to={MSR_ARCHIVE_PATH} className="font-semibold text-brand-700 underline">
              Every month published (archive)
            </Link>
          </p>
        </section>
        <nav aria-label="The twelve items">
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
                      {item.title}
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {item.updatedAt ? `Updated ${formatDate(item.updatedAt)}` : "Nothing recorded yet"}
                      {item.missing ? ` · ${item.missing} not yet recorded` : ""}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <section aria-labelledby="proforma-title" className="space-y-2">
          <h2 id="proforma-title" className="text-xl font-semibold text-brand-900">
            College information pro-forma
          </h2>
          <p className="text-slate-700">
            The facts the National Medical Commission's pro-forma of 13 December 2021 asks for, from the
            college's address to its hostels and grievance officer:{" "}
            <Link to="/college-information" className="font-semibold text-brand-700 underline">
              College information
            </Link>
            .
          </p>
        </section>
        <LastUpdated at={newest(items.map((item) => item.updatedAt))} />
      </PageBody>
    </main>
  );
}
