import type { AppLoadContext } from "react-router";
import { grievanceListQuery } from "../../../contract/grievances";
import { apiQueryParams } from "../api-client";
import { staffScreenReader } from "../screen-data.server";
import { firstGrievancesQuery, type GrievanceList, type GrievancesQuery } from "./grievances-api";

/** Who may read the register: GET /api/grievances's committee roles (the admin is not one). */
export const COMMITTEE = ["grievances:work", "grievances:work-harassment"] as const;

/**
 * GET /api/grievances's answer for `query`, as `role` reads it: its committee's categories only, references,
 * states and due dates, no complaint's content (a list read is not recorded in the audit trail; opening a
 * complaint is, and is never read here).
 */
export const readGrievanceList = async (
  context: AppLoadContext,
  role: string,
  query: GrievancesQuery,
): Promise<GrievanceList> =>
  ({
    success: true,
    ...(await context.services.grievances.list(role, grievanceListQuery.parse(apiQueryParams(query)))),
  }) as GrievanceList;

/** The complaints list's first page for the address, read on the server for the committee roles only. */
export async function loadGrievancesScreen(context: AppLoadContext, request: Request) {
  const reader = await staffScreenReader(context);
  if (!reader) return { list: null };
  const query = firstGrievancesQuery(new URL(request.url).searchParams);
  return {
    list: await reader.read(JSON.stringify(query), COMMITTEE, () =>
      readGrievanceList(context, reader.role, query),
    ),
  };
}
