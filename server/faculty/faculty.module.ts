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
  // Counts are cached per process only on the embedded database (one process): see the service.
  createService: ({ db, database, storage, services }) =>
    createFacultyService(db, storage, services, database.kind === "postgres" ? 0 : undefined),
  routes: { "/faculty": (services) => facultyRoutes(services.faculty) },
  openapi: facultyRouteDocs,
});
