import { COLLEGE_INFORMATION_FIELD_NAMES, type CollegeFacts } from "../../../contract/college-information";
import { DataTable } from "~/site/content/data-table";
import { useMessages } from "~/site/i18n/messages";
import { dayIn, FACT_KEYS } from "./msr-text";

const DATE_FACTS = new Set(["hospitalRegisteredOn", "firstPermissionDate"]);

type Messages = ReturnType<typeof useMessages>;

function factText(name: keyof CollegeFacts, facts: CollegeFacts, messages: Messages): React.ReactNode {
  const value = facts[name];
  if (value === null) return messages.t("msr.notRecorded");
  if (typeof value === "number") return value.toLocaleString("en-IN");
  if (typeof value === "string" && DATE_FACTS.has(name)) return dayIn(messages, value);
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
  const messages = useMessages();
  const { t } = messages;
  const simple = COLLEGE_INFORMATION_FIELD_NAMES.filter((name) => name !== "patientYears");
  const patientYears = t(FACT_KEYS.patientYears);
  return (
    <>
      <dl className="grid max-w-4xl gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 sm:grid-cols-[18rem_1fr]">
        {simple.map((name) => (
          <div key={name} className="contents">
            <dt className="bg-brand-50 px-4 py-3 font-semibold text-brand-900">{t(FACT_KEYS[name])}</dt>
            <dd className="bg-white px-4 py-3 text-slate-800">{factText(name, facts, messages)}</dd>
          </div>
        ))}
      </dl>
      <div className="max-w-3xl">
        {facts.patientYears ? (
          <DataTable
            caption={patientYears}
            columns={[
              { header: t("msr.proforma.year") },
              { header: t("msr.proforma.inpatients"), numeric: true },
              { header: t("msr.proforma.outpatients"), numeric: true },
            ]}
            rows={facts.patientYears.map((year) => [
              String(year.year),
              year.inpatients.toLocaleString("en-IN"),
              year.outpatients.toLocaleString("en-IN"),
            ])}
          />
        ) : (
          <p className="text-slate-700">{t("msr.proforma.notRecorded", { label: patientYears })}</p>
        )}
      </div>
    </>
  );
}
