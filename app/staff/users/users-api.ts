import type {
  Account,
  SessionInfo,
  UserCreateInput,
  UserListResponse,
  UserUpdateInput,
} from "../../../contract/users";
import { apiRequest } from "../api-client";

export function listUsers(query: { page: number; limit: number; search: string }) {
  return apiRequest<UserListResponse>("users", { query, fallback: "the server did not answer as expected" });
}

export function inviteUser(input: UserCreateInput) {
  return apiRequest<{ data: Account; message: string; invitationSent: boolean }>("users", {
    method: "POST",
    json: input,
    fallback: "The invitation could not be sent",
  });
}

export function updateUser(id: string, input: UserUpdateInput) {
  return apiRequest<{ data: Account }>(`users/${encodeURIComponent(id)}`, {
    method: "PATCH",
    json: input,
    fallback: "The account could not be updated",
  });
}

export function reinviteUser(id: string) {
  return apiRequest(`users/${encodeURIComponent(id)}/invitation`, {
    method: "POST",
    fallback: "The invitation could not be sent",
  });
}

/** `userId` null: the signed-in user's own sessions. */
export function listSessions(userId: string | null) {
  return apiRequest<{ data: SessionInfo[] }>(
    userId ? `users/${encodeURIComponent(userId)}/sessions` : "me/sessions",
    { fallback: "the server did not answer as expected" },
  );
}

export function endSession(userId: string | null, sessionId: string) {
  const base = userId ? `users/${encodeURIComponent(userId)}/sessions` : "me/sessions";
  return apiRequest(`${base}/${encodeURIComponent(sessionId)}`, {
    method: "DELETE",
    fallback: "The session could not be ended",
  });
}
