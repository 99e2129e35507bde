import { citizenCharter } from "~/content/about";
import { PageBody } from "~/site/content/page-body";
import { Prose, ProseSections } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/citizen-character";

/** The Citizen Charter, at the menu's slug /about/citizen-character. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, citizenCharter);

export default function CitizenCharter() {
  return (
    <main>
      <PageHero
        title={citizenCharter.title}
        lead={citizenCharter.lead}
        breadcrumbs={[{ label: "About", to: "/about" }]}
      />
      <PageBody>
        <Prose paragraphs={[citizenCharter.intro]} />
        <ProseSections sections={citizenCharter.sections} />
      </PageBody>
    </main>
  );
}
