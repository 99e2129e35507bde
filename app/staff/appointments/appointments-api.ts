import type { z } from "zod";
import type {
  AppointmentRequest,
  appointmentListResponse,
  AppointmentStats,
  AppointmentUpdateInput,
} from "../../../contract/appointments";
import { apiRequest } from "../api-client";
import type { AddressQuery } from "../use-address-query";

export type AppointmentList = z.infer<typeof appointmentListResponse>;

export const fetchAppointments = (query: AddressQuery) =>
  apiRequest<AppointmentList>("appointment-requests", {
    query: { ...query },
    fallback: "Failed to load appointment requests",
  });

/** The daily counts' key: `version` counts the saves since the screen opened (each reloads them). */
export const appointmentStatsKey = (version: number) => `appointment-stats-${version}`;

export const fetchAppointmentStats = async () =>
  (await apiRequest<{ data: AppointmentStats }>("appointment-requests/stats")).data;

export const updateAppointment = async (id: string, change: AppointmentUpdateInput) =>
  (
    await apiRequest<{ data: AppointmentRequest }>(`appointment-requests/${encodeURIComponent(id)}`, {
      method: "PATCH",
      json: change,
    })
  ).data;
