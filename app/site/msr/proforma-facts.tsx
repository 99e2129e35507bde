import {
  COLLEGE_INFORMATION_FIELDS,
  COLLEGE_INFORMATION_FIELD_NAMES,
  type CollegeFacts,
} from "../../../contract/college-information";
import { formatDay } from "../../../contract/nmc";
import { DataTable } from "~/site/content/data-table";

const DATE_FACTS = new Set(["hospitalRegisteredOn", "firstPermissionDate"]);

function factText(name: keyof CollegeFacts, facts: CollegeFacts): React.ReactNode {
  const value = facts[name];
  if (value === null) return "Not recorded";
  if (typeof value === "number") return value.toLocaleString("en-IN");
  if (typeof value === "string" && DATE_FACTS.has(name)) return formatDay(value);
  if (name === "website" && typeof value === "string")
    return (
      <a href={value} className="font-medium text-brand-700 underline break-all">
        {value}
      </a>
    );
  return String(value);
}

/** The pro-forma's facts: the live page's and a published month's (as it was stored). */
export function ProformaFacts({ facts }: { facts: CollegeFacts }) {
  const simple = COLLEGE_INFORMATION_FIELD_NAMES.filter((name) => name !== "patientYears");
  return (
    <>
      <dl className="grid max-w-4xl gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 sm:grid-cols-[18rem_1fr]">
        {simple.map((name) => (
          <div key={name} className="contents">
            <dt className="bg-brand-50 px-4 py-3 font-semibold text-brand-900">
              {COLLEGE_INFORMATION_FIELDS[name].label}
            </dt>
            <dd className="bg-white px-4 py-3 text-slate-800">{factText(name, facts)}</dd>
          </div>
        ))}
      </dl>
      <div className="max-w-3xl">
        {facts.patientYears ? (
          <DataTable
            caption={COLLEGE_INFORMATION_FIELDS.patientYears.label}
            columns={[
              { header: "Year" },
              { header: "Inpatients", numeric: true },
              { header: "Outpatients", numeric: true },
            ]}
            rows={facts.patientYears.map((year) => [
              String(year.year),
              year.inpatients.toLocaleString("en-IN"),
              year.outpatients.toLocaleString("en-IN"),
            ])}
          />
        ) : (
          <p className="text-slate-700">{COLLEGE_INFORMATION_FIELDS.patientYears.label}: not recorded.</p>
        )}
      </div>
    </>
  );
}
