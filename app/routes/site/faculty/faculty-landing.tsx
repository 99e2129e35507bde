import { facultyLanding } from "~/content/faculty-landing";
import { LandingPage } from "~/site/content/landing-page";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/faculty-landing";

export const meta: Route.MetaFunction = (args) => pageMeta(args, facultyLanding);

export default function FacultyLanding() {
  return (
    <LandingPage
      title={facultyLanding.title}
      lead={facultyLanding.lead}
      intro={facultyLanding.intro}
      figures={facultyLanding.figures}
      links={facultyLanding.links}
    />
  );
}
