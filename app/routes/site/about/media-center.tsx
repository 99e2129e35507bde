import { MEDIA_CENTRE_PAGE_SIZE, mediaCentreItems } from "~/content/media-centre";
import { siteConfig } from "~/content/site-config";
import { PageHero } from "~/site/page-hero";
import { PhotoGrid } from "~/site/photo-grid";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/media-center";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Media Centre",
    description: `News coverage of ${siteConfig.name}: health camps, new hospital services, student achievements and college events.`,
  });

export default function MediaCentre() {
  return (
    <main>
      <PageHero
        title="Media Centre"
        lead="Our college and hospital in the news."
        breadcrumbs={[{ label: "About", to: "/about" }]}
      />
      <section aria-label="News clippings" className="mx-auto max-w-6xl px-4 py-12">
        <PhotoGrid photos={mediaCentreItems} pageSize={MEDIA_CENTRE_PAGE_SIZE} noun="news items" />
      </section>
    </main>
  );
}
