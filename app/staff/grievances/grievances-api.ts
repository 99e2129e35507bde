import type { z } from "zod";
import type {
  Grievance,
  grievanceListResponse,
  grievanceUpdateInput,
  GrievanceStatus,
} from "../../../contract/grievances";
import { apiDownload, apiRequest } from "../api-client";

export type GrievanceList = z.infer<typeof grievanceListResponse>;

export const fetchGrievances = (query: {
  page?: number;
  status?: GrievanceStatus | "open";
  overdue?: "true";
}) => apiRequest<GrievanceList>("grievances", { query });

export const fetchGrievance = async (reference: string) =>
  (await apiRequest<{ data: Grievance }>(`grievances/${encodeURIComponent(reference)}`)).data;

export const patchGrievance = async (reference: string, change: z.input<typeof grievanceUpdateInput>) =>
  (
    await apiRequest<{ data: Grievance }>(`grievances/${encodeURIComponent(reference)}`, {
      method: "PATCH",
      json: change,
    })
  ).data;

export const addGrievanceNote = async (reference: string, note: string) =>
  (
    await apiRequest<{ data: Grievance }>(`grievances/${encodeURIComponent(reference)}/notes`, {
      method: "POST",
      json: { note },
    })
  ).data;

export const downloadAttachment = (reference: string) =>
  apiDownload(`grievances/${encodeURIComponent(reference)}/attachment`, undefined, reference);
