import { data, Link, useLoaderData } from "react-router";
import { mbbsAdmissionCollection } from "../../../../contract/collections/mbbs-admission";
import { admissionEnquiryPath } from "~/content/navigation";
import { buttonClass } from "~/ui/button";
import { ContentSection } from "~/site/content/content-section";
import { DataTable } from "~/site/content/data-table";
import { FeeTable } from "~/site/content/fee-payment";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { Prose, ProseSections } from "~/site/content/prose-sections";
import { StatGrid } from "~/site/content/stat-grid";
import { CounsellingSection } from "~/site/admission/counselling-rounds";
import { PageHero } from "~/site/page-hero";
import { PreviewNote } from "~/site/preview-note";
import { isStaffPreview } from "~/site/preview-request.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/mbbs";

/**
 * The text is the mbbs-admission record (Dashboard → Collections; a staff preview shows its draft), the fees the
 * UG fee table's current session (one source for each figure: Dashboard → Fee tables).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const preview = await isStaffPreview(context, request);
  const [[page], fees, rounds] = await Promise.all([
    context.services.collections
      .pages(mbbsAdmissionCollection)
      .records({ preview, language: context.language }),
    context.services.fees.current("ug"),
    context.services.counselling.current(["MBBS"]),
  ]);
  if (!page) throw data("Not found", { status: 404 });
  return { page, preview, fees, rounds };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: "Not found" }];

export default function MbbsAdmission() {
  const { page, preview, fees, rounds } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: "Admission", to: "/admission" }]}
      />
      <PageBody>
        {preview ? (
          <PreviewNote>
            {page.draft ? "this page is a draft: visitors still see the published version." : "as published."}
          </PreviewNote>
        ) : null}
        <ProseSections sections={[{ heading: "Basis of admission", paragraphs: [page.basis] }]} />
        <CounsellingSection courses={["MBBS"]} rounds={rounds} />
        <ContentSection title="NEET eligibility">
          <div className="max-w-3xl space-y-3">
            <DataTable
              caption={page.neetCaption}
              columns={[
                { header: "Category" },
                { header: "NEET minimum percentile", numeric: true },
                { header: "Qualifying exam marks (Physics, Chemistry, Biology)", numeric: true },
              ]}
              rows={page.neetRows.map((row) => [row.category, row.percentile, row.qualifying])}
            />
            <Prose paragraphs={[page.neetNote]} />
          </div>
        </ContentSection>
        <ContentSection title="Course details">
          <StatGrid figures={page.courseFacts} />
        </ContentSection>
        <ContentSection title="Seat categories">
          <div className="max-w-xl">
            <DataTable
              caption={page.seatCaption}
              columns={[{ header: "Category" }, { header: "Share of seats", numeric: true }]}
              rows={page.seatRows.map((row) => [row.category, row.share])}
            />
          </div>
        </ContentSection>
        <ProseSections
          sections={[
            { heading: "Eligibility criteria", points: page.eligibility.map((criterion) => criterion.text) },
            { heading: "Reservation", paragraphs: [page.reservation] },
          ]}
        />
        <ContentSection title="Fees">
          <FeeTable caption={`MBBS fees, session ${fees.session}`} rows={fees.rows} />
          <p className="text-slate-700">
            {page.feeNote}{" "}
            <Link to="/academics/ug-fee-structure" className="font-semibold text-brand-700 underline">
              UG fee structure
            </Link>
          </p>
        </ContentSection>
        <section className="rounded-lg bg-brand-50 p-6 ring-1 ring-brand-100 sm:flex sm:items-center sm:justify-between">
          <div>
            <h2 className="text-xl font-bold text-brand-900">Have a question about admission?</h2>
            <p className="mt-1 text-slate-700">
              Send us your details and the admissions office will get back to you.
            </p>
          </div>
          <Link to={admissionEnquiryPath} className={`${buttonClass.primary} mt-4 sm:mt-0`}>
            Admission Enquiry
          </Link>
        </section>
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
