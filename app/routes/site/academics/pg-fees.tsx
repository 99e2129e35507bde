import { useLoaderData } from "react-router";
import { withSession } from "../../../../contract/collections/site-pages";
import { formatIndianNumber } from "../../../../contract/fees";
import { ContentSection } from "~/site/content/content-section";
import { forFeePage, toPdfDocuments } from "~/site/content/document-links";
import { FeeNotices } from "~/site/content/fee-notices";
import { DataTable } from "~/site/content/data-table";
import { FeePayment, FeePreviewNote, FeeTable } from "~/site/content/fee-payment";
import { FeeSessionLinks, FeeSessionNote, StipendTable } from "~/site/content/fee-sessions";
import { loadFeePayment, loadFeeTable } from "~/site/content/fee-table.server";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { RenderedMarkdown } from "~/site/content/rendered-markdown";
import { loadSitePage } from "~/site/content/site-page.server";
import { NoteBox } from "~/site/content/note-box";
import { PageBody } from "~/site/content/page-body";
import { Prose } from "~/site/content/prose-sections";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/pg-fees";

const PATH = "/academics/pg-fee-structure";

/**
 * The MD/MS fee table is staff-edited (Dashboard → Fee tables); `?preview` shows an editor the draft, and
 * /academics/pg-fee-structure/2025-26 a session as it was published.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const [{ page }, { table, sessions }, fees, payment] = await Promise.all([
    loadSitePage(context, request, PATH),
    loadFeeTable(context, request, "pg", params.session),
    loadCategoryDocuments(context, request, "fees"),
    loadFeePayment(context, request),
  ]);
  return {
    page,
    payment,
    table,
    sessions,
    feeNotices: forFeePage(toPdfDocuments(fees.documents, context.language), "pg"),
    preview: fees.preview,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.params.session
      ? `${args.data?.page.title} ${args.params.session}`
      : (args.data?.page.title ?? ""),
    description: withSession(args.data?.page.description ?? "", args.data?.table.session ?? ""),
    noindex: args.data?.table.status === "draft",
  });

export const handle: SiteHandle = { translated: true };

export default function PgFees() {
  const { page, payment, table, sessions, feeNotices } = useLoaderData<typeof loader>();
  const current = sessions.some((session) => session.current && session.session === table.session);
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={page.title}
        lead={withSession(page.lead, table.session)}
        breadcrumbs={[{ label: t("nav.academics"), to: "/academics" }]}
      />
      <PageBody>
        <FeePreviewNote table={table} />
        <FeeSessionNote path={PATH} table={table} sessions={sessions} />
        <ContentSection title={t("applicants.fees.tuitionTitle")}>
          <DataTable
            caption={t("applicants.fees.tuitionCaption", { session: table.session })}
            columns={[
              { header: t("applicants.fees.serialNumber"), numeric: true },
              { header: t("applicants.fees.course") },
              { header: t("applicants.fees.tuitionGeneral"), numeric: true },
              { header: t("applicants.fees.tuitionNri"), numeric: true },
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
          {page.html.body ? (
            <NoteBox title={t("applicants.fees.nriSeats")}>
              <RenderedMarkdown html={page.html.body} />
            </NoteBox>
          ) : null}
        </ContentSection>
        <ContentSection title={t("applicants.fees.otherTitle")}>
          <FeeTable caption={t("applicants.fees.otherCaption")} rows={table.rows} />
          <Prose points={table.notes} />
        </ContentSection>
        <StipendTable table={table} />
        <FeeSessionLinks path={PATH} shown={table.session} sessions={sessions} />
        {current || table.status === "draft" ? (
          <>
            <FeeNotices documents={feeNotices} />
            <FeePayment payment={payment} />
          </>
        ) : null}
        <LastUpdated at={newest([page.updatedAt, table.updatedAt, payment?.updatedAt])} />
      </PageBody>
    </main>
  );
}
