import { useLoaderData } from "react-router";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/mission-vision";

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadSitePage(context, request, "/about/mission-vision");

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

export default function MissionVision() {
  const { t } = useMessages();
  const { page, preview } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero title={page.title} lead={page.lead} breadcrumbs={[{ label: t("nav.about"), to: "/about" }]} />
      <PageBody>
        <SitePageText page={page} preview={preview} />
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
