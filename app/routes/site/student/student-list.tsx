import { studentListDocuments } from "~/content/documents";
import { studentListPage } from "~/content/student";
import { CourseDocumentLists } from "~/site/content/course-document-lists";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/student-list";

export const meta: Route.MetaFunction = (args) => pageMeta(args, studentListPage);

export default function StudentList() {
  return (
    <main>
      <PageHero
        title={studentListPage.title}
        lead={studentListPage.lead}
        breadcrumbs={[{ label: "Student", to: "/student" }]}
      />
      <PageBody>
        <Prose paragraphs={[studentListPage.intro]} />
        <CourseDocumentLists subject="student list" documents={studentListDocuments} />
      </PageBody>
    </main>
  );
}
