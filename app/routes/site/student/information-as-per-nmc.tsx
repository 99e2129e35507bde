import { nmcInformation } from "~/content/student";
import { Link, useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { toPdfDocuments } from "~/site/content/document-links";
import { PdfLinkList } from "~/site/content/pdf-links";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/information-as-per-nmc";

export const meta: Route.MetaFunction = (args) => pageMeta(args, nmcInformation);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { documents, preview } = await loadCategoryDocuments(context, request, "nmc");
  return { documents: toPdfDocuments(documents), preview };
}
export default function InformationAsPerNmc() {
  const { documents, preview } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={nmcInformation.title}
        lead={nmcInformation.lead}
        breadcrumbs={[{ label: "Student", to: "/student" }]}
      />
      <PageBody preview={preview}>
        <Prose paragraphs={[nmcInformation.intro]} />
        <div className="max-w-3xl">
          <PdfLinkList documents={documents} label="Disclosures as per the National Medical Commission" />
        </div>
        <p className="max-w-3xl text-slate-800">
          {nmcInformation.departmentWise}{" "}
          <Link to="/faculty/department-wise" className="font-semibold text-brand-800 underline">
            Department-wise Faculty (NMC)
          </Link>{" "}
          (
          <Link to="/faculty/department-wise/archive" className="text-brand-800 underline">
            every month published
          </Link>
          ).
        </p>
      </PageBody>
    </main>
  );
}
