import { universities } from "~/content/universities";
import { ContentSection } from "~/site/content/content-section";
import { OfficerCard } from "~/site/content/officer-card";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { contentFor, useRouteContent } from "~/site/content/route-content";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/university";

/** One module for both university pages; the route id picks the university. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, contentFor(universities, args.matches));

export default function University() {
  const university = useRouteContent(universities);
  return (
    <main>
      <PageHero
        title={university.title}
        lead={university.lead}
        breadcrumbs={[{ label: "About", to: "/about" }]}
      />
      <PageBody>
        <ContentSection title={`${university.name} (${university.shortName})`}>
          <Prose paragraphs={university.about} />
        </ContentSection>
        <ContentSection title="Objectives">
          <Prose points={university.objectives} />
        </ContentSection>
        <ContentSection title="University officers">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {university.officers.map((officer) => (
              <li key={officer.office}>
                <OfficerCard officer={officer} />
              </li>
            ))}
          </ul>
        </ContentSection>
      </PageBody>
    </main>
  );
}
