import { useLoaderData } from "react-router";
import { ContentSection } from "~/site/content/content-section";
import { toPdfDocuments } from "~/site/content/document-links";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { PdfLinkList } from "~/site/content/pdf-links";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/citizen-character";

/** The Citizen Charter, at the menu's slug /about/citizen-character: its text, then the charter as PDFs. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page, preview }, { documents, preview: documentsPreview }] = await Promise.all([
    loadSitePage(context, request, "/about/citizen-character"),
    loadCategoryDocuments(context, request, "citizen-charter"),
  ]);
  return { page, preview, documents: toPdfDocuments(documents, context.language), documentsPreview };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

export default function CitizenCharter() {
  const { t } = useMessages();
  const { page, preview, documents, documentsPreview } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero title={page.title} lead={page.lead} breadcrumbs={[{ label: t("nav.about"), to: "/about" }]} />
      <PageBody preview={documentsPreview}>
        <SitePageText page={page} preview={preview} />
        <ContentSection title={t("about.citizen.documentTitle")}>
          <div className="max-w-3xl">
            <PdfLinkList documents={documents} label={t("about.citizen.listLabel")} />
          </div>
        </ContentSection>
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
