import type { AppLoadContext } from "react-router";
import type { Grievance } from "../../../contract/grievances";
import { staffScreenReader } from "../screen-data.server";
import { grievanceKey } from "./grievances-api";
import { COMMITTEE } from "./grievances-loader.server";

/**
 * Opening a complaint (ADR 028): read on the server through GET /api/grievances/{reference}'s own service
 * call, `grievances.get`, which records the read on the audit trail, for the committee roles only (the
 * administrator is not one: nothing is read, nothing recorded). Another committee's complaint or an unknown
 * reference is the API's refusal (403, 404), its message only. The screen does not ask the API again, so each
 * opening is recorded once.
 */
export async function loadGrievanceScreen(context: AppLoadContext, reference: string) {
  const reader = await staffScreenReader(context);
  if (!reader) return { grievance: null };
  return {
    grievance: await reader.readRecord(grievanceKey(reference), COMMITTEE, (): Promise<Grievance> =>
      context.services.grievances.get(reader.actor, reference),
    ),
  };
}
