import { useLoaderData } from "react-router";
import { siteConfig } from "~/content/site-config";
import { PageHero } from "~/site/page-hero";
import { loadAlbumPage } from "~/site/photo-album.server";
import { PhotoGrid } from "~/site/photo-grid";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/media-center";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAlbumPage(context, request, "media");
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("nav.mediaCentre"),
    description: t("about.media.description", { name: siteConfig.name }),
  });
};

export const handle: SiteHandle = { translated: true };

export default function MediaCentre() {
  const page = useLoaderData<typeof loader>();
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={t("nav.mediaCentre")}
        lead={t("about.media.lead")}
        breadcrumbs={[{ label: t("nav.about"), to: "/about" }]}
      />
      <section aria-label={t("about.media.label")} className="mx-auto max-w-6xl px-4 py-12">
        <PhotoGrid page={page} kind="news" />
      </section>
    </main>
  );
}
