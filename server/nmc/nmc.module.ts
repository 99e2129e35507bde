import { MEDIA_CACHE_CONTROL } from "../http/media";
import { defineModule } from "../module";
import { nmcDownloadRoutes, nmcRouteDocs, nmcRoutes } from "./nmc.routes";
import { reminderKey } from "./nmc-reminders";
import { createNmcService, type NmcService } from "./nmc.service";

declare module "../module" {
  interface Services {
    nmc: NmcService;
  }
}

export const nmcModule = defineModule({
  name: "nmc",
  audit: { entities: { "nmc-faculty-list": "NMC faculty lists" } },
  createService: ({ db, storage, services, config }) => {
    const nmc = createNmcService({
      db,
      storage,
      faculty: () => services.faculty,
      users: () => services.users,
      audit: () => services.audit,
      outbox: () => services.outbox,
      publicUrl: config.PUBLIC_URL,
    });
    // Faculty-records users hear on the 1st and the 4th if the month's list is still unpublished
    // (once across instances and restarts: the scheduler claims each key once).
    services.scheduler.register({
      name: "nmc.reminder",
      due: reminderKey,
      run: async () => {
        await nmc.sendReminders();
      },
    });
    return nmc;
  },
  routes: { "/nmc": (services) => nmcRoutes(services.nmc) },
  siteRoutes: (services) => nmcDownloadRoutes(services.nmc),
  openapi: nmcRouteDocs,
  // Photos are copied when a month's list is published, and published lists never change (ADR 012).
  media: () => ({
    prefix: "nmc/",
    access: async () => ({ public: true, cacheControl: MEDIA_CACHE_CONTROL }),
  }),
});
