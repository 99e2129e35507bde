import { defineModule } from "../module";
import { disclosureDownloadRoutes, disclosuresRouteDocs, disclosuresRoutes } from "./disclosures.routes";
import { disclosureReminderKey } from "./disclosure-publications";
import { createDisclosuresService, type DisclosuresService } from "./disclosures.service";

declare module "../module" {
  interface Services {
    disclosures: DisclosuresService;
  }
}

/**
 * The MSR B.1.11 items built from the records (ADR 023), read by the public hub's loaders, and their monthly
 * publication: unchangeable snapshots, the archive, CSV and PDF, and reminders on the 1st and the 4th.
 */
export const disclosuresModule = defineModule({
  name: "disclosures",
  audit: { entities: { "disclosure-publication": "MSR B.1.11 publications" } },
  createService: ({ db, services, config }) => {
    const disclosures = createDisclosuresService(services, { db, publicUrl: config.PUBLIC_URL });
    // Publishers hear on the 1st and the 4th while the month is unpublished (once across instances and
    // restarts: the scheduler claims each key once).
    services.scheduler.register({
      name: "disclosures.reminder",
      due: disclosureReminderKey,
      run: async () => {
        await disclosures.publications.sendReminders();
      },
    });
    return disclosures;
  },
  routes: { "/disclosures": (services) => disclosuresRoutes(services.disclosures) },
  siteRoutes: (services) => disclosureDownloadRoutes(services.disclosures),
  openapi: disclosuresRouteDocs,
});
