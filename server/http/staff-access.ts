import { can, type Permission } from "../../contract/permissions";
import type { SessionAuthenticator } from "../auth/session";

/** What `staffMay` asks: the session behind a token (the auth service), and the two-factor enrolment gate. */
export interface StaffGate {
  auth: SessionAuthenticator;
  twoFactor: { mustEnroll(userId: string): Promise<boolean> };
}

/**
 * Whether a presented session token belongs to staff who hold `permission` and may act now: with "require
 * two-factor sign-in for all staff" on, a member who has not enrolled may not, the same gate the API keeps
 * (two-factor.middleware.ts). Used where content that is not public is shown outside /api: draft previews of
 * pages, draft documents, stored files only staff may open. Any failure (no session, ended session) means no.
 */
export async function staffMay(
  services: StaffGate,
  token: string | undefined,
  permission: Permission,
): Promise<boolean> {
  if (!token) return false;
  const session = await services.auth.authenticate(token).catch(() => undefined);
  if (!session || !can(session.user.role, permission)) return false;
  return !(await services.twoFactor.mustEnroll(session.user._id));
}

/**
 * The caching headers of any answer that holds content only signed-in staff may see (a draft preview, a draft
 * document, an earlier version of a file): never stored by a shared cache or the browser, and a cache must not
 * answer another visitor with it (issue 19, finding 16).
 */
export const STAFF_ONLY_CACHING = { "Cache-Control": "private, no-store", Vary: "Cookie" } as const;
