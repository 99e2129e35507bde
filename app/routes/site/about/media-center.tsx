import { useLoaderData } from "react-router";
import { siteConfig } from "~/content/site-config";
import { PageHero } from "~/site/page-hero";
import { loadAlbumPage } from "~/site/photo-album.server";
import { PhotoGrid } from "~/site/photo-grid";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/media-center";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAlbumPage(context, request, "media");
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Media Centre",
    description: `News coverage of ${siteConfig.name}: health camps, new hospital services, student achievements and college events.`,
  });

export default function MediaCentre() {
  const page = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title="Media Centre"
        lead="Our college and hospital in the news."
        breadcrumbs={[{ label: "About", to: "/about" }]}
      />
      <section aria-label="News clippings" className="mx-auto max-w-6xl px-4 py-12">
        <PhotoGrid page={page} noun="news items" />
      </section>
    </main>
  );
}
