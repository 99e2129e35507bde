import { Link, useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { toPdfDocuments } from "~/site/content/document-links";
import { LastUpdated } from "~/site/content/last-updated";
import { PdfLinkList } from "~/site/content/pdf-links";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/information-as-per-nmc";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page, preview: pagePreview }, { documents, preview }] = await Promise.all([
    loadSitePage(context, request, "/student/information-as-per-nmc"),
    loadCategoryDocuments(context, request, "nmc"),
  ]);
  return { page, pagePreview, documents: toPdfDocuments(documents, context.language), preview };
}
export default function InformationAsPerNmc() {
  const { page, pagePreview, documents, preview } = useLoaderData<typeof loader>();
  const { t, rich } = useMessages();
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.student"), to: "/student" }]}
      />
      <PageBody preview={preview}>
        <SitePageText page={page} preview={pagePreview} />
        <div className="max-w-3xl">
          <PdfLinkList documents={documents} label={t("records.nmcInfo.listLabel")} />
        </div>
        <p className="max-w-3xl text-slate-800">
          {rich("records.nmcInfo.monthly", {
            list: (
              <Link to="/faculty/department-wise" className="font-semibold text-brand-800 underline">
                {t("nav.departmentWise")}
              </Link>
            ),
            archive: (
              <Link to="/faculty/department-wise/archive" className="text-brand-800 underline">
                {t("records.nmcInfo.everyMonth")}
              </Link>
            ),
          })}
        </p>
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
