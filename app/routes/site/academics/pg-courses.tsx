import { Link, useLoaderData } from "react-router";
import { coursesCollection, degreesOf } from "../../../../contract/collections/courses";
import { ContentSection } from "~/site/content/content-section";
import { DataTable } from "~/site/content/data-table";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { MessageKey } from "~/site/i18n/messages.en";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import type { Route } from "./+types/pg-courses";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

/** The page's text (site-pages) and the MD/MS courses from the courses collection. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, preview } = await loadSitePage(context, request, "/academics/pg-courses-offered");
  const courses = await context.services.collections
    .pages(coursesCollection)
    .records({ preview, language: context.language });
  return { page, preview, courses: courses.filter((course) => course.level === "PG") };
}

/** The degrees' full names in the page's language (a degree the list does not know keeps its own name). */
const DEGREE_NAMES: Partial<Record<string, MessageKey>> = {
  MBBS: "applicants.courses.degreeMbbs",
  MD: "applicants.courses.degreeMd",
  MS: "applicants.courses.degreeMs",
};

export default function PgCourses() {
  const { page, preview, courses } = useLoaderData<typeof loader>();
  const { t, rich } = useMessages();
  const fullName = (degree: { degree: string; full: string }) => {
    const key = DEGREE_NAMES[degree.degree];
    return key ? t(key) : degree.full;
  };
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.academics"), to: "/academics" }]}
      />
      <PageBody>
        <SitePageText page={page} preview={preview} />
        <div className="max-w-3xl">
          <DataTable
            caption={t("applicants.courses.degreesCaption")}
            columns={[
              { header: t("applicants.courses.degree") },
              { header: t("applicants.courses.fullName") },
              { header: t("applicants.courses.duration") },
            ]}
            rows={degreesOf(courses).map((degree) => [degree.degree, fullName(degree), degree.duration])}
          />
        </div>
        <ContentSection title={t("applicants.courses.offered")}>
          <ol aria-label={t("applicants.courses.pgList")} className="grid max-w-3xl gap-2 sm:grid-cols-2">
            {courses.map((course, index) => (
              <li
                key={course._id}
                className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="font-medium text-slate-900">{course.name}</span>
              </li>
            ))}
          </ol>
          <p className="text-slate-700">
            {rich("applicants.courses.tuitionOn", {
              link: (
                <Link to="/academics/pg-fee-structure" className="font-semibold text-brand-700 underline">
                  {t("applicants.courses.pgFeeLink")}
                </Link>
              ),
            })}
          </p>
        </ContentSection>
        <LastUpdated at={newest([page.updatedAt, ...courses.map((course) => course.updatedAt)])} />
      </PageBody>
    </main>
  );
}
