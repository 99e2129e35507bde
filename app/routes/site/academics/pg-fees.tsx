import { pgFeeRows, pgFees } from "~/content/fees";
import { useLoaderData } from "react-router";
import { ContentSection } from "~/site/content/content-section";
import { DataTable } from "~/site/content/data-table";
import { forFeePage, toPdfDocuments } from "~/site/content/document-links";
import { FeeNotices } from "~/site/content/fee-notices";
import { FeePayment, FeeTable } from "~/site/content/fee-payment";
import { NoteBox } from "~/site/content/note-box";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/pg-fees";

export const meta: Route.MetaFunction = (args) => pageMeta(args, pgFees);

export async function loader({ context }: Route.LoaderArgs) {
  const fees = toPdfDocuments(await context.services.documents.byCategory("fees"));
  return { feeNotices: forFeePage(fees, "pg") };
}

export default function PgFees() {
  const { feeNotices } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={pgFees.title}
        lead={pgFees.lead}
        breadcrumbs={[{ label: "Academics", to: "/academics" }]}
      />
      <PageBody>
        <ContentSection title="Tuition fee">
          <DataTable
            caption={pgFees.tableCaption}
            columns={[
              { header: "S. No.", numeric: true },
              { header: "Course" },
              { header: "Annual tuition, General & Minority (INR)", numeric: true },
              { header: "Annual tuition, NRI (USD)", numeric: true },
            ]}
            rowHeader={1}
            minWidthClass="min-w-[36rem]"
            rows={pgFeeRows.map((row, index) => [index + 1, row.course, row.generalInr, row.nriUsd])}
          />
          <NoteBox title="NRI seats">{pgFees.nriNote}</NoteBox>
        </ContentSection>
        <ContentSection title="Hostel, transport and deposit">
          <FeeTable caption="Other charges for MD/MS students" items={pgFees.otherCharges} />
          <Prose points={pgFees.rules} />
        </ContentSection>
        <FeeNotices documents={feeNotices} />
        <FeePayment />
      </PageBody>
    </main>
  );
}
