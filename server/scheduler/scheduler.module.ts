import { defineModule } from "../module";
import { createSchedulerService, type SchedulerService } from "./scheduler.service";

declare module "../module" {
  interface Services {
    scheduler: SchedulerService;
  }
}

/**
 * Scheduled work that runs once per period across every app instance (see ./scheduler.service.ts).
 * Listed first in server/modules.ts, so other domains may register their jobs while being created:
 * `services.scheduler.register({ name, due: every(HOUR), run })`.
 */
export const schedulerModule = defineModule({
  name: "scheduler",
  createService: ({ db, logger }) => createSchedulerService({ db, logger }),
});
