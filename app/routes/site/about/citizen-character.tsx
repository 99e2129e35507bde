import { useLoaderData } from "react-router";
import { citizenCharter } from "~/content/about";
import { ContentSection } from "~/site/content/content-section";
import { toPdfDocuments } from "~/site/content/document-links";
import { PageBody } from "~/site/content/page-body";
import { PdfLinkList } from "~/site/content/pdf-links";
import { Prose, ProseSections } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/citizen-character";

/** The Citizen Charter, at the menu's slug /about/citizen-character. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, citizenCharter);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { documents, preview } = await loadCategoryDocuments(context, request, "citizen-charter");
  return { documents: toPdfDocuments(documents), preview };
}

export default function CitizenCharter() {
  const { documents, preview } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={citizenCharter.title}
        lead={citizenCharter.lead}
        breadcrumbs={[{ label: "About", to: "/about" }]}
      />
      <PageBody preview={preview}>
        <Prose paragraphs={[citizenCharter.intro]} />
        <ContentSection title="The charter as a document">
          <div className="max-w-3xl">
            <PdfLinkList documents={documents} label="Citizen's charter documents" />
          </div>
        </ContentSection>
        <ProseSections sections={citizenCharter.sections} />
      </PageBody>
    </main>
  );
}
