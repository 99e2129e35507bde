import { REVALIDATED_MEDIA_CACHE_CONTROL } from "../http/media";
import { revisionRouteDocs, revisionRoutes } from "../http/revision-routes";
import { collectionContract } from "../../contract/collections/collection";
import { galleryCollection, galleryPhotoResponse } from "../../contract/collections/gallery";
import { defineModule } from "../module";
import { samplePhotos } from "./gallery.samples";
import { galleryRouteDocs, galleryRoutes } from "./gallery.routes";
import { createGalleryService, type GalleryService } from "./gallery.service";

declare module "../module" {
  interface Services {
    gallery: GalleryService;
  }
}

/** The gallery collection's own API, album order, sample photos and albums for the pages (ADR 017). */
export const galleryModule = defineModule({
  name: "gallery",
  createService: ({ db, storage, services }) => createGalleryService(db, storage, services),
  // Its history too (ADR 017, `ownApi`): a restore answers in the API's photo shape, as GET /api/gallery/{id}.
  routes: {
    "/gallery": (services) =>
      galleryRoutes(services.gallery).route("/", revisionRoutes("content:write", services.gallery)),
  },
  openapi: [
    ...galleryRouteDocs,
    ...revisionRouteDocs({
      path: "/gallery",
      tag: "Gallery",
      one: "photo",
      revisions: collectionContract(galleryCollection).revisionsResponse,
      restored: galleryPhotoResponse,
    }),
  ],
  seed: async (services, { sampleData }) => {
    if (sampleData) await services.gallery.seedSamples(samplePhotos);
  },
  // Published photos are public while they stay published; drafts (and withdrawn photos) staff-only.
  media: (services) => ({
    prefix: "gallery/",
    access: async (key) => {
      const readers = await services.gallery.fileAccess(key);
      return readers?.public ? { public: true, cacheControl: REVALIDATED_MEDIA_CACHE_CONTROL } : readers;
    },
  }),
});
