import { affiliationDocuments } from "~/content/documents";
import { PageBody } from "~/site/content/page-body";
import { PdfLinkList } from "~/site/content/pdf-links";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/affiliation";

const page = {
  title: "Affiliation",
  lead: "University affiliation of the MBBS course, year by year.",
  description:
    "Affiliation letters of the college's MBBS course from the affiliating university for each academic year from 2019-20 to 2023-24 (PDF).",
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function Affiliation() {
  return (
    <main>
      <PageHero title={page.title} lead={page.lead} breadcrumbs={[{ label: "About", to: "/about" }]} />
      <PageBody>
        <Prose paragraphs={["The affiliation letter for each academic year opens as a PDF in a new tab."]} />
        <div className="max-w-3xl">
          <PdfLinkList documents={affiliationDocuments} label="Affiliation letters by academic year" />
        </div>
      </PageBody>
    </main>
  );
}
