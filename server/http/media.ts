import type { Context } from "hono";
import { Hono } from "hono";
import type { Permission } from "../../contract/permissions";
import type { Storage } from "../storage/storage";
import { isValidKey } from "../storage/storage";
import type { AppEnv } from "./context";
import { presentedToken } from "./permissions";
import { STAFF_ONLY_CACHING, staffMay, type StaffGate } from "./staff-access";

/**
 * For files whose name changes whenever their content does AND that stay public while stored (faculty
 * photos, published NMC lists): a browser may keep them for a year.
 */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * For files that are public only while their record is published (gallery photos): a cache keeps them five
 * minutes, then asks again, so a withdrawn photo leaves caches within five minutes.
 */
export const REVALIDATED_MEDIA_CACHE_CONTROL = "public, max-age=300, must-revalidate";

/** Who may read a stored file now: anyone (with this caching), or staff holding a permission. */
export type MediaAccess = { public: true; cacheControl: string } | { public: false; permission: Permission };

/**
 * A domain's say over the stored files it owns (`ServerModule.media`): /media serves a key only when the
 * domain whose prefix it has vouches for it, so a file whose record was withdrawn, replaced or never
 * published is not public (issue 19, finding 4).
 */
export interface MediaPolicy {
  /** The keys this domain stores, e.g. "gallery/". */
  prefix: string;
  /** Who may read `key` now; null: nobody (no current record holds it). */
  access(key: string): Promise<MediaAccess | null>;
}

const notModified = (c: Context<AppEnv>, etag: string, lastModified?: Date) => {
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === etag || tag === "*");
  }
  const since = Date.parse(c.req.header("If-Modified-Since") ?? "");
  return (
    Boolean(lastModified) &&
    !Number.isNaN(since) &&
    Math.floor(lastModified!.getTime() / 1000) * 1000 <= since
  );
};

/**
 * Answers with a stored object: Content-Type, Content-Length, ETag (the object's, or `etag` when the caller
 * knows it without opening the object), Last-Modified when given, 304 on a matching conditional request, and
 * the caller's headers (caching and the like). Null when there is no such object.
 */
export async function serveStored(
  c: Context<AppEnv>,
  storage: Storage,
  key: string,
  options: { headers: Record<string, string>; etag?: string; lastModified?: Date },
): Promise<Response | null> {
  const validators: Record<string, string> = options.lastModified
    ? { "Last-Modified": options.lastModified.toUTCString() }
    : {};
  if (options.etag && notModified(c, options.etag, options.lastModified)) {
    return c.body(null, 304, { ETag: options.etag, ...validators, ...options.headers });
  }
  const object = await storage.open(key);
  if (!object) return null;
  const etag = options.etag ?? object.etag;
  const headers = {
    "Content-Type": object.contentType,
    ETag: etag,
    ...validators,
    "X-Content-Type-Options": "nosniff",
    ...options.headers,
  };
  if (notModified(c, etag, options.lastModified)) {
    await object.body.cancel();
    return c.body(null, 304, headers);
  }
  const withLength = { ...headers, "Content-Length": String(object.size) };
  if (c.req.method === "HEAD") {
    await object.body.cancel();
    return c.body(null, 200, withLength);
  }
  return c.body(object.body, 200, withLength);
}

/**
 * /media/<key>: objects read through the storage interface (local disk or S3), with the same headers either
 * way, and only those a domain's policy lets this caller read: public files with the policy's caching, files
 * of records not (or no longer) public only to staff holding the policy's permission, privately (issue 19,
 * findings 4, 12 and 16). A key no policy vouches for is 404.
 */
export function mediaRoutes(services: StaffGate & { storage: Storage }, policies: readonly MediaPolicy[]) {
  const media = new Hono<AppEnv>();
  media.get("/*", async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(new URL(c.req.url).pathname.replace(/^\/media\//, ""));
    } catch {
      return c.text("Not found", 404);
    }
    const policy = isValidKey(key) ? policies.find((each) => key.startsWith(each.prefix)) : undefined;
    const access = policy ? await policy.access(key) : null;
    if (!access) return c.text("Not found", 404);
    let headers: Record<string, string>;
    if (access.public) headers = { "Cache-Control": access.cacheControl };
    else if (await staffMay(services, presentedToken(c)?.token, access.permission))
      headers = STAFF_ONLY_CACHING;
    else return c.text("Not found", 404);
    return (await serveStored(c, services.storage, key, { headers })) ?? c.text("Not found", 404);
  });
  return media;
}
