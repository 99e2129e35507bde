import { defineModule } from "../module";
import { siteSettingsRouteDocs, siteSettingsRoutes } from "./site-settings.routes";
import { createSiteSettingsService, type SiteSettingsService } from "./site-settings.service";

declare module "../module" {
  interface Services {
    siteSettings: SiteSettingsService;
  }
}

export const siteSettingsModule = defineModule({
  name: "siteSettings",
  audit: { entities: { "site-settings": "Site settings" } },
  createService: ({ db, services }) => createSiteSettingsService(db, services),
  routes: { "/site-settings": (services) => siteSettingsRoutes(services.siteSettings) },
  openapi: siteSettingsRouteDocs,
});
