import { REVALIDATED_MEDIA_CACHE_CONTROL } from "../http/media";
import { defineModule } from "../module";
import { samplePhotos } from "./gallery.samples";
import { galleryRouteDocs, galleryRoutes } from "./gallery.routes";
import { createGalleryService, type GalleryService } from "./gallery.service";

declare module "../module" {
  interface Services {
    gallery: GalleryService;
  }
}

export const galleryModule = defineModule({
  name: "gallery",
  audit: { entities: { "gallery-photo": "Gallery photos" } },
  createService: ({ db, storage, services }) => createGalleryService(db, storage, services),
  routes: { "/gallery": (services) => galleryRoutes(services.gallery) },
  openapi: galleryRouteDocs,
  seed: async (services, { sampleData }) => {
    if (sampleData) await services.gallery.seedSamples(samplePhotos);
  },
  // Published photos are public while they stay published; drafts (and withdrawn photos) staff-only.
  media: (services) => ({
    prefix: "gallery/",
    access: async (key) => {
      const status = await services.gallery.fileStatus(key);
      if (!status) return null;
      return status === "published"
        ? { public: true, cacheControl: REVALIDATED_MEDIA_CACHE_CONTROL }
        : { public: false, permission: "content:write" };
    },
  }),
});
