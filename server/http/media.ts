import { Hono } from "hono";
import type { Storage } from "../storage/storage";
import { isValidKey } from "../storage/storage";
import type { AppEnv } from "./context";

/** Media file names change whenever their content does, so a browser may keep them for a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * /media/<key>: objects read through the storage interface (local disk or S3), with the same headers
 * either way: Content-Type, Content-Length, ETag (304 on If-None-Match) and immutable caching.
 */
export function mediaRoutes(storage: Storage) {
  const media = new Hono<AppEnv>();
  media.get("/*", async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(new URL(c.req.url).pathname.replace(/^\/media\//, ""));
    } catch {
      return c.text("Not found", 404);
    }
    const object = isValidKey(key) ? await storage.open(key) : null;
    if (!object) return c.text("Not found", 404);
    const headers = {
      "Content-Type": object.contentType,
      ETag: object.etag,
      "Cache-Control": MEDIA_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    };
    if (c.req.header("If-None-Match") === object.etag) {
      await object.body.cancel();
      return c.body(null, 304, headers);
    }
    const withLength = { ...headers, "Content-Length": String(object.size) };
    if (c.req.method === "HEAD") {
      await object.body.cancel();
      return c.body(null, 200, withLength);
    }
    return c.body(object.body, 200, withLength);
  });
  return media;
}
