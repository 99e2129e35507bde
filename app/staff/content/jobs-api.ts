import type { Job, JobDepartment, JobInput, JobListResponse, JobListStatus } from "../../../contract/jobs";
import { apiRequest } from "../api-client";
import type { ContentQuery } from "./content-list";

export interface JobsQuery extends ContentQuery<JobListStatus> {
  department?: JobDepartment | "";
}

export function listJobs(query: JobsQuery) {
  return apiRequest<JobListResponse>("jobs", {
    query: { ...query },
    fallback: "Failed to load job openings",
  });
}

export function saveJob(id: string | null, values: JobInput) {
  return apiRequest<{ data: Job }>(id ? `jobs/${encodeURIComponent(id)}` : "jobs", {
    method: id ? "PATCH" : "POST",
    json: values,
    fallback: id ? "Failed to update job opening" : "Failed to create job opening",
  });
}

export function deleteJob(id: string) {
  return apiRequest(`jobs/${encodeURIComponent(id)}`, {
    method: "DELETE",
    fallback: "Failed to delete job opening",
  });
}
