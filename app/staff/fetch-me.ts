import { redirect } from "react-router";
import type { User } from "../../contract/auth";
import { ApiError, apiRequest } from "./api-client";
import { cacheUser, clearStaffSession } from "./session-store";

/** The signed-in user, or null when the session cookie is missing or no longer valid. */
export async function fetchSignedInUser(): Promise<User | null> {
  try {
    const body = await apiRequest<{ data: User }>("me", { ignoreUnauthorized: true });
    cacheUser(body.data);
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Loader guard of the /dashboard area: signed-out visitors go to /login. */
export async function requireSignedInUser(): Promise<User> {
  const user = await fetchSignedInUser();
  if (!user) {
    clearStaffSession();
    throw redirect("/login");
  }
  return user;
}
