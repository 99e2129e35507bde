import { admissionLanding } from "~/content/admission";
import { LandingPage } from "~/site/content/landing-page";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/admission-landing";

export const meta: Route.MetaFunction = (args) => pageMeta(args, admissionLanding);

export default function AdmissionLanding() {
  return (
    <LandingPage
      title={admissionLanding.title}
      lead={admissionLanding.lead}
      intro={admissionLanding.intro}
      links={admissionLanding.links}
    />
  );
}
