import { defineModule } from "../module";
import { jobsRouteDocs, jobsRoutes } from "./jobs.routes";
import { createJobsService, type JobsService } from "./jobs.service";

declare module "../module" {
  interface Services {
    jobs: JobsService;
  }
}

export const jobsModule = defineModule({
  name: "jobs",
  createService: ({ db, services }) => createJobsService(db, services),
  routes: { "/jobs": (services) => jobsRoutes(services.jobs) },
  openapi: jobsRouteDocs,
  seed: async (services, { sampleData }) => {
    if (sampleData) await services.jobs.seedSamples();
  },
});
