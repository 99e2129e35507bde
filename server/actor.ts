import type { Role } from "../contract/permissions";

/**
 * Who is acting, passed explicitly to every service write so that rules and the audit trail know it.
 * `user` is null for a visitor (a public form, a failed sign-in of an unknown account) or the system.
 */
export interface Actor {
  user: { id: string; email: string; role: Role } | null;
  ip: string | null;
  requestId: string | null;
}

/** Scheduled jobs and start-up tasks. */
export const systemActor: Actor = { user: null, ip: null, requestId: null };
