import { COLLEGE_TIME_ZONE, formatCollegeTime } from "../../../contract/college-time";
import {
  BLOOD_COMPONENTS,
  BLOOD_GROUPS,
  type BloodComponent,
  type BloodStock,
} from "../../../contract/blood-stock";
import type { Language } from "../../../contract/language";
import { DataTable } from "~/site/content/data-table";
import { useMessages } from "~/site/i18n/messages";
import { phonesOf, useSiteContact } from "~/site/site-contact";
import { telHref } from "~/ui/tel-href";

/** Each component's column header in the page's language. */
const COMPONENT_KEYS = {
  "whole-blood": "patients.blood.wholeBlood",
  prbc: "patients.blood.prbc",
  ffp: "patients.blood.ffp",
  platelets: "patients.blood.platelets",
} as const satisfies Record<BloodComponent, string>;

/** Hindi with the part of the day: "28 नवंबर 2026 को सुबह 7:51 बजे". */
const hindiDateTime = new Intl.DateTimeFormat("hi-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
  timeZone: COLLEGE_TIME_ZONE,
});

/** When the stock was counted (India time) in the page's language: "28 Nov 2026, 7:51 am". */
const formatCounted = (at: string, language: Language) =>
  language === "en" ? formatCollegeTime(at, "dateTime") : hindiDateTime.format(new Date(at));

/** Units available now per group and component, when they were counted, and a plain warning when that was long ago. */
export function BloodStockTable({ stock }: { stock: BloodStock }) {
  const { language, t, rich } = useMessages();
  // On a phone the page's reception box is below the fold: the warning carries the number to tap.
  const reception = phonesOf(useSiteContact(), "hospital-reception")[0];
  const units = (group: string, component: string) =>
    stock.entries.find((entry) => entry.group === group && entry.component === component)?.units;
  return (
    <section aria-labelledby="blood-stock" className="space-y-3">
      <h2 id="blood-stock" className="text-2xl font-bold text-brand-900">
        {t("patients.blood.title")}
      </h2>
      {stock.updatedAt ? (
        <p className="text-slate-700">
          {rich("patients.blood.updated", {
            time: <time dateTime={stock.updatedAt}>{formatCounted(stock.updatedAt, language)}</time>,
          })}
        </p>
      ) : null}
      {stock.stale ? (
        <p
          role="note"
          className="rounded-lg border-2 border-amber-600 bg-amber-50 p-4 font-semibold text-amber-950"
        >
          {stock.updatedAt ? t("patients.blood.stale") : t("patients.blood.notPublished")}{" "}
          {reception
            ? rich("patients.blood.callReceptionOn", {
                phone: (
                  <a href={telHref(reception)} className="whitespace-nowrap text-brand-800 underline">
                    {reception}
                  </a>
                ),
              })
            : t("patients.blood.callReception")}
        </p>
      ) : null}
      {stock.entries.length ? (
        <DataTable
          caption={t("patients.blood.caption")}
          columns={[
            { header: t("patients.blood.group") },
            ...BLOOD_COMPONENTS.map((component) => ({ header: t(COMPONENT_KEYS[component]), numeric: true })),
          ]}
          rows={BLOOD_GROUPS.map((group) => [
            group,
            ...BLOOD_COMPONENTS.map((component) => units(group, component) ?? "—"),
          ])}
        />
      ) : null}
    </section>
  );
}
