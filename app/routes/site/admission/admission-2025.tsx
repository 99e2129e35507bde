import { Link, useLoaderData } from "react-router";
import { admissionEnquiryPath } from "~/content/navigation";
import { buttonClass } from "~/ui/button";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import { ContentSection } from "~/site/content/content-section";
import { forAdmissionPage, toPdfDocuments } from "~/site/content/document-links";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { PdfLinkList, PdfTileGrid } from "~/site/content/pdf-links";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { CounsellingSection } from "~/site/admission/counselling-rounds";
import { pageMeta } from "~/site/seo";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { withAdmissionSession } from "../../../../contract/collections/site-pages";
import { sitePathOf } from "../../../../contract/language";
import type { Route } from "./+types/admission-2025";

/** UG and PG Admission 2025: one module for both addresses; the text is the site-pages record of the address. */
export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

/** The UG page lists the MBBS rounds and documents, the PG page the MD/MS ones. */
const courseOf = (request: Request) =>
  sitePathOf(new URL(request.url).pathname).startsWith("/admission/pg-") ? "pg" : "ug";

export async function loader({ request, context }: Route.LoaderArgs) {
  const course = courseOf(request);
  const courses = course === "pg" ? (["MD/MS"] as const) : (["MBBS"] as const);
  const [{ page, preview: pagePreview }, { documents, preview }, rounds, settings] = await Promise.all([
    loadSitePage(context, request, `/admission/${course}-admission-2025`),
    loadCategoryDocuments(context, request, "admission"),
    context.services.counselling.current(courses),
    context.services.siteSettings.current(),
  ]);
  // The page names the current admission session wherever its text says {session} or {year} (issue 20).
  const session = (text: string) => withAdmissionSession(text, settings.admissionSession);
  return {
    page: {
      ...page,
      title: session(page.title),
      lead: session(page.lead),
      description: session(page.description),
      html: { ...page.html, body: session(page.html.body ?? "") },
    },
    pagePreview,
    documents: forAdmissionPage(toPdfDocuments(documents, context.language), course),
    preview,
    courses: [...courses],
    rounds,
  };
}

export default function Admission2025() {
  const { page, pagePreview, documents, preview, courses, rounds } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.admission"), to: "/admission" }]}
      />
      <PageBody preview={preview}>
        <SitePageText page={page} preview={pagePreview} />
        <CounsellingSection courses={courses} rounds={rounds} />
        <ContentSection
          title={t("applicants.admission.documents")}
          intro={t("applicants.admission.documentsIntro")}
        >
          {documents.length ? (
            <PdfTileGrid
              documents={documents}
              label={t("applicants.admission.documentsOf", { title: page.title })}
            />
          ) : (
            <PdfLinkList documents={documents} />
          )}
        </ContentSection>
        <div>
          <Link to={admissionEnquiryPath} className={`${buttonClass.primary} px-6 py-3 text-base`}>
            {t("nav.admissionEnquiry")}
          </Link>
        </div>
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
