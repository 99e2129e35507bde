import { GALLERY_PAGE_SIZE, galleryPhotos } from "~/content/gallery";
import { siteConfig } from "~/content/site-config";
import { PageHero } from "~/site/page-hero";
import { PhotoGrid } from "~/site/photo-grid";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Photo Gallery",
    description: `Photographs of campus life at ${siteConfig.name}: classrooms, laboratories, the teaching hospital, sports, festivals and health camps.`,
  });

export default function Gallery() {
  return (
    <main>
      <PageHero
        title="Gallery"
        lead="Campus life, clinical training, celebrations and community service: a look inside our college and hospital."
      />
      <section aria-label="Photos" className="mx-auto max-w-6xl px-4 py-12">
        <PhotoGrid photos={galleryPhotos} pageSize={GALLERY_PAGE_SIZE} noun="photos" />
      </section>
    </main>
  );
}
