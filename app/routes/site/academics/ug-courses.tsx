import { useLoaderData } from "react-router";
import { coursesCollection, type RecognitionStatus } from "../../../../contract/collections/courses";
import type { MessageKey } from "~/site/i18n/messages.en";
import { ContentSection } from "~/site/content/content-section";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import type { Route } from "./+types/ug-courses";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

/** The page's text and facts (site-pages) and the UG courses, their seats and duration (courses). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, preview } = await loadSitePage(context, request, "/academics/ug-courses-offered");
  const courses = await context.services.collections
    .pages(coursesCollection)
    .records({ preview, language: context.language });
  return { page, preview, courses: courses.filter((course) => course.level === "UG") };
}

const INTAKE_TEXTS: Record<RecognitionStatus, MessageKey> = {
  recognised: "applicants.courses.seatsRecognised",
  permitted: "applicants.courses.seatsPermitted",
  applied: "applicants.courses.seatsApplied",
};

/** "150 a year, recognised by the National Medical Commission": a course's intake, in the page's language. */
function useIntakeText() {
  const { t } = useMessages();
  return (course: { seats: number | null; recognition: RecognitionStatus | null }) =>
    course.seats === null
      ? t("applicants.courses.seatsNone")
      : t(course.recognition ? INTAKE_TEXTS[course.recognition] : "applicants.courses.seats", {
          seats: course.seats,
        });
}

export default function UgCourses() {
  const { page, preview, courses } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  const intakeText = useIntakeText();
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.academics"), to: "/academics" }]}
      />
      <PageBody>
        {courses.map((course) => (
          <ContentSection key={course._id} title={course.name}>
            <dl className="grid max-w-3xl gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 sm:grid-cols-[14rem_1fr]">
              {[
                { label: t("applicants.courses.seatsLabel"), value: intakeText(course) },
                { label: t("applicants.courses.duration"), value: course.duration },
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
