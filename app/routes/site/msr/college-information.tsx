import { Link } from "react-router";
import { MSR_HUB_LINK_TEXT, MSR_HUB_PATH } from "../../../../contract/disclosures";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { MissingNote } from "~/site/msr/missing-note";
import { ProformaFacts } from "~/site/msr/proforma-facts";
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

export default function CollegeInformation({ loaderData }: Route.ComponentProps) {
  const { facts, missing, updatedAt } = loaderData.information;
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
        <ProformaFacts facts={facts} />
        <p>
          <Link to={MSR_HUB_PATH} className="font-semibold text-brand-700 underline">
            {MSR_HUB_LINK_TEXT}
          </Link>
        </p>
      </PageBody>
    </main>
  );
}
