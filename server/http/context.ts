import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Logger } from "pino";
import type { AuthenticatedSession } from "../auth/session";

export type AppEnv = {
  Variables: {
    session?: AuthenticatedSession;
    /** How the session was presented: cookie calls need the anti-forgery header on unsafe methods. */
    sessionVia?: "cookie" | "bearer";
    /** A token was presented but not accepted: invalid or expired, or a cookie call without its anti-forgery header. */
    sessionProblem?: "invalid" | "xsrf";
    requestId: string;
    logger: Logger;
    secureHeadersNonce?: string;
    /** The client's address, resolved once per request (TRUST_PROXY decides whether forwarded headers count). */
    clientAddress?: string;
    /** The client reached the site over https (directly or through a trusted TLS-terminating proxy). */
    https?: boolean;
    bodyLimit?: BodyLimitState;
    /** Session cookies are Secure (and `__Host-` named) for this request. */
    secureCookies?: boolean;
  };
};

/** A request body as `bodyLimitGuard` (body-limit.ts) streams it through its counter. */
export interface BodyLimitState {
  limit: number;
  message: string;
  /** Bytes read so far. */
  size: number;
  exceeded: boolean;
  /** The body was read to its end. */
  finished: boolean;
  source: ReadableStreamDefaultReader<Uint8Array>;
}

/** The socket peer's address. */
export function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The caller's network address, for rate limits. Never logged. */
export function clientAddress(c: Context<AppEnv>): string {
  return c.get("clientAddress") ?? peerAddress(c);
}
