import type { Enquiry, EnquiryListResponse } from "../../../contract/enquiry";
import { apiDownload, apiRequest } from "../api-client";

export interface EnquiriesQuery {
  page: number;
  limit: number;
  sortBy: "createdAt" | "name" | "neetScore" | "course";
  sortOrder: "asc" | "desc";
}

export function listEnquiries(query: EnquiriesQuery) {
  return apiRequest<EnquiryListResponse>("enquiry", {
    query: { ...query },
    fallback: "Failed to fetch enquiries",
  });
}

export type EnquiryValues = Pick<Enquiry, "name" | "email" | "phone" | "course" | "neetScore" | "message">;

/** Creates an enquiry for a caller (POST, 201) or changes one (PUT, 200). */
export function saveEnquiry(id: string | null, values: EnquiryValues) {
  return apiRequest<{ message?: string; data: Enquiry }>(
    id ? `enquiry/${encodeURIComponent(id)}` : "enquiry",
    {
      method: id ? "PUT" : "POST",
      json: values,
      fallback: id ? "Failed to update enquiry" : "Failed to add enquiry",
    },
  );
}

export function deleteEnquiry(id: string) {
  return apiRequest(`enquiry/${encodeURIComponent(id)}`, {
    method: "DELETE",
    fallback: "Failed to delete enquiry",
  });
}

/** Every enquiry in the current sort, as the server's CSV file. */
export function exportEnquiries(query: Pick<EnquiriesQuery, "sortBy" | "sortOrder">) {
  const day = new Date().toISOString().slice(0, 10);
  return apiDownload(
    "enquiry/export",
    { sortBy: query.sortBy, sortOrder: query.sortOrder },
    `enquiries-${day}.csv`,
  );
}
