import { Link } from "react-router";
import { nmcDocuments } from "~/content/documents";
import { nmcInformation } from "~/content/student";
import { PageBody } from "~/site/content/page-body";
import { PdfLinkList } from "~/site/content/pdf-links";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/information-as-per-nmc";

export const meta: Route.MetaFunction = (args) => pageMeta(args, nmcInformation);

export default function InformationAsPerNmc() {
  return (
    <main>
      <PageHero
        title={nmcInformation.title}
        lead={nmcInformation.lead}
        breadcrumbs={[{ label: "Student", to: "/student" }]}
      />
      <PageBody>
        <Prose paragraphs={[nmcInformation.intro]} />
        <div className="max-w-3xl">
          <PdfLinkList documents={nmcDocuments} label="Disclosures as per the National Medical Commission" />
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
