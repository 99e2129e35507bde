import { useRouteLoaderData } from "react-router";
import type { User } from "../../contract/auth";

export const STAFF_LAYOUT_ID = "routes/staff/staff-layout";

/** The signed-in user the layout's loader fetched (GET /api/me). */
export function useStaffUser(): User | null {
  return useRouteLoaderData<{ user: User }>(STAFF_LAYOUT_ID)?.user ?? null;
}

/** Profile fallbacks of admin spec §2. */
export const DEFAULT_NAME = "Admin User";
export const DEFAULT_EMAIL = "admin@college.local";
