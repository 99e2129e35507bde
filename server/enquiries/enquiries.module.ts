import { defineModule } from "../module";
import { enquiriesRouteDocs, enquiriesRoutes } from "./enquiries.routes";
import { createEnquiriesService, type EnquiriesService } from "./enquiries.service";

declare module "../module" {
  interface Services {
    enquiries: EnquiriesService;
  }
}

export const enquiriesModule = defineModule({
  name: "enquiries",
  createService: ({ db, services }) =>
    createEnquiriesService(db, services, { collegeFacts: () => services.siteSettings.collegeFacts() }),
  routes: { "/enquiry": (services) => enquiriesRoutes(services.enquiries, services.publicFormLimiter) },
  openapi: enquiriesRouteDocs,
});
