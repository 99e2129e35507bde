import type { Notice, NoticeCategory, NoticeInput, NoticeListResponse } from "../../../contract/notices";
import { apiRequest } from "../api-client";
import type { ContentQuery } from "./content-list";

export interface NoticesQuery extends ContentQuery {
  category?: NoticeCategory | "";
}

export function listNotices(query: NoticesQuery) {
  return apiRequest<NoticeListResponse>("notices", {
    query: { ...query },
    fallback: "Failed to load notices",
  });
}

export function saveNotice(id: string | null, values: NoticeInput) {
  return apiRequest<{ data: Notice }>(id ? `notices/${encodeURIComponent(id)}` : "notices", {
    method: id ? "PATCH" : "POST",
    json: values,
    fallback: id ? "Failed to update notice" : "Failed to create notice",
  });
}

export function deleteNotice(id: string) {
  return apiRequest(`notices/${encodeURIComponent(id)}`, {
    method: "DELETE",
    fallback: "Failed to delete notice",
  });
}
