import { examinationResultsPage } from "~/content/student";
import { CourseDocumentLists } from "~/site/content/course-document-lists";
import { useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { byCourse, toPdfDocuments } from "~/site/content/document-links";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/examination-results";

export const meta: Route.MetaFunction = (args) => pageMeta(args, examinationResultsPage);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { documents, preview } = await loadCategoryDocuments(context, request, "results");
  return { documents: byCourse(toPdfDocuments(documents)), preview };
}
export default function ExaminationResults() {
  const { documents, preview } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={examinationResultsPage.title}
        lead={examinationResultsPage.lead}
        breadcrumbs={[{ label: "Student", to: "/student" }]}
      />
      <PageBody preview={preview}>
        <Prose paragraphs={[examinationResultsPage.intro]} />
        <CourseDocumentLists subject="examination results" documents={documents} />
      </PageBody>
    </main>
  );
}
