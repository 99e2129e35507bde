import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import {
  campaignOf,
  externalOrigin,
  formatVisitSource,
  VISIT_SOURCE_COOKIE,
} from "../../contract/visit-source";
import type { AppEnv } from "../http/context";
import { secureCookies } from "../http/permissions";

/**
 * Sets the visit's source on the first page it lands on (a later arrival from a campaign link starts
 * a new one): a session cookie, first-party, read by the server when the enquiry form is posted. The form
 * script reads it too and sends it as the X-Visit-Source header: its JSON post omits credentials (a staff
 * session cookie must not turn a visitor's enquiry into a signed-in call), so the cookie would not go
 * with it. It holds nothing but the landing address's utm_* and the referring site's origin.
 */
export function visitSourceCookie(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.res.status !== 200) return;
    if (!c.res.headers.get("Content-Type")?.startsWith("text/html")) return;
    const url = new URL(c.req.url);
    const campaign = campaignOf(url.searchParams);
    if (!campaign && getCookie(c, VISIT_SOURCE_COOKIE) !== undefined) return;
    const referrer = externalOrigin(c.req.header("Referer"), url.host);
    setCookie(c, VISIT_SOURCE_COOKIE, formatVisitSource({ campaign, referrer }), {
      path: "/",
      httpOnly: false,
      sameSite: "Lax",
      secure: secureCookies(c),
    });
  };
}
