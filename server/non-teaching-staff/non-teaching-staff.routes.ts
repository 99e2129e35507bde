import { nonTeachingStaff, staffListQuery } from "../../contract/non-teaching-staff";
import { recordRouteDocs, recordRoutes } from "../http/record-routes";
import type { NonTeachingStaffService } from "./non-teaching-staff.service";

const spec = {
  write: "non-teaching-staff:write" as const,
  listQuery: staffListQuery,
  input: nonTeachingStaff.input,
  patch: nonTeachingStaff.patch,
  noun: "Staff member",
};

export const nonTeachingStaffRoutes = (service: NonTeachingStaffService) => recordRoutes(service, spec);

export const nonTeachingStaffRouteDocs = recordRouteDocs({
  ...spec,
  path: "/non-teaching-staff",
  tag: "Non-teaching staff",
  key: "{id}",
  listResponse: nonTeachingStaff.listResponse,
  response: nonTeachingStaff.response,
  what: "non-teaching staff",
});
