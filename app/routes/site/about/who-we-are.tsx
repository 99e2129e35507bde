import { whoWeAre } from "~/content/about";
import { PageBody } from "~/site/content/page-body";
import { ProseSections } from "~/site/content/prose-sections";
import { StatGrid } from "~/site/content/stat-grid";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/who-we-are";

export const meta: Route.MetaFunction = (args) => pageMeta(args, whoWeAre);

export default function WhoWeAre() {
  return (
    <main>
      <PageHero
        title={whoWeAre.title}
        lead={whoWeAre.lead}
        breadcrumbs={[{ label: "About", to: "/about" }]}
      />
      <PageBody>
        <StatGrid figures={whoWeAre.figures} />
        <ProseSections sections={whoWeAre.sections} />
      </PageBody>
    </main>
  );
}
