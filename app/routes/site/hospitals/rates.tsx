import { Link } from "react-router";
import {
  hospitalRatesCollection,
  RATE_GROUPS,
  type RateCategory,
} from "../../../../contract/collections/hospital-rates";
import type { MessageKey } from "~/site/i18n/messages.en";
import { GUIDE_PAGES, patientGuidesCollection } from "../../../../contract/collections/patient-guides";
import { siteConfig } from "~/content/site-config";
import { DataTable } from "~/site/content/data-table";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { GuideSection } from "~/site/hospital/guide-section";
import { PatientLinks } from "~/site/hospital/patient-links";
import { formatRate } from "~/site/hospital/rupees";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/rates";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("patients.rates.title"),
    description: t("patients.rates.description", { college: siteConfig.name }),
  });
};

export const handle: SiteHandle = { translated: true };

/** Each group's heading (the groups of contract's RATE_GROUPS, by their first category). */
const GROUP_KEYS = {
  registration: "patients.rates.registration",
  consultation: "patients.rates.consultation",
  "bed-general-ward": "patients.rates.beds",
  investigation: "patients.rates.investigations",
  procedure: "patients.rates.procedures",
} as const satisfies Partial<Record<RateCategory, MessageKey>>;

/** A bed category's ward, as the bed charges' "Ward category" column shows it (contract's WARD_LABELS). */
const WARD_KEYS = {
  "bed-general-ward": "patients.rates.generalWard",
  "bed-semi-private": "patients.rates.semiPrivate",
  "bed-private": "patients.rates.private",
  "bed-icu": "patients.rates.icu",
} as const satisfies Partial<Record<RateCategory, MessageKey>>;

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
      first: group.categories[0],
      rates: rates.filter((rate) => (group.categories as readonly RateCategory[]).includes(rate.category)),
    })).filter((group) => group.rates.length > 0),
    guides: shown,
    updatedAt: newest([...rates, ...shown].map((record) => record.updatedAt)),
  };
}

/** Server-rendered, no script (ADR 013): the rates by category, then the counter's hours and what to bring. */
export default function RatesPage({ loaderData }: Route.ComponentProps) {
  const { groups, guides, updatedAt } = loaderData;
  const { t, rich } = useMessages();
  const ward = (category: RateCategory) =>
    category in WARD_KEYS ? t(WARD_KEYS[category as keyof typeof WARD_KEYS]) : "";
  return (
    <main>
      <PageHero
        title={t("patients.rates.title")}
        lead={t("patients.rates.lead")}
        breadcrumbs={[{ label: t("nav.hospitals"), to: "/hospitals" }]}
      />
      <PageBody>
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-10">
            <section aria-labelledby="rate-list" className="space-y-6">
              <h2 id="rate-list" className="text-2xl font-bold text-brand-900">
                {t("patients.rates.list")}
              </h2>
              <p className="max-w-3xl text-slate-700">
                {rich("patients.rates.intro", {
                  link: (
                    <Link to="/hospitals/insurance" className="font-medium text-brand-700 underline">
                      {t("patients.rates.cashless")}
                    </Link>
                  ),
                })}
              </p>
              {groups.length === 0 ? (
                <p className="text-slate-700">{t("patients.rates.none")}</p>
              ) : (
                groups.map((group) => {
                  const byWard = group.rates.some((rate) => rate.category in WARD_KEYS);
                  return (
                    <DataTable
                      key={group.first}
                      caption={t(GROUP_KEYS[group.first])}
                      columns={[
                        { header: t("patients.rates.service") },
                        ...(byWard ? [{ header: t("patients.rates.ward") }] : []),
                        { header: t("patients.rates.amount"), numeric: true },
                        { header: t("patients.rates.unit") },
                        { header: t("patients.rates.note") },
                      ]}
                      rows={group.rates.map((rate) => [
                        rate.service,
                        ...(byWard ? [ward(rate.category)] : []),
                        formatRate(rate.amount, t),
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
