import { useLoaderData } from "react-router";
import { siteConfig } from "~/content/site-config";
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
import type { Route } from "./+types/downloads";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

const playIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8" fill="currentColor">
    <path d="M4 2.8v18.4c0 .7.8 1.1 1.4.7l15.1-9.2c.6-.4.6-1.2 0-1.5L5.4 2.1C4.8 1.7 4 2.1 4 2.8Z" />
  </svg>
);
const phoneIcon = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-8 w-8"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <rect x="6" y="2" width="12" height="20" rx="3" />
    <path d="M10.5 18.5h3" strokeLinecap="round" />
  </svg>
);

const stores = [
  {
    label: "records.downloads.googlePlay",
    platform: "records.downloads.android",
    href: siteConfig.external.playStore,
    icon: playIcon,
  },
  {
    label: "records.downloads.appStore",
    platform: "records.downloads.iphone",
    href: siteConfig.external.appStore,
    icon: phoneIcon,
  },
] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page, preview: pagePreview }, { documents, preview }] = await Promise.all([
    loadSitePage(context, request, "/student/downloads"),
    loadCategoryDocuments(context, request, "downloads"),
  ]);
  return { page, pagePreview, documents: toPdfDocuments(documents, context.language), preview };
}

export default function Downloads() {
  const { page, pagePreview, documents, preview } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.student"), to: "/student" }]}
      />
      <PageBody preview={preview}>
        <div className="grid gap-10 lg:grid-cols-2">
          <ContentSection title={t("records.downloads.appTitle", { app: siteConfig.studentAppName })}>
            <SitePageText
              page={page}
              preview={pagePreview}
              className="[&_li]:marker:text-brand-600 [&_ul]:space-y-2"
            />
          </ContentSection>
          <ContentSection title={t("records.downloads.getApp")}>
            <ul className="space-y-4">
              {stores.map((store) => (
                <li key={store.href}>
                  <a
                    href={store.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center gap-4 rounded-xl bg-slate-900 px-5 py-4 text-white shadow-sm hover:bg-slate-800"
                  >
                    {store.icon}
                    <span>
                      <span className="block text-lg font-semibold">{t(store.label)}</span>
                      <span className="block text-sm text-slate-300">{t(store.platform)}</span>
                    </span>
                    <span className="sr-only"> {t("applicants.documents.newTab")}</span>
                  </a>
                </li>
              ))}
            </ul>
          </ContentSection>
        </div>
        <ContentSection title={t("records.downloads.forms")}>
          <div className="max-w-3xl">
            <PdfLinkList documents={documents} label={t("records.downloads.formsLabel")} />
          </div>
        </ContentSection>
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
