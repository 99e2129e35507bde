import type {
  CounsellingCourse,
  CounsellingNotifyResult,
  CounsellingRound,
  CounsellingRoundInput,
  CounsellingRoundListResponse,
} from "../../../contract/counselling";
import { apiRequest } from "../api-client";
import type { ContentQuery } from "../content/content-list";

export interface RoundsQuery extends ContentQuery {
  course?: CounsellingCourse | "";
  [filter: string]: string | number | undefined;
}

export function listRounds(query: RoundsQuery) {
  return apiRequest<CounsellingRoundListResponse>("counselling-rounds", {
    query: { ...query },
    fallback: "Failed to load counselling rounds",
  });
}

export function saveRound(id: string | null, values: CounsellingRoundInput) {
  return apiRequest<{ data: CounsellingRound }>(
    id ? `counselling-rounds/${encodeURIComponent(id)}` : "counselling-rounds",
    {
      method: id ? "PATCH" : "POST",
      json: values,
      fallback: id ? "Failed to update counselling round" : "Failed to create counselling round",
    },
  );
}

export function deleteRound(id: string) {
  return apiRequest(`counselling-rounds/${encodeURIComponent(id)}`, {
    method: "DELETE",
    fallback: "Failed to delete counselling round",
  });
}

export function notifyFamilies(id: string) {
  return apiRequest<{ message: string; data: CounsellingNotifyResult }>(
    `counselling-rounds/${encodeURIComponent(id)}/notify`,
    { method: "POST", fallback: "Failed to notify families" },
  );
}
