import { Link } from "react-router";
import {
  hospitalRatesCollection,
  RATE_GROUPS,
  WARD_LABELS,
  type RateCategory,
} from "../../../../contract/collections/hospital-rates";
import { GUIDE_PAGES, patientGuidesCollection } from "../../../../contract/collections/patient-guides";
import { siteConfig } from "~/content/site-config";
import { DataTable } from "~/site/content/data-table";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { GuideSection } from "~/site/hospital/guide-section";
import { PatientLinks } from "~/site/hospital/patient-links";
import { formatRate } from "~/site/hospital/rupees";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/rates";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Rates and Registration",
    description: `What registration, consultation, beds, investigations and procedures cost at ${siteConfig.name}'s hospital, when the registration counter is open and what to bring.`,
  });

/** The rate list and the registration guides, published versions only, from the collections service. */
export async function loader({ context }: Route.LoaderArgs) {
  const { collections } = context.services;
  const [rates, guides] = await Promise.all([
    collections.pages(hospitalRatesCollection).records({ language: context.language }),
    collections.pages(patientGuidesCollection).records({ language: context.language }),
  ]);
  const shown = GUIDE_PAGES.rates.flatMap((section) => guides.filter((guide) => guide.section === section));
  return {
    groups: RATE_GROUPS.map((group) => ({
      heading: group.heading,
      rates: rates.filter((rate) => (group.categories as readonly RateCategory[]).includes(rate.category)),
    })).filter((group) => group.rates.length > 0),
    guides: shown,
    updatedAt: newest([...rates, ...shown].map((record) => record.updatedAt)),
  };
}

/** Server-rendered, no script (ADR 013): the rates by category, then the counter's hours and what to bring. */
export default function RatesPage({ loaderData }: Route.ComponentProps) {
  const { groups, guides, updatedAt } = loaderData;
  return (
    <main>
      <PageHero
        title="Rates and Registration"
        lead="What registration, consultation, a bed and common tests cost, and how to register at the counter."
        breadcrumbs={[{ label: "Hospitals", to: "/hospitals" }]}
      />
      <PageBody>
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-10">
            <section aria-labelledby="rate-list" className="space-y-6">
              <h2 id="rate-list" className="text-2xl font-bold text-brand-900">
                Rate list
              </h2>
              <p className="max-w-3xl text-slate-700">
                Amounts in Indian rupees. The registration counter gives the final bill; ask there about any
                service not listed. Treatment under Ayushman Bharat (PM-JAY) is{" "}
                <Link to="/hospitals/insurance" className="font-medium text-brand-700 underline">
                  cashless for eligible families
                </Link>
                .
              </p>
              {groups.length === 0 ? (
                <p className="text-slate-700">
                  The rate list is being prepared: ask at the registration counter.
                </p>
              ) : (
                groups.map((group) => {
                  const byWard = group.rates.some((rate) => WARD_LABELS[rate.category]);
                  return (
                    <DataTable
                      key={group.heading}
                      caption={group.heading}
                      columns={[
                        { header: "Service" },
                        ...(byWard ? [{ header: "Ward category" }] : []),
                        { header: "Amount", numeric: true },
                        { header: "Unit" },
                        { header: "Note" },
                      ]}
                      rows={group.rates.map((rate) => [
                        rate.service,
                        ...(byWard ? [WARD_LABELS[rate.category] ?? ""] : []),
                        formatRate(rate.amount),
                        rate.unit ?? "",
                        rate.note ?? "",
                      ])}
                    />
                  );
                })
              )}
              <LastUpdated at={updatedAt} />
            </section>
            {guides.map((guide) => (
              <GuideSection key={guide.section} guide={guide} />
            ))}
          </div>
          <aside className="order-first lg:order-none">
            <PatientLinks current="/hospitals/rates" />
          </aside>
        </div>
      </PageBody>
    </main>
  );
}
