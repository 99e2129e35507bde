import { useLoaderData } from "react-router";
import { facilitiesCollection } from "../../../../contract/collections/facilities";
import { ImageCardGrid } from "~/site/content/image-card-grid";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/academic-facilities";

/** The page's text, then the facilities (the facilities collection) as cards. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, preview } = await loadSitePage(context, request, "/about/academic-facilities");
  const facilities = await context.services.collections
    .pages(facilitiesCollection)
    .records({ preview, language: context.language });
  return {
    page,
    preview,
    facilities,
    updatedAt: newest([page.updatedAt, ...facilities.map((facility) => facility.updatedAt)]),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

export default function AcademicFacilities() {
  const { t } = useMessages();
  const { page, preview, facilities, updatedAt } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero title={page.title} lead={page.lead} breadcrumbs={[{ label: t("nav.about"), to: "/about" }]} />
      <PageBody>
        <SitePageText page={page} preview={preview} />
        <ImageCardGrid items={facilities} headingLevel={2} />
        <LastUpdated at={updatedAt} />
      </PageBody>
    </main>
  );
}
