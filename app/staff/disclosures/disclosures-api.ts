import type { DisclosurePreview, DisclosurePublication } from "../../../contract/disclosures";
import { ApiError, apiRequest } from "../api-client";

export async function fetchDisclosurePreview(): Promise<DisclosurePreview> {
  return (
    await apiRequest<{ data: DisclosurePreview }>("disclosures/preview", {
      fallback: "Failed to load the preview",
    })
  ).data;
}

/** The published months, newest first (each as its latest revision). */
export async function fetchPublishedMonths(): Promise<DisclosurePublication[]> {
  return (
    await apiRequest<{ data: { months: DisclosurePublication[] } }>("disclosures/months?limit=12", {
      fallback: "Failed to load the published months",
    })
  ).data.months;
}

export async function publishMonth(month: string, reason?: string): Promise<DisclosurePublication> {
  return (
    await apiRequest<{ data: DisclosurePublication }>("disclosures/months", {
      method: "POST",
      json: reason ? { month, reason } : { month },
      fallback: "Failed to publish the month",
    })
  ).data;
}

/** Whether a month of the hub is published (its latest revision), or null when it is not. */
export async function fetchPublishedMonth(month: string): Promise<DisclosurePublication | null> {
  try {
    return (
      await apiRequest<{ data: DisclosurePublication }>(`disclosures/months/${encodeURIComponent(month)}`, {
        fallback: "Failed to load the month's publication",
      })
    ).data;
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return null;
    throw caught;
  }
}
