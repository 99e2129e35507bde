import { facilities, facilitiesPage } from "~/content/facilities";
import { ImageCardGrid } from "~/site/content/image-card-grid";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/academic-facilities";

export const meta: Route.MetaFunction = (args) => pageMeta(args, facilitiesPage);

export default function AcademicFacilities() {
  return (
    <main>
      <PageHero
        title={facilitiesPage.title}
        lead={facilitiesPage.lead}
        breadcrumbs={[{ label: "About", to: "/about" }]}
      />
      <PageBody>
        <Prose paragraphs={[facilitiesPage.intro]} />
        <ImageCardGrid items={facilities} headingLevel={2} />
      </PageBody>
    </main>
  );
}
