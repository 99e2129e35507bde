import { useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { toPdfDocuments } from "~/site/content/document-links";
import { PdfLinkList } from "~/site/content/pdf-links";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/permission";

const page = {
  title: "Permissions & Recognition",
  lead: "Letters of permission and renewals from the National Medical Commission.",
  description:
    "The National Medical Commission's initial letter of permission (2019-20) and the four renewals of permission for 2020-21 to 2023-24 (PDF).",
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { documents, preview } = await loadCategoryDocuments(context, request, "permission");
  return { documents: toPdfDocuments(documents), preview };
}
export default function Permission() {
  const { documents, preview } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero title={page.title} lead={page.lead} breadcrumbs={[{ label: "About", to: "/about" }]} />
      <PageBody preview={preview}>
        <Prose
          paragraphs={[
            "The college admitted its first MBBS batch in 2019-20 under a letter of permission from the National Medical Commission, renewed every year since. Each letter opens as a PDF in a new tab.",
          ]}
        />
        <div className="max-w-3xl">
          <PdfLinkList documents={documents} label="Letters of permission and renewals" />
        </div>
      </PageBody>
    </main>
  );
}
