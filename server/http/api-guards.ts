import { createMiddleware } from "hono/factory";
import { isJsonType } from "./body-limit";
import type { AppEnv } from "./context";
import { forbidden, unsupportedMediaType } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Cross-site requests are not accepted.";
export const UNSUPPORTED_TYPE_MESSAGE =
  "Send the request body as JSON (Content-Type: application/json), or as multipart/form-data where a file is uploaded.";

/**
 * Guards every unsafe `/api` call against cross-site use (login CSRF, forged public-form posts):
 * - a browser's `Sec-Fetch-Site` other than same-origin (or none: typed address, bookmarks) is refused;
 * - an `Origin` other than the site's own (PUBLIC_URL or the request's origin) is refused;
 * - a body must be JSON, or multipart/form-data for the upload routes (which need a staff credential and,
 *   with the cookie, the anti-forgery header): the form-like types a cross-site page can post without a
 *   CORS preflight (urlencoded, text/plain) get 415. JSON routes refuse multipart in `readJson`.
 * Clients outside a browser (curl, integrations with a bearer token) send neither header and pass.
 */
export function apiRequestGuard(publicOrigin: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none") throw forbidden(CROSS_SITE_MESSAGE);
    const origin = c.req.header("origin");
    if (origin !== undefined && origin !== publicOrigin && origin !== new URL(c.req.url).origin) {
      throw forbidden(CROSS_SITE_MESSAGE);
    }
    const type = c.req.header("content-type");
    // HTTP/1.1 announces a body by Content-Length or Transfer-Encoding (the Node adapter gives every
    // POST/DELETE a body stream, even an empty one); a declared Content-Type counts too.
    const length = c.req.header("content-length");
    const hasBody =
      length !== undefined
        ? length !== "0"
        : c.req.header("transfer-encoding") !== undefined || type !== undefined;
    if (hasBody && !(type && (isJsonType(type) || /^multipart\/form-data\s*;/i.test(type)))) {
      throw unsupportedMediaType(UNSUPPORTED_TYPE_MESSAGE);
    }
    await next();
  });
}

/** Every `/api` answer is `Cache-Control: no-store` unless its route chose otherwise: most carry staff data or personal data. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});
