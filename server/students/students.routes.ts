import { students, studentListQuery } from "../../contract/students";
import { recordRouteDocs, recordRoutes } from "../http/record-routes";
import type { StudentsService } from "./students.service";

const spec = {
  write: "students:write" as const,
  listQuery: studentListQuery,
  input: students.input,
  patch: students.patch,
  noun: "Student",
  csv: true,
};

export const studentsRoutes = (service: StudentsService) => recordRoutes(service, spec);

export const studentsRouteDocs = recordRouteDocs({
  ...spec,
  path: "/students",
  tag: "Admitted students",
  key: "{id}",
  listResponse: students.listResponse,
  response: students.response,
  what: "admitted student",
  csv: "Import admitted students from CSV (headers Name, Batch, Course, Quota, Category, PwD, NEET Rank, NEET Score, Admitted On, Status). All or nothing; a row with the batch, course and NEET rank of a stored student updates it",
});
