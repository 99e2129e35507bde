import { nonTeachingStaff } from "~/content/faculty-landing";
import { ContentSection } from "~/site/content/content-section";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/non-teaching-staff";
import { useSiteContact } from "~/site/site-contact";

export const meta: Route.MetaFunction = (args) => pageMeta(args, nonTeachingStaff);

export default function NonTeachingStaff() {
  const contact = useSiteContact();
  return (
    <main>
      <PageHero
        title={nonTeachingStaff.title}
        lead={nonTeachingStaff.lead}
        breadcrumbs={[{ label: "Faculty", to: "/faculty" }]}
      />
      <PageBody>
        <Prose paragraphs={nonTeachingStaff.intro} />
        <ContentSection title="Staff list">
          <p className="max-w-3xl rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-700">
            {nonTeachingStaff.listNotice}{" "}
            <a href={`mailto:${contact.emails.general}`} className="font-semibold text-brand-700 underline">
              {contact.emails.general}
            </a>
            .
          </p>
        </ContentSection>
      </PageBody>
    </main>
  );
}
