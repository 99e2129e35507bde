import { defineModule } from "../module";
import { nonTeachingStaffRouteDocs, nonTeachingStaffRoutes } from "./non-teaching-staff.routes";
import { createNonTeachingStaffService, type NonTeachingStaffService } from "./non-teaching-staff.service";

declare module "../module" {
  interface Services {
    nonTeachingStaff: NonTeachingStaffService;
  }
}

export const nonTeachingStaffModule = defineModule({
  name: "nonTeachingStaff",
  audit: { entities: { "non-teaching-staff": "Non-teaching staff" } },
  createService: ({ db, services }) => createNonTeachingStaffService(db, services),
  routes: { "/non-teaching-staff": (services) => nonTeachingStaffRoutes(services.nonTeachingStaff) },
  openapi: nonTeachingStaffRouteDocs,
});
