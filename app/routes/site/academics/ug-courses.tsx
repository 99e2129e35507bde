import { Link, useLoaderData } from "react-router";
import { coursesCollection, intakeText } from "../../../../contract/collections/courses";
import { ugCourses } from "~/content/academics";
import { ContentSection } from "~/site/content/content-section";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { isStaffPreview } from "~/site/preview-request.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/ug-courses";

export const meta: Route.MetaFunction = (args) => pageMeta(args, ugCourses);

/** The UG courses, their seats and duration, from the courses collection. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const preview = await isStaffPreview(context, request);
  const courses = await context.services.collections.pages(coursesCollection).records({ preview });
  return { courses: courses.filter((course) => course.level === "UG") };
}

export default function UgCourses() {
  const { courses } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={ugCourses.title}
        lead={ugCourses.lead}
        breadcrumbs={[{ label: "Academics", to: "/academics" }]}
      />
      <PageBody>
        {courses.map((course) => (
          <ContentSection key={course._id} title={course.name}>
            <dl className="grid max-w-3xl gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 sm:grid-cols-[14rem_1fr]">
              {[
                { label: "Seats", value: intakeText(course) },
                { label: "Duration", value: course.duration },
                ...ugCourses.facts,
              ].map((fact) => (
                <div key={fact.label} className="contents">
                  <dt className="bg-brand-50 px-4 py-3 font-semibold text-brand-900">{fact.label}</dt>
                  <dd className="bg-white px-4 py-3 text-slate-800">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </ContentSection>
        ))}
        <Prose paragraphs={ugCourses.about} />
        <p className="text-slate-700">
          {ugCourses.note}{" "}
          <Link to="/admission/mbbs" className="font-semibold text-brand-700 underline">
            MBBS admission
          </Link>{" "}
          ·{" "}
          <Link to="/academics/ug-fee-structure" className="font-semibold text-brand-700 underline">
            UG fee structure
          </Link>
        </p>
        <LastUpdated at={newest(courses.map((course) => course.updatedAt))} />
      </PageBody>
    </main>
  );
}
