import type { Faculty } from "../../../contract/faculty";
import type { Preview, Publication, PublicationWithRows } from "../../../contract/nmc";
import { ApiError, apiRequest } from "../api-client";

/** A month's list as it would be published now, as on the month's date. */
export async function fetchPreview(month: string): Promise<Preview> {
  return (
    await apiRequest<{ data: Preview }>(`nmc/preview?month=${encodeURIComponent(month)}`, {
      fallback: "Failed to load the preview",
    })
  ).data;
}

/** A month's latest publication, or null when it is not published. */
export async function fetchPublication(month: string): Promise<PublicationWithRows | null> {
  try {
    return (
      await apiRequest<{ data: PublicationWithRows }>(`nmc/faculty-lists/${encodeURIComponent(month)}`, {
        fallback: "Failed to load the month's publication",
      })
    ).data;
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return null;
    throw caught;
  }
}

export async function publishList(month: string, reason?: string): Promise<Publication> {
  return (
    await apiRequest<{ data: Publication }>("nmc/faculty-lists", {
      method: "POST",
      json: reason ? { month, reason } : { month },
      fallback: "Failed to publish the list",
    })
  ).data;
}

export async function fetchMember(id: string): Promise<Faculty> {
  return (
    await apiRequest<{ data: Faculty }>(`faculty/${encodeURIComponent(id)}`, {
      fallback: "Failed to load the faculty record",
    })
  ).data;
}
