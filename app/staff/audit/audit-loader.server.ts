import type { AppLoadContext } from "react-router";
import { auditListQuery, type AuditFacets, type AuditListResponse } from "../../../contract/audit";
import { staffScreenReader } from "../screen-data.server";
import type { AddressQuery } from "../use-address-query";

/**
 * The audit trail's first page for the address's query (GET /api/audit) and its filters' choices
 * (GET /api/audit/facets), read on the server as those routes answer, for audit:read only.
 */
export async function loadAuditScreen(context: AppLoadContext, request: Request, defaults: AddressQuery) {
  const reader = await staffScreenReader(context);
  if (!reader) return { list: null, facets: null };
  const { services } = context;
  const [list, facets] = await Promise.all([
    reader.readList(new URL(request.url), defaults, {
      permission: "audit:read",
      schema: auditListQuery,
      read: async (query): Promise<AuditListResponse> =>
        (await services.audit.views.page(query)) as AuditListResponse,
    }),
    reader.read(
      "audit-facets",
      "audit:read",
      async (): Promise<AuditFacets> => (await services.audit.views.facets()) as AuditFacets,
    ),
  ]);
  return { list, facets };
}
