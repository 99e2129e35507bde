import { defineModule } from "../module";
import { counsellingRouteDocs, counsellingRoutes } from "./counselling.routes";
import { createCounsellingService, type CounsellingService } from "./counselling.service";

declare module "../module" {
  interface Services {
    counselling: CounsellingService;
  }
}

export const counsellingModule = defineModule({
  name: "counselling",
  audit: { entities: { "counselling-round": "Counselling rounds" } },
  createService: ({ db, services, config }) =>
    createCounsellingService(db, services, {
      collegeFacts: () => services.siteSettings.collegeFacts(),
      perMinute: () => config.BULK_MAIL_PER_MINUTE ?? 30,
      publicUrl: () => config.PUBLIC_URL ?? "http://localhost:3000",
    }),
  routes: { "/counselling-rounds": (services) => counsellingRoutes(services.counselling) },
  openapi: counsellingRouteDocs,
});
