import { hospitalsLanding } from "~/content/hospital";
import { LandingPage } from "~/site/content/landing-page";
import { loadBedCount } from "~/site/hospital/bed-count.server";
import { HealthCamps } from "~/site/hospital/health-camps";
import { PatientLinks } from "~/site/hospital/patient-links";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/hospitals-landing";

export const meta: Route.MetaFunction = (args) => pageMeta(args, hospitalsLanding);

/** The coming health camps, from the notices service (issue 23). */
export async function loader({ context }: Route.LoaderArgs) {
  const [camps, { beds, units }] = await Promise.all([
    context.services.notices.healthCamps(),
    loadBedCount(context),
  ]);
  return {
    figures: hospitalsLanding.figures.map((figure) =>
      figure.value === "beds"
        ? { value: String(beds), label: figure.label.replace("{units}", String(units)) }
        : figure,
    ),
    camps: camps.map(({ slug, title, eventDate, place, excerpt }) => ({
      slug,
      title,
      eventDate,
      place,
      excerpt,
    })),
  };
}

export default function HospitalsLanding({ loaderData }: Route.ComponentProps) {
  return (
    <LandingPage
      title={hospitalsLanding.title}
      lead={hospitalsLanding.lead}
      intro={hospitalsLanding.intro}
      figures={loaderData.figures}
      links={hospitalsLanding.links}
      image={{ name: "pages/hospital-building", alt: "Illustration of the teaching hospital building" }}
    >
      <PatientLinks />
      <HealthCamps camps={loaderData.camps} />
    </LandingPage>
  );
}
