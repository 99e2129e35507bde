import { GUIDE_PAGES, patientGuidesCollection } from "../../../../contract/collections/patient-guides";
import { siteConfig } from "~/content/site-config";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { GuideSection } from "~/site/hospital/guide-section";
import { PatientLinks } from "~/site/hospital/patient-links";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { phonesOf, useSiteContact } from "~/site/site-contact";
import type { Route } from "./+types/insurance";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Ayushman Bharat, Insurance and ABHA",
    description: `Ayushman Bharat (PM-JAY) coverage by department at ${siteConfig.name}'s hospital, the Arogya Mitra desk, cashless insurance, and registering with ABHA Scan & Share.`,
  });

/** The insurance guides (published versions), in the page's order, from the collections service. */
export async function loader({ context }: Route.LoaderArgs) {
  const guides = await context.services.collections
    .pages(patientGuidesCollection)
    .records({ language: context.language });
  const shown = GUIDE_PAGES.insurance.flatMap((section) =>
    guides.filter((guide) => guide.section === section),
  );
  return { guides: shown, updatedAt: newest(shown.map((guide) => guide.updatedAt)) };
}

/** Server-rendered, no script (ADR 013). */
export default function InsurancePage({ loaderData }: Route.ComponentProps) {
  const { guides, updatedAt } = loaderData;
  const contact = useSiteContact();
  return (
    <main>
      <PageHero
        title="Ayushman Bharat, Insurance and ABHA"
        lead="Whether PM-JAY or your insurance pays for your treatment here, where the Arogya Mitra desk is, and how to register quickly with ABHA."
        breadcrumbs={[{ label: "Hospitals", to: "/hospitals" }]}
      />
      <PageBody>
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-10">
            {guides.length === 0 ? (
              <p className="text-slate-700">
                Ask at the registration counter about Ayushman Bharat and insurance.
              </p>
            ) : (
              guides.map((guide) => (
                <GuideSection
                  key={guide.section}
                  guide={guide}
                  fallbackPhones={
                    guide.section === "arogya-mitra" ? phonesOf(contact, "hospital-reception") : undefined
                  }
                />
              ))
            )}
            <LastUpdated at={updatedAt} />
          </div>
          <aside className="order-first lg:order-none">
            <PatientLinks current="/hospitals/insurance" />
          </aside>
        </div>
      </PageBody>
    </main>
  );
}
