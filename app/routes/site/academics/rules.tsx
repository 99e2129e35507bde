import { collegeRules } from "~/content/academics";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/rules";

export const meta: Route.MetaFunction = (args) => pageMeta(args, collegeRules);

export default function CollegeRules() {
  return (
    <main>
      <PageHero
        title={collegeRules.title}
        lead={collegeRules.lead}
        breadcrumbs={[{ label: "Academics", to: "/academics" }]}
      />
      <PageBody>
        <Prose paragraphs={[collegeRules.intro]} />
        <ol
          aria-label="Rules"
          className="max-w-3xl list-decimal space-y-3 pl-6 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700"
        >
          {collegeRules.rules.map((rule) => (
            <li key={rule} className="pl-1">
              {rule}
            </li>
          ))}
        </ol>
      </PageBody>
    </main>
  );
}
