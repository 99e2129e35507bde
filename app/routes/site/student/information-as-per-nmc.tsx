import { Link, useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { toPdfDocuments } from "~/site/content/document-links";
import { LastUpdated } from "~/site/content/last-updated";
import { PdfLinkList } from "~/site/content/pdf-links";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/information-as-per-nmc";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: "Not found" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page, preview: pagePreview }, { documents, preview }] = await Promise.all([
    loadSitePage(context, request, "/student/information-as-per-nmc"),
    loadCategoryDocuments(context, request, "nmc"),
  ]);
  return { page, pagePreview, documents: toPdfDocuments(documents), preview };
}
export default function InformationAsPerNmc() {
  const { page, pagePreview, documents, preview } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero title={page.title} lead={page.lead} breadcrumbs={[{ label: "Student", to: "/student" }]} />
      <PageBody preview={preview}>
        <SitePageText page={page} preview={pagePreview} />
        <div className="max-w-3xl">
          <PdfLinkList documents={documents} label="Disclosures as per the National Medical Commission" />
        </div>
        <p className="max-w-3xl text-slate-800">
          The department-wise list of teaching faculty, with photo, qualification, designation and medical
          council registration, is published every month by the 5th:{" "}
          <Link to="/faculty/department-wise" className="font-semibold text-brand-800 underline">
            Department-wise Faculty (NMC)
          </Link>{" "}
          (
          <Link to="/faculty/department-wise/archive" className="text-brand-800 underline">
            every month published
          </Link>
          ).
        </p>
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
