import type { AuditEntry, AuditFacets, AuditListResponse } from "../../../contract/audit";
import { apiDownload, apiRequest } from "../api-client";

export interface AuditFilters {
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
}

export function listAudit(query: AuditFilters & { page: number; limit: number }) {
  return apiRequest<AuditListResponse>("audit", {
    query: { ...query },
    fallback: "the server did not answer as expected",
  });
}

export function exportAudit(filters: AuditFilters) {
  return apiDownload("audit/export", { ...filters }, "audit-trail.csv");
}

/** One record's own history (anyone who may read the record). */
export function recordHistory(entity: string, id: string) {
  return apiRequest<{ data: AuditEntry[] }>(
    `audit/record/${encodeURIComponent(entity)}/${encodeURIComponent(id)}`,
    {
      fallback: "the server did not answer as expected",
    },
  );
}

/** The actors and actions in the trail, for the filters' lists. */
export const auditFacets = () =>
  apiRequest<{ data: AuditFacets }>("audit/facets", {
    fallback: "the server did not answer as expected",
  }).then((body) => body.data);
