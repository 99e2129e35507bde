import { useRouteLoaderData } from "react-router";
import type { User } from "../../contract/auth";
import { can, type Permission } from "../../contract/permissions";
import type { CollectionScreens } from "./audit/audit-format";
import type { NavItem } from "./nav-items";

export const STAFF_LAYOUT_ID = "routes/staff/staff-layout";

/** The signed-in user the layout's loader fetched (GET /api/me). */
export function useStaffUser(): User | null {
  return useRouteLoaderData<{ user: User }>(STAFF_LAYOUT_ID)?.user ?? null;
}

/**
 * Whether the signed-in user's role grants a permission: screens show an action only to those who may take
 * it (the API refuses the others anyway).
 */
export function useCan(): (permission: Permission) => boolean {
  const user = useStaffUser();
  return (permission) => can(user?.role, permission);
}

/** The content collections' navigation entries the layout's loader built (nav-items.ts). */
export function useCollectionNav(): NavItem[] {
  return useRouteLoaderData<{ collectionNav: NavItem[] }>(STAFF_LAYOUT_ID)?.collectionNav ?? [];
}

/** Each content collection's screen by its audit entity, built by the layout's loader (`recordLink`). */
export function useCollectionScreens(): CollectionScreens {
  return (
    useRouteLoaderData<{ collectionScreens: CollectionScreens }>(STAFF_LAYOUT_ID)?.collectionScreens ?? {}
  );
}

/** Profile fallbacks of admin spec §2. */
export const DEFAULT_NAME = "Admin User";
export const DEFAULT_EMAIL = "admin@college.local";
