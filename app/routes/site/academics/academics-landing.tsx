import { academicsLanding } from "~/content/academics";
import { LandingPage } from "~/site/content/landing-page";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/academics-landing";

export const meta: Route.MetaFunction = (args) => pageMeta(args, academicsLanding);

export default function AcademicsLanding() {
  return (
    <LandingPage
      title={academicsLanding.title}
      lead={academicsLanding.lead}
      intro={academicsLanding.intro}
      links={academicsLanding.links}
      image={{ name: "pages/academics-classroom", alt: "Illustration of students attending a lecture" }}
    />
  );
}
