import { defineModule } from "../module";
import { studentsRouteDocs, studentsRoutes } from "./students.routes";
import { createStudentsService, type StudentsService } from "./students.service";

declare module "../module" {
  interface Services {
    students: StudentsService;
  }
}

export const studentsModule = defineModule({
  name: "students",
  audit: { entities: { student: "Admitted students" } },
  createService: ({ db, services }) => createStudentsService(db, services),
  routes: { "/students": (services) => studentsRoutes(services.students) },
  openapi: studentsRouteDocs,
});
