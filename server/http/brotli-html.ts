import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress } from "node:zlib";
import type { MiddlewareHandler } from "hono";

/**
 * Brotli for pages (ADR 013): when the browser accepts `br`, HTML responses are compressed with Brotli at a
 * quality fast enough per request (5; about 15 % smaller than gzip on our pages). What the page writes in one
 * turn of the event loop is flushed together, so a streamed page still arrives in pieces, while the shell
 * React writes in many small pieces at once is compressed as one: flushing every write cost a Hindi page
 * about 1 KB (8 %), enough to need a second round trip on a slow network's first window (14.6 KB).
 * Other responses (and browsers without `br`) fall through to `hono/compress` (gzip); precompressed assets
 * already carry their Content-Encoding.
 */
export function brotliHtml(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (
      c.req.method === "HEAD" ||
      !response.body ||
      response.headers.has("Content-Encoding") ||
      !/\bbr\b/.test(c.req.header("Accept-Encoding") ?? "") ||
      !(response.headers.get("Content-Type") ?? "").startsWith("text/html")
    ) {
      return;
    }
    const brotli = createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const page = Readable.fromWeb(response.body as NodeReadableStream);
    let flushing = false;
    page.on("data", (chunk: Buffer) => {
      if (!brotli.write(chunk)) {
        page.pause();
        brotli.once("drain", () => page.resume());
      }
      if (flushing) return;
      flushing = true;
      setImmediate(() => {
        flushing = false;
        if (!brotli.writableEnded) brotli.flush();
      });
    });
    page.once("end", () => brotli.end());
    page.once("error", (error) => brotli.destroy(error));
    const body = brotli;
    const headers = new Headers(response.headers);
    headers.delete("Content-Length");
    headers.set("Content-Encoding", "br");
    headers.append("Vary", "Accept-Encoding");
    c.res = new Response(Readable.toWeb(body) as ReadableStream, { status: response.status, headers });
  };
}
