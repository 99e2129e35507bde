import { collegeDate, collegeHour } from "../../contract/college-time";
import { Hono } from "hono";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE_MESSAGE } from "../../contract/grievances";
import type { AppEnv } from "../http/context";
import { uploadLimit } from "../http/multipart";
import { defineModule } from "../module";
import { grievancesRouteDocs, grievancesRoutes } from "./grievances.routes";
import { createGrievancesService, type GrievancesService } from "./grievances.service";

declare module "../module" {
  interface Services {
    grievances: GrievancesService;
  }
}

/** India's hour and date: the overdue reminder goes out once a day from 09:00 in the college's time. */
const reminderKey = (now: Date) => (collegeHour(now) >= 9 ? collegeDate(now) : null);

export const grievancesModule = defineModule({
  name: "grievances",
  audit: { entities: { grievance: "Complaints" } },
  createService: ({ db, services, rateLimiterStore }) => {
    const grievances = createGrievancesService({ db, services, rateLimiterStore });
    services.scheduler.register({
      name: "grievances.overdue-reminder",
      due: reminderKey,
      run: async () => {
        await grievances.sendOverdueReminders();
      },
    });
    return grievances;
  },
  routes: { "/grievances": (services) => grievancesRoutes(services.grievances) },
  // The complaint page's form, posted without JavaScript, carries the same attachment as the API's.
  siteRoutes: () =>
    new Hono<AppEnv>().post(
      "/safety/complaint",
      uploadLimit(ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE_MESSAGE),
    ),
  openapi: grievancesRouteDocs,
});
