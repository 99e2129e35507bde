import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import {
  ADMISSION_POPUP_CLOSED,
  ADMISSION_POPUP_COOKIE,
  POPUP_CLOSE_PATH,
  POPUP_RETURN_FIELD,
  POPUP_RETURN_MESSAGE,
} from "../../contract/popup-close";
import { setBodyLimit } from "../http/body-limit";
import type { AppEnv } from "../http/context";

const RETURN_MAX_LENGTH = 2000;
const SAME_SITE = "http://same-site.invalid";

/**
 * The page to go back to, if `value` is a path on this site (`/about?x=1`); never another site
 * (`//evil.example`, `/\evil.example`, `https://…`), so the route is no open redirect.
 */
export function returnPathOf(value: unknown): string | null {
  if (typeof value !== "string" || value.length > RETURN_MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const url = URL.canParse(value, SAME_SITE) ? new URL(value, SAME_SITE) : null;
  if (!url || url.origin !== SAME_SITE) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * The admission pop-up's Close without JavaScript (issue 26, item 5): a form post that sets the same session
 * cookie the enhancement script sets and goes back to the page (303), so the pop-up stays closed for the visit.
 * With JavaScript the script closes the pop-up in place and this route is not asked.
 */
export function popupCloseRoutes() {
  const app = new Hono<AppEnv>();
  app.post(POPUP_CLOSE_PATH, setBodyLimit(4 * 1024), async (c) => {
    const type = c.req.header("Content-Type") ?? "";
    const form = /^application\/x-www-form-urlencoded\b/i.test(type) ? await c.req.parseBody() : {};
    const back = returnPathOf(form[POPUP_RETURN_FIELD]);
    c.header("Cache-Control", "no-store");
    if (!back) return c.text(POPUP_RETURN_MESSAGE, 400);
    // As the script sets it (app/site/admission-popup-state.ts): a session cookie the script can read too.
    setCookie(c, ADMISSION_POPUP_COOKIE, ADMISSION_POPUP_CLOSED, { path: "/", sameSite: "Lax" });
    return c.redirect(back, 303);
  });
  return app;
}
