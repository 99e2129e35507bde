import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/context";
import type { Services } from "../module";

/** What a user who must enrol may still call: who they are, the enrolment itself, and signing out. */
const WHILE_ENROLLING = [/^\/api\/me\/?$/, /^\/api\/me\/2fa(\/.*)?$/, /^\/api\/logout\/?$/];

/**
 * With "require two-factor sign-in for all staff" on, a signed-in user without it can do nothing but
 * enrol: every other call is refused (403) with a message saying so. Runs after the session is resolved.
 */
export function twoFactorEnrolment(services: Services) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get("session");
    if (session && !WHILE_ENROLLING.some((path) => path.test(c.req.path))) {
      if (await services.twoFactor.mustEnroll(session.user._id)) throw services.twoFactor.enrolmentRequired();
    }
    await next();
  });
}
