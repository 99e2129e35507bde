import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { defineModule } from "../module";
import { visitSourceCookie } from "./visit-source-cookie";
import { enquiriesRouteDocs, enquiriesRoutes } from "./enquiries.routes";
import { createEnquiriesService, type EnquiriesService } from "./enquiries.service";

declare module "../module" {
  interface Services {
    enquiries: EnquiriesService;
  }
}

export const enquiriesModule = defineModule({
  name: "enquiries",
  audit: {
    entities: { enquiry: "Admission enquiries", "enquiry-settings": "Enquiry settings" },
    readers: { enquiry: { permissions: ["enquiries:read"] } },
  },
  createService: ({ db, services }) =>
    createEnquiriesService(db, services, { collegeFacts: () => services.siteSettings.collegeFacts() }),
  routes: { "/enquiry": (services) => enquiriesRoutes(services.enquiries, services.publicFormLimiter) },
  // The visit's source is kept from its landing page, whichever page that is.
  siteRoutes: () => new Hono<AppEnv>().use("*", visitSourceCookie()),
  openapi: enquiriesRouteDocs,
  seed: async (services, { sampleData }) => {
    if (sampleData) await services.enquiries.seedSamples();
  },
});
