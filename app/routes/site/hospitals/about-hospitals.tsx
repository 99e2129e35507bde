import { useLoaderData } from "react-router";
import { ContentSection } from "~/site/content/content-section";
import { DataTable } from "~/site/content/data-table";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { SiteImage } from "~/site/site-image";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import { loadBedCount } from "~/site/hospital/bed-count.server";
import { PatientLinks } from "~/site/hospital/patient-links";
import type { Route } from "./+types/about-hospitals";

/** The page's text and the department-wise bed table (the hospital-beds collection), its total summed from the rows. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, preview } = await loadSitePage(context, request, "/hospitals/about-hospitals");
  const { rows, beds, units } = await loadBedCount(context, { preview });
  const apart = rows.filter((row) => !row.teaching);
  return {
    page,
    preview,
    rows: rows.map((row) => [row.department, row.beds, row.units] as [string, number, number]),
    total: { beds, units },
    apart: apart.map(({ department, beds, units }) => ({ department, beds, units })),
    updatedAt: newest([page.updatedAt, ...rows.map((row) => row.updatedAt)]),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

export default function AboutHospitals() {
  const { page, preview, rows, total, apart: apartRows, updatedAt } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  // The departments listed but not counted among the teaching beds: "Psychiatry's 30 beds (1 unit)".
  const apart = apartRows
    .map((row) =>
      t(row.units === 1 ? "patients.beds.apartOneUnit" : "patients.beds.apartUnits", {
        department: row.department,
        beds: row.beds,
        units: row.units,
      }),
    )
    .join(", ");
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.hospitals"), to: "/hospitals" }]}
      />
      <PageBody>
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <div className="space-y-4">
            <SitePageText page={page} preview={preview} />
          </div>
          <SiteImage
            name="pages/hospital-building"
            widths={[400, 800]}
            width={800}
            height={450}
            sizes="(min-width: 1024px) 560px, 100vw"
            alt={t("patients.hospitalImageAlt")}
            className="h-auto w-full rounded-lg shadow-sm"
          />
        </div>
        <ContentSection title={t("patients.beds.title")}>
          <div className="max-w-3xl space-y-3">
            <DataTable
              caption={t("patients.beds.caption")}
              columns={[
                { header: t("patients.beds.department") },
                { header: t("patients.beds.beds"), numeric: true },
                { header: t("patients.beds.units"), numeric: true },
              ]}
              rows={rows}
              footer={[
                apart ? t("patients.beds.totalExcluding", { apart }) : t("patients.beds.total"),
                total.beds,
                total.units,
              ]}
            />
            <p className="text-sm text-slate-600">
              {t("patients.beds.summary", { beds: total.beds, units: total.units })}
              {apart ? ` ${t("patients.beds.countedApart", { apart })}` : ""}
            </p>
          </div>
        </ContentSection>
        <PatientLinks />
        <LastUpdated at={updatedAt} />
      </PageBody>
    </main>
  );
}
