import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { INVALID_TOKEN_MESSAGE } from "../../contract/auth";
import { can, FORBIDDEN_MESSAGE, type Permission } from "../../contract/permissions";
import type { Actor } from "../actor";
import type { SessionAuthenticator } from "../auth/session";
import { forbidden, unauthenticated } from "../errors";
import { clientAddress, type AppEnv } from "./context";

export const SESSION_COOKIE = "session";
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const XSRF_MESSAGE = "The request is missing its anti-forgery token. Reload the page and try again.";

/**
 * Cookie names: over https (Secure cookies) they carry the `__Host-` prefix, which the browser only
 * accepts from a secure origin, for path `/`, without a Domain: no sibling subdomain or plain-http page
 * can plant or overwrite them. Local http development keeps the plain names (ADR 008).
 */
export const cookieNames = (secure: boolean) =>
  secure
    ? { session: `__Host-${SESSION_COOKIE}`, xsrf: `__Host-${XSRF_COOKIE}` }
    : { session: SESSION_COOKIE, xsrf: XSRF_COOKIE };

/** Whether this request's cookies are Secure (decided per request in app.ts from COOKIE_SECURE, PUBLIC_URL, https). */
export const secureCookies = (c: Context<AppEnv>) => c.get("secureCookies") === true;

export function presentedToken(c: Context<AppEnv>) {
  const header = c.req.header("Authorization");
  if (header?.startsWith("Bearer ")) return { token: header.slice(7).trim(), via: "bearer" as const };
  const cookie = getCookie(c, cookieNames(secureCookies(c)).session);
  if (cookie) return { token: cookie, via: "cookie" as const };
  return undefined;
}

/**
 * Runs on every /api request: attaches the session when a valid token is presented. A cookie session on an
 * unsafe method without the anti-forgery header is not attached (the guards below then refuse the call).
 */
export function resolveSession(auth: SessionAuthenticator) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const presented = presentedToken(c);
    if (presented) {
      if (presented.via === "cookie" && !SAFE_METHODS.has(c.req.method)) {
        const expected = getCookie(c, cookieNames(secureCookies(c)).xsrf);
        const sent = c.req.header(XSRF_HEADER);
        if (!expected || !sent || expected !== sent) c.set("sessionProblem", "xsrf");
      }
      if (!c.get("sessionProblem")) {
        const session = await auth.authenticate(presented.token).catch(() => undefined);
        if (session) {
          c.set("session", session);
          c.set("sessionVia", presented.via);
        } else c.set("sessionProblem", "invalid");
      }
    }
    await next();
  });
}

function signedIn(c: Context<AppEnv>) {
  const session = c.get("session");
  if (session) return session;
  if (c.get("sessionProblem") === "xsrf") throw forbidden(XSRF_MESSAGE);
  throw unauthenticated(INVALID_TOKEN_MESSAGE);
}

// Each guard carries its rule (`permission` / `requiresSession`), so the permission-matrix test can read
// every route's rule from the assembled app.

/** Any signed-in staff member (401 otherwise). */
export const requireSession = () =>
  Object.assign(
    createMiddleware<AppEnv>(async (c, next) => {
      signedIn(c);
      await next();
    }),
    { requiresSession: true },
  );

/** A signed-in staff member whose role has the permission: 401 without a session, 403 without the permission. */
export const requirePermission = (permission: Permission) =>
  Object.assign(
    createMiddleware<AppEnv>(async (c, next) => {
      if (!can(signedIn(c).user.role, permission)) throw forbidden(FORBIDDEN_MESSAGE);
      await next();
    }),
    { permission },
  );

/** A signed-in staff member whose role has at least one of the permissions (the route then narrows what it shows). */
export const requireAnyPermission = (...permissions: Permission[]) =>
  Object.assign(
    createMiddleware<AppEnv>(async (c, next) => {
      const { role } = signedIn(c).user;
      if (!permissions.some((permission) => can(role, permission))) throw forbidden(FORBIDDEN_MESSAGE);
      await next();
    }),
    { permission: permissions },
  );

/** Anonymous callers pass, but a presented token that is no longer valid is refused, so a stale client learns it is signed out. */
export const refuseStaleSession = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.get("sessionProblem")) signedIn(c);
    await next();
  });

/** Whether the caller's role has a permission (for routes whose answer depends on it). */
export const callerCan = (c: Context<AppEnv>, permission: Permission) =>
  can(c.get("session")?.user.role, permission);

/** Who is making this request, for service writes and the audit trail. */
export function actorOf(c: Context<AppEnv>): Actor {
  const user = c.get("session")?.user;
  return {
    user: user ? { id: user._id, email: user.email, role: user.role } : null,
    ip: clientAddress(c),
    requestId: c.get("requestId") ?? null,
  };
}
