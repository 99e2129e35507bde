import { GUIDE_PAGES, patientGuidesCollection } from "../../../../contract/collections/patient-guides";
import { siteConfig } from "~/content/site-config";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { GuideSection } from "~/site/hospital/guide-section";
import { PatientLinks } from "~/site/hospital/patient-links";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { phonesOf, useSiteContact } from "~/site/site-contact";
import type { Route } from "./+types/insurance";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("patients.insurance.title"),
    description: t("patients.insurance.description", { college: siteConfig.name }),
  });
};

export const handle: SiteHandle = { translated: true };

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
  const { t } = useMessages();
  const contact = useSiteContact();
  return (
    <main>
      <PageHero
        title={t("patients.insurance.title")}
        lead={t("patients.insurance.lead")}
        breadcrumbs={[{ label: t("nav.hospitals"), to: "/hospitals" }]}
      />
      <PageBody>
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-10">
            {guides.length === 0 ? (
              <p className="text-slate-700">{t("patients.insurance.none")}</p>
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
