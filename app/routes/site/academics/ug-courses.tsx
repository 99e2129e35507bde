import { useLoaderData } from "react-router";
import { coursesCollection, intakeText } from "../../../../contract/collections/courses";
import { ContentSection } from "~/site/content/content-section";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/ug-courses";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: "Not found" }];

/** The page's text and facts (site-pages) and the UG courses, their seats and duration (courses). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, preview } = await loadSitePage(context, request, "/academics/ug-courses-offered");
  const courses = await context.services.collections
    .pages(coursesCollection)
    .records({ preview, language: context.language });
  return { page, preview, courses: courses.filter((course) => course.level === "UG") };
}

export default function UgCourses() {
  const { page, preview, courses } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: "Academics", to: "/academics" }]}
      />
      <PageBody>
        {courses.map((course) => (
          <ContentSection key={course._id} title={course.name}>
            <dl className="grid max-w-3xl gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 sm:grid-cols-[14rem_1fr]">
              {[
                { label: "Seats", value: intakeText(course) },
                { label: "Duration", value: course.duration },
                ...page.facts,
              ].map((fact) => (
                <div key={fact.label} className="contents">
                  <dt className="bg-brand-50 px-4 py-3 font-semibold text-brand-900">{fact.label}</dt>
                  <dd className="bg-white px-4 py-3 text-slate-800">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </ContentSection>
        ))}
        <SitePageText page={page} preview={preview} />
        <LastUpdated at={newest([page.updatedAt, ...courses.map((course) => course.updatedAt)])} />
      </PageBody>
    </main>
  );
}
