import { mbbsFeeItems, ugFees } from "~/content/fees";
import { ContentSection } from "~/site/content/content-section";
import { FeePayment, FeeTable } from "~/site/content/fee-payment";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/ug-fees";

export const meta: Route.MetaFunction = (args) => pageMeta(args, ugFees);

export default function UgFees() {
  return (
    <main>
      <PageHero
        title={ugFees.title}
        lead={ugFees.lead}
        breadcrumbs={[{ label: "Academics", to: "/academics" }]}
      />
      <PageBody>
        <ContentSection title="MBBS fees">
          <FeeTable caption="MBBS fee structure, session 2025-26" items={mbbsFeeItems("2025-26")} />
        </ContentSection>
        <ContentSection title="Payment rules">
          <Prose points={ugFees.rules} />
        </ContentSection>
        <FeePayment />
      </PageBody>
    </main>
  );
}
