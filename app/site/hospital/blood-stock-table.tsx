import { formatCollegeTime } from "../../../contract/college-time";
import {
  BLOOD_COMPONENT_LABELS,
  BLOOD_COMPONENTS,
  BLOOD_GROUPS,
  type BloodStock,
} from "../../../contract/blood-stock";
import { DataTable } from "~/site/content/data-table";
import { phonesOf, useSiteContact } from "~/site/site-contact";
import { telHref } from "~/ui/tel-href";

/** Units available now per group and component, when they were counted, and a plain warning when that was long ago. */
export function BloodStockTable({ stock }: { stock: BloodStock }) {
  // On a phone the page's reception box is below the fold: the warning carries the number to tap.
  const reception = phonesOf(useSiteContact(), "hospital-reception")[0];
  const units = (group: string, component: string) =>
    stock.entries.find((entry) => entry.group === group && entry.component === component)?.units;
  return (
    <section aria-labelledby="blood-stock" className="space-y-3">
      <h2 id="blood-stock" className="text-2xl font-bold text-brand-900">
        Blood available now
      </h2>
      {stock.updatedAt ? (
        <p className="text-slate-700">
          Updated <time dateTime={stock.updatedAt}>{formatCollegeTime(stock.updatedAt, "dateTime")}</time>{" "}
          (India time).
        </p>
      ) : null}
      {stock.stale ? (
        <p
          role="note"
          className="rounded-lg border-2 border-amber-600 bg-amber-50 p-4 font-semibold text-amber-950"
        >
          {stock.updatedAt
            ? "Not updated today: these figures may be out of date."
            : "The blood bank has not published its stock here yet."}{" "}
          Call the hospital reception to ask what is available
          {reception ? (
            <>
              :{" "}
              <a href={telHref(reception)} className="whitespace-nowrap text-brand-800 underline">
                {reception}
              </a>
            </>
          ) : null}
          .
        </p>
      ) : null}
      {stock.entries.length ? (
        <DataTable
          caption="Units available, by blood group and component"
          columns={[
            { header: "Blood group" },
            ...BLOOD_COMPONENTS.map((component) => ({
              header: BLOOD_COMPONENT_LABELS[component],
              numeric: true,
            })),
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
