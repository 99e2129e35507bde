import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Logger } from "pino";
import type { AuthenticatedSession } from "../auth/auth.service";

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
  };
};

/** The caller's network address, for rate limits. Never logged. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
