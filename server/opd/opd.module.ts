import { defineModule } from "../module";
import { opdRouteDocs, opdRoutes } from "./opd.routes";
import { createOpdService, type OpdService } from "./opd.service";

declare module "../module" {
  interface Services {
    opd: OpdService;
  }
}

export const opdModule = defineModule({
  name: "opd",
  audit: {
    entities: { "opd-session": "OPD sessions", "opd-holiday": "OPD holidays", "opd-seasons": "OPD seasons" },
  },
  createService: ({ db, services }) => createOpdService(db, services),
  routes: {
    "/opd-sessions": (services) => opdRoutes.sessions(services.opd),
    "/opd-holidays": (services) => opdRoutes.holidays(services.opd),
    "/opd-seasons": (services) => opdRoutes.seasons(services.opd),
  },
  openapi: opdRouteDocs,
  // The sample timetable seats the sample faculty: the faculty module seeds first (module order).
  seed: async (services, { sampleData }) => {
    if (sampleData) await services.opd.seedSamples();
  },
});
