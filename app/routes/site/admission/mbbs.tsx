import { data, Link, useLoaderData } from "react-router";
import { mbbsAdmissionCollection } from "../../../../contract/collections/mbbs-admission";
import { feeTableIn } from "../../../../contract/fees";
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
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
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
  return { page, preview, fees: feeTableIn(fees, context.language), rounds };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

export default function MbbsAdmission() {
  const { page, preview, fees, rounds } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.admission"), to: "/admission" }]}
      />
      <PageBody>
        {preview ? (
          <PreviewNote>
            {t(page.draft ? "applicants.preview.pageDraft" : "applicants.preview.asPublished")}
          </PreviewNote>
        ) : null}
        <ProseSections sections={[{ heading: t("applicants.mbbs.basis"), paragraphs: [page.basis] }]} />
        <CounsellingSection courses={["MBBS"]} rounds={rounds} />
        <ContentSection title={t("applicants.mbbs.neetEligibility")}>
          <div className="max-w-3xl space-y-3">
            <DataTable
              caption={page.neetCaption}
              columns={[
                { header: t("applicants.mbbs.category") },
                { header: t("applicants.mbbs.neetPercentile"), numeric: true },
                { header: t("applicants.mbbs.qualifyingMarks"), numeric: true },
              ]}
              rows={page.neetRows.map((row) => [row.category, row.percentile, row.qualifying])}
            />
            <Prose paragraphs={[page.neetNote]} />
          </div>
        </ContentSection>
        <ContentSection title={t("applicants.mbbs.courseDetails")}>
          <StatGrid figures={page.courseFacts} />
        </ContentSection>
        <ContentSection title={t("applicants.mbbs.seatCategories")}>
          <div className="max-w-xl">
            <DataTable
              caption={page.seatCaption}
              columns={[
                { header: t("applicants.mbbs.category") },
                { header: t("applicants.mbbs.seatShare"), numeric: true },
              ]}
              rows={page.seatRows.map((row) => [row.category, row.share])}
            />
          </div>
        </ContentSection>
        <ProseSections
          sections={[
            {
              heading: t("applicants.mbbs.eligibility"),
              points: page.eligibility.map((criterion) => criterion.text),
            },
            { heading: t("applicants.mbbs.reservation"), paragraphs: [page.reservation] },
          ]}
        />
        <ContentSection title={t("applicants.mbbs.fees")}>
          <FeeTable caption={t("applicants.mbbs.feesCaption", { session: fees.session })} rows={fees.rows} />
          <p className="text-slate-700">
            {page.feeNote}{" "}
            <Link to="/academics/ug-fee-structure" className="font-semibold text-brand-700 underline">
              {t("applicants.mbbs.ugFeeLink")}
            </Link>
          </p>
        </ContentSection>
        <section className="rounded-lg bg-brand-50 p-6 ring-1 ring-brand-100 sm:flex sm:items-center sm:justify-between">
          <div>
            <h2 className="text-xl font-bold text-brand-900">{t("applicants.admission.questionTitle")}</h2>
            <p className="mt-1 text-slate-700">{t("applicants.admission.questionText")}</p>
          </div>
          <Link to={admissionEnquiryPath} className={`${buttonClass.primary} mt-4 sm:mt-0`}>
            {t("nav.admissionEnquiry")}
          </Link>
        </section>
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
