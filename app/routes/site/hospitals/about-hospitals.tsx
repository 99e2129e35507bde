import { useLoaderData } from "react-router";
import { ContentSection } from "~/site/content/content-section";
import { DataTable } from "~/site/content/data-table";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { SiteImage } from "~/site/site-image";
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
    apart: apart.map(
      (row) => `${row.department}'s ${row.beds} beds (${row.units} ${row.units === 1 ? "unit" : "units"})`,
    ),
    updatedAt: newest([page.updatedAt, ...rows.map((row) => row.updatedAt)]),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: "Not found" }];

export default function AboutHospitals() {
  const { page, preview, rows, total, apart, updatedAt } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: "Hospitals", to: "/hospitals" }]}
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
            alt="Illustration of the teaching hospital building"
            className="h-auto w-full rounded-lg shadow-sm"
          />
        </div>
        <ContentSection title="Beds by department">
          <div className="max-w-3xl space-y-3">
            <DataTable
              caption="Department-wise distribution of beds and units"
              columns={[
                { header: "Department" },
                { header: "Beds", numeric: true },
                { header: "Units", numeric: true },
              ]}
              rows={rows}
              footer={[
                apart.length ? `Total teaching beds (excluding ${apart.join(", ")})` : "Total teaching beds",
                total.beds,
                total.units,
              ]}
            />
            <p className="text-sm text-slate-600">
              The {total.beds} teaching beds are distributed in {total.units} units.
              {apart.length ? ` ${apart.join(", ")} are listed in the table but counted apart.` : ""}
            </p>
          </div>
        </ContentSection>
        <PatientLinks />
        <LastUpdated at={updatedAt} />
      </PageBody>
    </main>
  );
}
