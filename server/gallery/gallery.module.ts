import { defineModule } from "../module";
import { galleryRouteDocs, galleryRoutes } from "./gallery.routes";
import { createGalleryService, type GalleryService } from "./gallery.service";

declare module "../module" {
  interface Services {
    gallery: GalleryService;
  }
}

export const galleryModule = defineModule({
  name: "gallery",
  createService: ({ db, storage, services }) => createGalleryService(db, storage, services),
  routes: { "/gallery": (services) => galleryRoutes(services.gallery) },
  openapi: galleryRouteDocs,
});
