import { studentListPage } from "~/content/student";
import { CourseDocumentLists } from "~/site/content/course-document-lists";
import { useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { byCourse, toPdfDocuments } from "~/site/content/document-links";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/student-list";

export const meta: Route.MetaFunction = (args) => pageMeta(args, studentListPage);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { documents, preview } = await loadCategoryDocuments(context, request, "student-list");
  return { documents: byCourse(toPdfDocuments(documents)), preview };
}
export default function StudentList() {
  const { documents, preview } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={studentListPage.title}
        lead={studentListPage.lead}
        breadcrumbs={[{ label: "Student", to: "/student" }]}
      />
      <PageBody preview={preview}>
        <Prose paragraphs={[studentListPage.intro]} />
        <CourseDocumentLists subject="student list" documents={documents} />
      </PageBody>
    </main>
  );
}
