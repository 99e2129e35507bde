import { missionVision } from "~/content/about";
import { ContentSection } from "~/site/content/content-section";
import { PageBody } from "~/site/content/page-body";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/mission-vision";

export const meta: Route.MetaFunction = (args) => pageMeta(args, missionVision);

export default function MissionVision() {
  return (
    <main>
      <PageHero
        title={missionVision.title}
        lead={missionVision.lead}
        breadcrumbs={[{ label: "About", to: "/about" }]}
      />
      <PageBody>
        <ContentSection title="Our Vision">
          <p className="max-w-3xl rounded-lg bg-brand-50 p-6 text-lg leading-relaxed text-brand-900 ring-1 ring-brand-100">
            {missionVision.vision}
          </p>
        </ContentSection>
        <ContentSection title="Our Mission">
          <ol className="max-w-3xl list-decimal space-y-3 pl-6 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700">
            {missionVision.mission.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </ContentSection>
        <ContentSection title="Our Values">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {missionVision.values.map((value) => (
              <li key={value.heading} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="text-lg font-semibold text-brand-800">{value.heading}</h3>
                <p className="mt-2 text-sm text-slate-700">{value.paragraphs?.[0]}</p>
              </li>
            ))}
          </ul>
        </ContentSection>
      </PageBody>
    </main>
  );
}
