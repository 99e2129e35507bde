import { hospitalsLanding } from "~/content/hospital";
import { LandingPage } from "~/site/content/landing-page";
import { HealthCamps } from "~/site/hospital/health-camps";
import { PatientLinks } from "~/site/hospital/patient-links";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/hospitals-landing";

export const meta: Route.MetaFunction = (args) => pageMeta(args, hospitalsLanding);

/** The coming health camps, from the notices service (issue 23). */
export async function loader({ context }: Route.LoaderArgs) {
  const camps = await context.services.notices.healthCamps();
  return {
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
      figures={hospitalsLanding.figures}
      links={hospitalsLanding.links}
      image={{ name: "pages/hospital-building", alt: "Illustration of the teaching hospital building" }}
    >
      <PatientLinks />
      <HealthCamps camps={loaderData.camps} />
    </LandingPage>
  );
}
