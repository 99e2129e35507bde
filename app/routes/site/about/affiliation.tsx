import { useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { toPdfDocuments } from "~/site/content/document-links";
import { PdfLinkList } from "~/site/content/pdf-links";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/affiliation";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, { title: t("nav.affiliation"), description: t("about.affiliation.description") });
};

export const handle: SiteHandle = { translated: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { documents, preview } = await loadCategoryDocuments(context, request, "affiliation");
  return { documents: toPdfDocuments(documents, context.language), preview };
}
export default function Affiliation() {
  const { t } = useMessages();
  const { documents, preview } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={t("nav.affiliation")}
        lead={t("about.affiliation.lead")}
        breadcrumbs={[{ label: t("nav.about"), to: "/about" }]}
      />
      <PageBody preview={preview}>
        <Prose paragraphs={[t("about.affiliation.note")]} />
        <div className="max-w-3xl">
          <PdfLinkList documents={documents} label={t("about.affiliation.listLabel")} />
        </div>
      </PageBody>
    </main>
  );
}
