import { MEDIA_CACHE_CONTROL } from "../http/media";
import { defineModule } from "../module";
import { facultyRouteDocs, facultyRoutes } from "./faculty.routes";
import { createFacultyService, type FacultyService } from "./faculty.service";

declare module "../module" {
  interface Services {
    faculty: FacultyService;
  }
}

export const facultyModule = defineModule({
  name: "faculty",
  audit: { entities: { faculty: "Faculty" }, readers: { faculty: { permissions: ["faculty:read"] } } },
  // Counts are cached per process only on the embedded database (one process): see the service.
  createService: ({ db, database, storage, services }) =>
    createFacultyService(db, storage, services, database.kind === "postgres" ? 0 : undefined),
  routes: { "/faculty": (services) => facultyRoutes(services.faculty) },
  openapi: facultyRouteDocs,
  seed: async (services, { sampleData }) => {
    if (sampleData) await services.faculty.seedSamples();
  },
  // Every member's photo is public, named by its content, and removed when replaced or its member deleted.
  media: () => ({
    prefix: "faculty/",
    access: async () => ({ public: true, cacheControl: MEDIA_CACHE_CONTROL }),
  }),
});
