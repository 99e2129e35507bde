import { studentLanding } from "~/content/student";
import { LandingPage } from "~/site/content/landing-page";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/student-landing";

export const meta: Route.MetaFunction = (args) => pageMeta(args, studentLanding);

export default function StudentLanding() {
  return (
    <LandingPage
      title={studentLanding.title}
      lead={studentLanding.lead}
      intro={studentLanding.intro}
      links={studentLanding.links}
    />
  );
}
