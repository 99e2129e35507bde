import { useLoaderData } from "react-router";
import { committeesCollection } from "../../../../contract/collections/committees";
import { CommitteeTiles } from "~/site/content/committee-tiles";
import { withCommitteeDocuments } from "~/site/content/document-links";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import { loadCategoryDocuments } from "~/site/content/category-documents.server";
import type { Route } from "./+types/college-committees";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page, preview: pagePreview }, { documents, preview }] = await Promise.all([
    loadSitePage(context, request, "/about/college-committees"),
    loadCategoryDocuments(context, request, "committee"),
  ]);
  const pages = context.services.collections.pages(committeesCollection);
  // A Hindi page also reads the English names: a committee's document is found by its English name.
  const [records, english] = await Promise.all([
    pages.records({ preview, language: context.language }),
    context.language === "en" ? null : pages.records({ preview }),
  ]);
  const englishName = new Map(english?.map((record) => [record._id, record.name]));
  const committees = records
    .filter((record) => record.listed)
    .map((record) => {
      const englishTitle = englishName.get(record._id);
      // The name or remit shown in English for want of its Hindi: the tile marks it `lang="en"`, the hero adds
      // the note (both find it through `fallbacks`, named as the tile's fields).
      const fallbacks = record.fallbacks.flatMap((path) =>
        path === "name" ? ["title"] : path === "remit" ? ["remit"] : [],
      );
      return {
        title: record.name,
        ...(englishTitle && englishTitle !== record.name ? { englishTitle } : {}),
        remit: record.remit,
        ...(fallbacks.length ? { fallbacks } : {}),
      };
    });
  const updatedAt = newest([page.updatedAt, ...records.map((record) => record.updatedAt)]);
  return { page, pagePreview, committees: withCommitteeDocuments(committees, documents), preview, updatedAt };
}

export const handle: SiteHandle = { translated: true };

export default function CollegeCommittees() {
  const { t } = useMessages();
  const { page, pagePreview, committees, preview, updatedAt } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero title={page.title} lead={page.lead} breadcrumbs={[{ label: t("nav.about"), to: "/about" }]} />
      <PageBody preview={preview}>
        <SitePageText page={page} preview={pagePreview} />
        <CommitteeTiles committees={committees} />
        <LastUpdated at={updatedAt} />
      </PageBody>
    </main>
  );
}
