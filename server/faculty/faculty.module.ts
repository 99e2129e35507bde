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
  createService: ({ db, storage, services }) => createFacultyService(db, storage, services),
  routes: { "/faculty": (services) => facultyRoutes(services.faculty) },
  openapi: facultyRouteDocs,
});
