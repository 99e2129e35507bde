import { Link } from "react-router";
import { MSR_HUB_PATH } from "../../../../contract/disclosures";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { MissingNote } from "~/site/msr/missing-note";
import { hubCrumbs } from "~/site/msr/msr-text";
import { ProformaFacts } from "~/site/msr/proforma-facts";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/college-information";

export const handle: SiteHandle = { translated: true };

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, { title: t("msr.college.metaTitle"), description: t("msr.college.description") });
};

/** The pro-forma as the admin keeps it (the college-information service, also GET /api/college-information). */
export async function loader({ context }: Route.LoaderArgs) {
  return { information: await context.services.collegeInformation.get() };
}

export default function CollegeInformation({ loaderData }: Route.ComponentProps) {
  const { facts, missing, updatedAt } = loaderData.information;
  const messages = useMessages();
  const { t } = messages;
  return (
    <main>
      <PageHero
        title={t("msr.collegeInformation")}
        lead={t("msr.college.lead")}
        breadcrumbs={hubCrumbs(messages)}
      />
      <PageBody>
        <LastUpdated at={updatedAt} />
        <MissingNote missing={missing} />
        <ProformaFacts facts={facts} />
        <p>
          <Link to={MSR_HUB_PATH} className="font-semibold text-brand-700 underline">
            {t("nav.msrHub")}
          </Link>
        </p>
      </PageBody>
    </main>
  );
}
