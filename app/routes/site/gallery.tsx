import { useLoaderData } from "react-router";
import { siteConfig } from "~/content/site-config";
import { PageHero } from "~/site/page-hero";
import { loadAlbumPage } from "~/site/photo-album.server";
import { PhotoGrid } from "~/site/photo-grid";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/gallery";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAlbumPage(context, request, "gallery");
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("about.gallery.metaTitle"),
    description: t("about.gallery.description", { name: siteConfig.name }),
  });
};

export const handle: SiteHandle = { translated: true };

export default function Gallery() {
  const page = useLoaderData<typeof loader>();
  const { t } = useMessages();
  return (
    <main>
      <PageHero title={t("nav.gallery")} lead={t("about.gallery.lead")} />
      <section aria-label={t("about.gallery.label")} className="mx-auto max-w-6xl px-4 py-12">
        <PhotoGrid page={page} kind="photos" />
      </section>
    </main>
  );
}
