import { useLoaderData } from "react-router";
import { pgFees } from "~/content/fees";
import { formatIndianNumber } from "../../../../contract/fees";
import { ContentSection } from "~/site/content/content-section";
import { forFeePage, toPdfDocuments } from "~/site/content/document-links";
import { FeeNotices } from "~/site/content/fee-notices";
import { DataTable } from "~/site/content/data-table";
import { FeePayment, FeePreviewNote, FeeTable } from "~/site/content/fee-payment";
import { FeeSessionLinks, FeeSessionNote, StipendTable } from "~/site/content/fee-sessions";
import { loadFeeTable } from "~/site/content/fee-table.server";
import { NoteBox } from "~/site/content/note-box";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/pg-fees";

const PATH = "/academics/pg-fee-structure";

/**
 * The MD/MS fee table is staff-edited (Dashboard → Fee tables); `?preview` shows an editor the draft, and
 * /academics/pg-fee-structure/2025-26 a session as it was published.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const [{ table, sessions }, fees] = await Promise.all([
    loadFeeTable(context, request, "pg", params.session),
    loadCategoryDocuments(context, request, "fees"),
  ]);
  return {
    table,
    sessions,
    feeNotices: forFeePage(toPdfDocuments(fees.documents), "pg"),
    preview: fees.preview,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.params.session ? `${pgFees.title} ${args.params.session}` : pgFees.title,
    description: pgFees.description,
    noindex: args.data?.table.status === "draft",
  });

export default function PgFees() {
  const { table, sessions, feeNotices } = useLoaderData<typeof loader>();
  const current = sessions.some((session) => session.current && session.session === table.session);
  return (
    <main>
      <PageHero
        title={pgFees.title}
        lead={`${pgFees.lead} Session ${table.session}.`}
        breadcrumbs={[{ label: "Academics", to: "/academics" }]}
      />
      <PageBody>
        <FeePreviewNote table={table} />
        <FeeSessionNote path={PATH} table={table} sessions={sessions} />
        <ContentSection title="Tuition fee">
          <DataTable
            caption={`${pgFees.tableCaption}, session ${table.session}`}
            columns={[
              { header: "S. No.", numeric: true },
              { header: "Course" },
              { header: "Annual tuition, General & Minority (INR)", numeric: true },
              { header: "Annual tuition, NRI (USD)", numeric: true },
            ]}
            rowHeader={1}
            minWidthClass="sm:min-w-[36rem]"
            rows={table.courses.map((row, index) => [
              index + 1,
              row.course,
              formatIndianNumber(row.amount),
              // US dollars as the college states them (§9): no grouping.
              String(row.nriAmount),
            ])}
          />
          <NoteBox title="NRI seats">{pgFees.nriNote}</NoteBox>
        </ContentSection>
        <ContentSection title="Hostel, transport and deposit">
          <FeeTable caption="Other charges for MD/MS students" rows={table.rows} />
          <Prose points={table.notes} />
        </ContentSection>
        <StipendTable table={table} />
        <FeeSessionLinks path={PATH} shown={table.session} sessions={sessions} />
        {current || table.status === "draft" ? (
          <>
            <FeeNotices documents={feeNotices} />
            <FeePayment />
          </>
        ) : null}
      </PageBody>
    </main>
  );
}
