import type { z } from "zod";
import type {
  Grievance,
  grievanceListResponse,
  grievanceUpdateInput,
  GrievanceStatus,
} from "../../../contract/grievances";
import { apiDownload, apiRequest } from "../api-client";

export type GrievanceList = z.infer<typeof grievanceListResponse>;

// A type, not an interface: it is a query string's values (`ApiQuery`).
export type GrievancesQuery = {
  page?: number;
  status?: GrievanceStatus | "open";
  overdue?: "true";
};

export const fetchGrievances = (query: GrievancesQuery) => apiRequest<GrievanceList>("grievances", { query });

/** The query the complaints list sends for its page, status filter ("": all) and "overdue only". */
export const grievancesQuery = (
  page: number,
  status: GrievanceStatus | "open" | "",
  overdue: boolean,
): GrievancesQuery => ({ page, status: status || undefined, overdue: overdue ? "true" : undefined });

/**
 * What the complaints list asks for first: open complaints, overdue ones only when the address says
 * `?overdue=true` (the reminder e-mail and the dashboard card link there); its key is the query, serialised.
 */
export const firstGrievancesQuery = (params: URLSearchParams) =>
  grievancesQuery(1, "open", params.get("overdue") === "true");

/** The key a complaint's screen loads it under (the server's loader answers it, ADR 028). */
export const grievanceKey = (reference: string) => `grievance-${reference}`;

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
