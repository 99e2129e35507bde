import { defineModule } from "../module";
import { popupCloseRoutes } from "./popup-close.routes";
import { popupRouteDocs, popupRoutes } from "./popup.routes";
import { createPopupService, type PopupService } from "./popup.service";

declare module "../module" {
  interface Services {
    popup: PopupService;
  }
}

export const popupModule = defineModule({
  name: "popup",
  audit: { entities: { popup: "Admission pop-up" } },
  createService: ({ db, services }) => createPopupService(db, services),
  routes: { "/popup": (services) => popupRoutes(services.popup) },
  siteRoutes: () => popupCloseRoutes(),
  openapi: popupRouteDocs,
});
