import { defineModule } from "../module";
import { every } from "../lib/schedules";
import { privacyRouteDocs, privacyRoutes } from "./privacy.routes";
import { createPrivacyService, type PrivacyService } from "./privacy.service";

declare module "../module" {
  interface Services {
    privacy: PrivacyService;
  }
}

const DAY = 24 * 60 * 60 * 1000;

/** The retention job: once a day (UTC) across every instance, the scheduler's claim deciding which runs it. */
export const retentionJob = (privacy: PrivacyService) => ({
  name: "privacy.retention",
  due: every(DAY),
  run: async () => {
    await privacy.runRetention();
  },
});

export const privacyModule = defineModule({
  name: "privacy",
  audit: { entities: { privacy: "Privacy and retention" } },
  createService: ({ db, services }) => {
    const privacy = createPrivacyService(db, services);
    services.scheduler.register(retentionJob(privacy));
    return privacy;
  },
  routes: { "/privacy": (services) => privacyRoutes(services, services.publicFormLimiter) },
  openapi: privacyRouteDocs,
});
