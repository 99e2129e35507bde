import type { AppLoadContext } from "react-router";
import { can, type Permission } from "../../contract/permissions";
import { signedInStaff } from "./signed-in.server";
import type { InitialData } from "./use-api-data";

/**
 * A staff screen's first data, read in the page request (ADR 028): its route's `loader` reads through the
 * same services the API answers from, as the signed-in actor, each read only for a role that holds the API
 * route's permission, and hands the answers to the screen's `useApiData`/`useListQuery` as `initial`. Null
 * when nobody may act now (signed out, two-factor enrolment outstanding): the layout sends them away.
 */
export async function staffScreenReader(context: AppLoadContext) {
  const staff = await signedInStaff(context);
  if (!staff || staff.mustEnroll) return null;
  const { user } = staff;
  const actor = {
    user: { id: user._id, email: user.email, role: user.role },
    ip: context.clientAddress,
    requestId: context.requestId ?? null,
  };
  return {
    actor,
    role: user.role,
    may: (permission: Permission) => can(user.role, permission),
    /**
     * The answer for `key`, as the API would send it (JSON: dates as text), when the role holds `permission`
     * (a list: any one of them, as `requireAnyPermission`; null: any signed-in staff member); null when it
     * may not or the read fails (the screen then loads it after hydration and shows the failure as before).
     */
    async read<T>(
      key: string,
      permission: Permission | readonly Permission[] | null,
      read: () => Promise<T>,
    ): Promise<InitialData<T> | null> {
      const anyOf = permission === null ? null : typeof permission === "string" ? [permission] : permission;
      if (anyOf && !anyOf.some((one) => can(user.role, one))) return null;
      try {
        return { key, data: JSON.parse(JSON.stringify(await read())) as T };
      } catch (error) {
        context.reportError?.(error);
        return null;
      }
    },
  };
}
