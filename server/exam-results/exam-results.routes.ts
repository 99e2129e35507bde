import { examResultListQuery, examResults } from "../../contract/exam-results";
import { recordRouteDocs, recordRoutes } from "../http/record-routes";
import type { ExamResultsService } from "./exam-results.service";

const spec = {
  write: "exam-results:write" as const,
  listQuery: examResultListQuery,
  input: examResults.input,
  patch: examResults.patch,
  noun: "Examination result",
};

export const examResultsRoutes = (service: ExamResultsService) => recordRoutes(service, spec);

export const examResultsRouteDocs = recordRouteDocs({
  ...spec,
  path: "/exam-results",
  tag: "Examination results",
  key: "{id}",
  listResponse: examResults.listResponse,
  response: examResults.response,
  what: "examination result (passPercent derived)",
});
