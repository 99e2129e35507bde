import type { FacultyListResponse } from "../../../contract/faculty";
import type {
  OpdHoliday,
  OpdHolidayInput,
  OpdSeasons,
  OpdSession,
  OpdSessionInput,
  OpdWeekday,
} from "../../../contract/opd";
import type { ContentPagination } from "../../../contract/content";
import { apiRequest } from "../api-client";
import type { ContentQuery } from "../content/content-list";

export interface OpdSessionsQuery extends ContentQuery {
  department?: string;
  weekday?: OpdWeekday | "";
}

export function listOpdSessions(query: OpdSessionsQuery) {
  return apiRequest<{ data: { opdSessions: OpdSession[]; pagination: ContentPagination } }>("opd-sessions", {
    query: { page: query.page, limit: query.limit, department: query.department, weekday: query.weekday },
    fallback: "Failed to load OPD sessions",
  });
}

export function saveOpdSession(id: string | null, values: OpdSessionInput) {
  return apiRequest<{ data: OpdSession }>(id ? `opd-sessions/${encodeURIComponent(id)}` : "opd-sessions", {
    method: id ? "PATCH" : "POST",
    json: values,
    fallback: id ? "Failed to update OPD session" : "Failed to add OPD session",
  });
}

export function deleteOpdSession(id: string) {
  return apiRequest(`opd-sessions/${encodeURIComponent(id)}`, {
    method: "DELETE",
    fallback: "Failed to delete OPD session",
  });
}

/** The faculty of a department, to pick a session's doctors from. */
export function listDepartmentDoctors(department: string) {
  return apiRequest<FacultyListResponse>("faculty", {
    query: { department, limit: 100, sortBy: "name", sortOrder: "asc" },
    fallback: "Failed to load the department's doctors",
  });
}

export function listOpdHolidays() {
  return apiRequest<{ data: { opdHolidays: OpdHoliday[]; pagination: ContentPagination } }>("opd-holidays", {
    query: { limit: 100 },
    fallback: "Failed to load holidays",
  });
}

export function addOpdHoliday(values: OpdHolidayInput) {
  return apiRequest<{ data: OpdHoliday }>("opd-holidays", {
    method: "POST",
    json: values,
    fallback: "Failed to add holiday",
  });
}

export function deleteOpdHoliday(id: string) {
  return apiRequest(`opd-holidays/${encodeURIComponent(id)}`, {
    method: "DELETE",
    fallback: "Failed to delete holiday",
  });
}

export function getOpdSeasons() {
  return apiRequest<{ data: OpdSeasons }>("opd-seasons", { fallback: "Failed to load the season dates" });
}

export function saveOpdSeasons(values: OpdSeasons) {
  return apiRequest<{ data: OpdSeasons }>("opd-seasons", {
    method: "PUT",
    json: values,
    fallback: "Failed to save the season dates",
  });
}
