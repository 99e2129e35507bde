import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, BodyLimitState } from "./context";
import { invalid, isDomainError, tooLarge, unsupportedMediaType } from "../errors";

/** Default cap for any request body (JSON calls, page form posts): tens of KB is plenty for them. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Sign-in, reset and password calls carry a few short fields. */
export const AUTH_BODY_LIMIT = 8 * 1024;
/**
 * After an early answer (413, 415, 429, 401…) the unread rest of the body is read and discarded, up to
 * this much, so the keep-alive connection stays usable; beyond it the answer says `Connection: close`.
 */
export const DRAIN_LIMIT = 8 * 1024 * 1024;

export const bodyTooLargeMessage = (bytes: number) =>
  `The request body is too large (at most ${Math.round(bytes / 1024)} KB).`;

/**
 * Streams every request body through a counter: reading stops with a 413 (the route's message) as soon
 * as more than the limit has arrived, whatever Content-Length says or whether the body is chunked, and a
 * declared Content-Length over the limit is refused before reading. Routes change the limit with
 * `setBodyLimit` before they read. Afterwards, an unread rest is drained (see DRAIN_LIMIT).
 */
export function bodyLimitGuard(defaultLimit = DEFAULT_BODY_LIMIT) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const original = c.req.raw;
    if (!original.body) return next();
    const state: BodyLimitState = {
      limit: defaultLimit,
      message: bodyTooLargeMessage(defaultLimit),
      size: 0,
      exceeded: false,
      finished: false,
      source: original.body.getReader(),
    };
    c.set("bodyLimit", state);
    const declared = Number(original.headers.get("content-length") ?? Number.NaN);
    const limited = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          if (state.exceeded) return controller.error(tooLarge(state.message));
          if (state.size === 0 && declared > state.limit) {
            state.exceeded = true;
            return controller.error(tooLarge(state.message));
          }
          const { done, value } = await state.source
            .read()
            .catch((): ReadableStreamReadResult<Uint8Array> => ({ done: true, value: undefined }));
          if (done) {
            state.finished = true;
            return controller.close();
          }
          state.size += value.byteLength;
          if (state.size > state.limit) {
            state.exceeded = true;
            return controller.error(tooLarge(state.message));
          }
          controller.enqueue(value);
        },
        // Pull only when someone reads: routes set their limit before the first read.
      },
      { highWaterMark: 0 },
    );
    c.req.raw = new Request(original, { body: limited, duplex: "half" } as RequestInit);
    await next();
    if (state.exceeded && c.req.path.startsWith("/api/") && c.res.status !== 413) {
      // A route that swallowed the read error must still not answer as if the body were fine.
      c.res = c.json({ success: false, message: state.message }, 413);
    }
    if (!state.finished) {
      const drained = await drain(state);
      if (!drained) c.res.headers.set("Connection", "close");
    }
  });
}

/** Reads and discards the rest of the body, up to DRAIN_LIMIT. True if the body ended. */
async function drain(state: BodyLimitState): Promise<boolean> {
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await state.source.read();
      if (done) return true;
      discarded += value.byteLength;
      if (discarded > DRAIN_LIMIT) return false;
    }
  } catch {
    return false;
  }
}

/** Sets this route's body cap (bytes) and the message of its 413; put it before the handler reads. */
export function setBodyLimit(bytes: number, message = bodyTooLargeMessage(bytes)) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const state = c.get("bodyLimit");
    if (state) {
      state.limit = bytes;
      state.message = message;
    }
    await next();
  });
}

const isJsonType = (type: string) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type.trim());

/** The JSON body of a JSON route: 415 for any other content type, 413 past the limit, 400 if malformed. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  if (!isJsonType(c.req.header("content-type") ?? "")) {
    throw unsupportedMediaType("Send the request body as JSON (Content-Type: application/json).");
  }
  try {
    return await c.req.json();
  } catch (error) {
    if (isDomainError(error)) throw error;
    throw invalid("The request body is not valid JSON.");
  }
}

export { isJsonType };
