import { useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { toPdfDocuments } from "~/site/content/document-links";
import { PdfLinkList } from "~/site/content/pdf-links";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/affiliation";

const page = {
  title: "Affiliation",
  lead: "University affiliation of the MBBS course, year by year.",
  description:
    "Affiliation letters of the college's MBBS course from the affiliating university for each academic year from 2019-20 to 2023-24 (PDF).",
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { documents, preview } = await loadCategoryDocuments(context, request, "affiliation");
  return { documents: toPdfDocuments(documents), preview };
}
export default function Affiliation() {
  const { documents, preview } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero title={page.title} lead={page.lead} breadcrumbs={[{ label: "About", to: "/about" }]} />
      <PageBody preview={preview}>
        <Prose paragraphs={["The affiliation letter for each academic year opens as a PDF in a new tab."]} />
        <div className="max-w-3xl">
          <PdfLinkList documents={documents} label="Affiliation letters by academic year" />
        </div>
      </PageBody>
    </main>
  );
}
