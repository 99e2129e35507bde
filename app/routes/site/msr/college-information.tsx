import { Link } from "react-router";
import {
  COLLEGE_INFORMATION_FIELDS,
  COLLEGE_INFORMATION_FIELD_NAMES,
  type CollegeFacts,
} from "../../../../contract/college-information";
import { MSR_HUB_LINK_TEXT, MSR_HUB_PATH } from "../../../../contract/disclosures";
import { formatDay } from "../../../../contract/nmc";
import { DataTable } from "~/site/content/data-table";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { MissingNote } from "~/site/msr/missing-note";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/college-information";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "College information (NMC pro-forma)",
    description:
      "The college-information pro-forma of the National Medical Commission (13 December 2021): address, Dean, hospital, beds, permission and recognition, admissions, patients, hostels and the grievance redressal officer.",
  });

/** The pro-forma as the admin keeps it (the college-information service, also GET /api/college-information). */
export async function loader({ context }: Route.LoaderArgs) {
  return { information: await context.services.collegeInformation.get() };
}

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

export default function CollegeInformation({ loaderData }: Route.ComponentProps) {
  const { facts, missing, updatedAt } = loaderData.information;
  const simple = COLLEGE_INFORMATION_FIELD_NAMES.filter((name) => name !== "patientYears");
  return (
    <main>
      <PageHero
        title="College information"
        lead="The pro-forma of the National Medical Commission of 13 December 2021."
        breadcrumbs={[
          { label: "Student", to: "/student" },
          { label: "MSR Clause B.1.11", to: MSR_HUB_PATH },
        ]}
      />
      <PageBody>
        <LastUpdated at={updatedAt} />
        <MissingNote missing={missing} />
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
        <p>
          <Link to={MSR_HUB_PATH} className="font-semibold text-brand-700 underline">
            {MSR_HUB_LINK_TEXT}
          </Link>
        </p>
      </PageBody>
    </main>
  );
}
