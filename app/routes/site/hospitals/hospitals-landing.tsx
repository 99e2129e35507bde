import { hospitalsLanding } from "~/content/hospital";
import { LandingPage } from "~/site/content/landing-page";
import { PatientLinks } from "~/site/hospital/patient-links";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/hospitals-landing";

export const meta: Route.MetaFunction = (args) => pageMeta(args, hospitalsLanding);

export default function HospitalsLanding() {
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
    </LandingPage>
  );
}
