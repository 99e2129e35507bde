import { defineModule } from "../module";
import { examResultsRouteDocs, examResultsRoutes } from "./exam-results.routes";
import { createExamResultsService, type ExamResultsService } from "./exam-results.service";

declare module "../module" {
  interface Services {
    examResults: ExamResultsService;
  }
}

export const examResultsModule = defineModule({
  name: "examResults",
  audit: { entities: { "exam-result": "Examination results" } },
  createService: ({ db, services }) => createExamResultsService(db, services),
  routes: { "/exam-results": (services) => examResultsRoutes(services.examResults) },
  openapi: examResultsRouteDocs,
});
