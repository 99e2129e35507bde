import { useLoaderData } from "react-router";
import { sectionLinks } from "~/content/navigation";
import { LandingPage } from "~/site/content/landing-page";
import { newest } from "~/site/content/last-updated";
import { loadSitePage } from "~/site/content/site-page.server";
import { loadBedCount } from "~/site/hospital/bed-count.server";
import { HealthCamps } from "~/site/hospital/health-camps";
import { PatientLinks } from "~/site/hospital/patient-links";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/hospitals-landing";

/** The page's text, the bed count from the bed table (the first figure), and the coming health camps (issue 23). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page, preview }, { rows, beds, units }, camps] = await Promise.all([
    loadSitePage(context, request, "/hospitals"),
    loadBedCount(context),
    context.services.notices.healthCamps(context.language),
  ]);
  return {
    page,
    preview,
    beds,
    units,
    updatedAt: newest([page.updatedAt, ...rows.map((row) => row.updatedAt)]),
    camps: camps.map(({ slug, title, eventDate, place, excerpt }) => ({
      slug,
      title,
      eventDate,
      place,
      excerpt,
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

export default function HospitalsLanding() {
  const { page, preview, beds, units, updatedAt, camps } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  const links = sectionLinks.hospitals.map((link) => ({
    ...link,
    label: t(link.label),
    description: t(link.description),
  }));
  // The bed count from the bed table comes first of the figures.
  const figures = [{ value: String(beds), label: t("patients.beds.teachingIn", { units }) }, ...page.figures];
  return (
    <LandingPage
      title={page.title}
      lead={page.lead}
      intro={{ html: page.html.body ?? "" }}
      figures={figures}
      links={links}
      image={{ name: "pages/hospital-building", alt: t("patients.hospitalImageAlt") }}
      updatedAt={updatedAt}
      preview={preview ? page : null}
    >
      <PatientLinks />
      <HealthCamps camps={camps} />
    </LandingPage>
  );
}
