import { mbbsFeeItems, ugFees } from "~/content/fees";
import { useLoaderData } from "react-router";
import { ContentSection } from "~/site/content/content-section";
import { forFeePage, toPdfDocuments } from "~/site/content/document-links";
import { FeeNotices } from "~/site/content/fee-notices";
import { FeePayment, FeeTable } from "~/site/content/fee-payment";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/ug-fees";

export const meta: Route.MetaFunction = (args) => pageMeta(args, ugFees);

export async function loader({ context }: Route.LoaderArgs) {
  const fees = toPdfDocuments(await context.services.documents.byCategory("fees"));
  return { feeNotices: forFeePage(fees, "ug") };
}

export default function UgFees() {
  const { feeNotices } = useLoaderData<typeof loader>();
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
        <FeeNotices documents={feeNotices} />
        <FeePayment />
      </PageBody>
    </main>
  );
}
