import { CourseDocumentLists } from "~/site/content/course-document-lists";
import { useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { byCourse, toPdfDocuments } from "~/site/content/document-links";
import { LastUpdated } from "~/site/content/last-updated";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/student-list";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page, preview: pagePreview }, { documents, preview }] = await Promise.all([
    loadSitePage(context, request, "/student/student-list"),
    loadCategoryDocuments(context, request, "student-list"),
  ]);
  return { page, pagePreview, documents: byCourse(toPdfDocuments(documents, context.language)), preview };
}
export default function StudentList() {
  const { page, pagePreview, documents, preview } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.student"), to: "/student" }]}
      />
      <PageBody preview={preview}>
        <SitePageText page={page} preview={pagePreview} />
        <CourseDocumentLists
          labels={{ mbbs: t("records.studentList.mbbs"), pg: t("records.studentList.pg") }}
          documents={documents}
        />
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
