import { defineModule } from "../module";
import { noticesRouteDocs, noticesRoutes } from "./notices.routes";
import { createNoticesService, type NoticesService } from "./notices.service";

declare module "../module" {
  interface Services {
    notices: NoticesService;
  }
}

export const noticesModule = defineModule({
  name: "notices",
  createService: ({ db, services }) => createNoticesService(db, services),
  routes: { "/notices": (services) => noticesRoutes(services.notices) },
  openapi: noticesRouteDocs,
  seed: async (services, { sampleData }) => {
    if (sampleData) await services.notices.seedSamples();
  },
});
