import { aboutHospital, bedRows, bedTotal } from "~/content/hospital";
import { ContentSection } from "~/site/content/content-section";
import { DataTable } from "~/site/content/data-table";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { SiteImage } from "~/site/site-image";
import { pageMeta } from "~/site/seo";
import { PatientLinks } from "~/site/hospital/patient-links";
import type { Route } from "./+types/about-hospitals";

export const meta: Route.MetaFunction = (args) => pageMeta(args, aboutHospital);

export default function AboutHospitals() {
  return (
    <main>
      <PageHero
        title={aboutHospital.title}
        lead={aboutHospital.lead}
        breadcrumbs={[{ label: "Hospitals", to: "/hospitals" }]}
      />
      <PageBody>
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <Prose paragraphs={aboutHospital.paragraphs} />
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
              caption={aboutHospital.tableCaption}
              columns={[
                { header: "Department" },
                { header: "Beds", numeric: true },
                { header: "Units", numeric: true },
              ]}
              rows={bedRows.map((row) => [row.department, row.beds, row.units])}
              footer={[bedTotal.label, bedTotal.beds, bedTotal.units]}
            />
            <p className="text-sm text-slate-600">{aboutHospital.tableNote}</p>
          </div>
        </ContentSection>
        <PatientLinks />
      </PageBody>
    </main>
  );
}
