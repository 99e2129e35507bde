import { studentListPage } from "~/content/student";
import { CourseDocumentLists } from "~/site/content/course-document-lists";
import { useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { byCourse, toPdfDocuments } from "~/site/content/document-links";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/student-list";

export const meta: Route.MetaFunction = (args) => pageMeta(args, studentListPage);

export async function loader({ context }: Route.LoaderArgs) {
  return { documents: byCourse(toPdfDocuments(await context.services.documents.byCategory("student-list"))) };
}
export default function StudentList() {
  const { documents } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={studentListPage.title}
        lead={studentListPage.lead}
        breadcrumbs={[{ label: "Student", to: "/student" }]}
      />
      <PageBody>
        <Prose paragraphs={[studentListPage.intro]} />
        <CourseDocumentLists subject="student list" documents={documents} />
      </PageBody>
    </main>
  );
}
