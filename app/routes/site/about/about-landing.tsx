import { aboutLanding } from "~/content/about";
import { LandingPage } from "~/site/content/landing-page";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/about-landing";

export const meta: Route.MetaFunction = (args) => pageMeta(args, aboutLanding);

export default function AboutLanding() {
  return (
    <LandingPage
      title={aboutLanding.title}
      lead={aboutLanding.lead}
      intro={aboutLanding.intro}
      figures={aboutLanding.figures}
      links={aboutLanding.links}
      image={{
        name: "pages/about-campus",
        alt: "Illustration of the college and hospital buildings on the green campus",
      }}
    />
  );
}
