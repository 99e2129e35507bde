import { useLoaderData } from "react-router";
import { ugFees } from "~/content/fees";
import { ContentSection } from "~/site/content/content-section";
import { forFeePage, toPdfDocuments } from "~/site/content/document-links";
import { FeeNotices } from "~/site/content/fee-notices";
import { FeePayment, FeePreviewNote, FeeTable } from "~/site/content/fee-payment";
import { loadFeeTable } from "~/site/content/fee-table.server";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/ug-fees";

/** The MBBS fee table is staff-edited (Dashboard → Fee tables); `?preview` shows an editor the draft. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ table }, fees] = await Promise.all([
    loadFeeTable(context, request, "ug"),
    loadCategoryDocuments(context, request, "fees"),
  ]);
  return { table, feeNotices: forFeePage(toPdfDocuments(fees.documents), "ug"), preview: fees.preview };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: ugFees.title,
    description: ugFees.description(args.data?.table.session ?? ""),
    noindex: args.data?.table.status === "draft",
  });

export default function UgFees() {
  const { table, feeNotices } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={ugFees.title}
        lead={`MBBS fees for the session ${table.session}.`}
        breadcrumbs={[{ label: "Academics", to: "/academics" }]}
      />
      <PageBody>
        <FeePreviewNote table={table} />
        <ContentSection title="MBBS fees">
          <FeeTable caption={`MBBS fee structure, session ${table.session}`} rows={table.rows} />
        </ContentSection>
        {table.notes.length > 0 ? (
          <ContentSection title="Payment rules">
            <Prose points={table.notes} />
          </ContentSection>
        ) : null}
        <FeeNotices documents={feeNotices} />
        <FeePayment />
      </PageBody>
    </main>
  );
}
