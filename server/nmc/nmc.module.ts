import { defineModule } from "../module";
import { nmcDownloadRoutes, nmcRouteDocs, nmcRoutes } from "./nmc.routes";
import { createNmcService, type NmcService } from "./nmc.service";

declare module "../module" {
  interface Services {
    nmc: NmcService;
  }
}

export const nmcModule = defineModule({
  name: "nmc",
  createService: ({ db, storage, services }) =>
    createNmcService({
      db,
      storage,
      faculty: () => services.faculty,
      users: () => services.users,
      audit: () => services.audit,
    }),
  routes: { "/nmc": (services) => nmcRoutes(services.nmc) },
  siteRoutes: (services) => nmcDownloadRoutes(services.nmc),
  openapi: nmcRouteDocs,
});
