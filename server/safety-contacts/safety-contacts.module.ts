import { defineModule } from "../module";
import { safetyContactsRouteDocs, safetyContactsRoutes } from "./safety-contacts.routes";
import { createSafetyContactsService, type SafetyContactsService } from "./safety-contacts.service";

declare module "../module" {
  interface Services {
    safetyContacts: SafetyContactsService;
  }
}

export const safetyContactsModule = defineModule({
  name: "safetyContacts",
  createService: ({ db, services }) => createSafetyContactsService(db, services),
  routes: { "/safety-contacts": (services) => safetyContactsRoutes(services.safetyContacts) },
  openapi: safetyContactsRouteDocs,
});
