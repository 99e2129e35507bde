import { Link, useLoaderData } from "react-router";
import { siteConfig } from "~/content/site-config";
import { ContentSection } from "~/site/content/content-section";
import { toPdfDocuments } from "~/site/content/document-links";
import { PageBody } from "~/site/content/page-body";
import { PdfLinkList } from "~/site/content/pdf-links";
import { LastUpdated } from "~/site/content/last-updated";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/aebas-attendance";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page, preview: pagePreview }, { documents, preview }] = await Promise.all([
    loadSitePage(context, request, "/faculty/mmc-aebas-attendance"),
    loadCategoryDocuments(context, request, "aebas"),
  ]);
  return { page, pagePreview, documents: toPdfDocuments(documents, context.language), preview };
}

export default function AebasAttendance() {
  const { page, pagePreview, documents, preview } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.faculty"), to: "/faculty" }]}
      />
      <PageBody preview={preview}>
        <SitePageText page={page} preview={pagePreview} />
        <ul className="max-w-3xl space-y-3 font-semibold">
          <li>
            <a
              href={siteConfig.external.aebasAttendance}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-800 underline"
            >
              {t("records.aebas.nmcLink")}
              <span className="sr-only"> {t("applicants.documents.newTab")}</span>
            </a>
          </li>
          <li>
            <Link to="/faculty/department-wise" className="text-brand-800 underline">
              {t("records.aebas.thisMonth")}
            </Link>
          </li>
        </ul>
        <ContentSection title={t("records.aebas.reports")}>
          <div className="max-w-3xl">
            <PdfLinkList documents={documents} label={t("records.aebas.reportsLabel")} />
          </div>
        </ContentSection>
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
