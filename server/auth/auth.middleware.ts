import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { INVALID_TOKEN_MESSAGE } from "../../contract/auth";
import type { AppEnv } from "../http/context";
import { forbidden, unauthorized } from "../http/errors";
import type { AuthService } from "./auth.service";

export const SESSION_COOKIE = "session";
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function presentedToken(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0]) {
  const header = c.req.header("Authorization");
  if (header?.startsWith("Bearer ")) return { token: header.slice(7).trim(), via: "bearer" as const };
  const cookie = getCookie(c, SESSION_COOKIE);
  if (cookie) return { token: cookie, via: "cookie" as const };
  return undefined;
}

/**
 * Resolves the session. `required`: staff only (401 otherwise). `optional`: anonymous callers pass,
 * but a presented token that is invalid is still refused, so a stale client learns it is signed out.
 */
export function authenticate(auth: AuthService, mode: "required" | "optional") {
  return createMiddleware<AppEnv>(async (c, next) => {
    const presented = presentedToken(c);
    if (!presented) {
      if (mode === "required") throw unauthorized(INVALID_TOKEN_MESSAGE);
      return next();
    }
    if (presented.via === "cookie" && !SAFE_METHODS.has(c.req.method)) {
      const expected = getCookie(c, XSRF_COOKIE);
      const sent = c.req.header(XSRF_HEADER);
      if (!expected || !sent || expected !== sent) {
        throw forbidden("The request is missing its anti-forgery token. Reload the page and try again.");
      }
    }
    c.set("session", await auth.authenticate(presented.token));
    c.set("sessionVia", presented.via);
    await next();
  });
}
