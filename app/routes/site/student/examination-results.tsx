import { examinationResultDocuments } from "~/content/documents";
import { examinationResultsPage } from "~/content/student";
import { CourseDocumentLists } from "~/site/content/course-document-lists";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/examination-results";

export const meta: Route.MetaFunction = (args) => pageMeta(args, examinationResultsPage);

export default function ExaminationResults() {
  return (
    <main>
      <PageHero
        title={examinationResultsPage.title}
        lead={examinationResultsPage.lead}
        breadcrumbs={[{ label: "Student", to: "/student" }]}
      />
      <PageBody>
        <Prose paragraphs={[examinationResultsPage.intro]} />
        <CourseDocumentLists subject="examination results" documents={examinationResultDocuments} />
      </PageBody>
    </main>
  );
}
