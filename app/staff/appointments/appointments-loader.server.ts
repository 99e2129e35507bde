import type { AppLoadContext } from "react-router";
import { appointmentListQuery } from "../../../contract/appointments";
import { staffScreenReader } from "../screen-data.server";
import type { AddressQuery } from "../use-address-query";
import { appointmentStatsKey, type AppointmentList } from "./appointments-api";

/**
 * The appointment requests' first page for the address's query (GET /api/appointment-requests) and the daily
 * counts (GET /api/appointment-requests/stats), read on the server as those routes answer: for the hospital
 * desk's `appointments:work` only (patients' phone numbers are need-to-know). Neither read is audited by the
 * API; opening a request is not read here.
 */
export async function loadAppointmentsScreen(
  context: AppLoadContext,
  request: Request,
  defaults: AddressQuery,
) {
  const reader = await staffScreenReader(context);
  if (!reader) return { list: null, stats: null };
  const { appointments } = context.services;
  const [list, stats] = await Promise.all([
    reader.readList(new URL(request.url), defaults, {
      permission: "appointments:work",
      schema: appointmentListQuery,
      read: async (query): Promise<AppointmentList> =>
        ({ success: true, data: await appointments.list(query) }) as AppointmentList,
    }),
    reader.read(appointmentStatsKey(0), "appointments:work", () => appointments.stats()),
  ]);
  return { list, stats };
}
