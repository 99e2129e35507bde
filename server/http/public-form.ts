import { createMiddleware } from "hono/factory";
import { rateLimited } from "../errors";
import { metrics } from "../metrics/metrics";
import type { RateLimiterStore } from "../lib/rate-limiter";
import { setBodyLimit } from "./body-limit";
import { clientAddress, type AppEnv } from "./context";
import { callerCan } from "./permissions";
import { PUBLIC_FORM_MAX_BYTES } from "../../contract/public-form";

// The honeypot rule and size cap also guard the public pages' own form posts (app/site/forms).
export { isBot, PUBLIC_FORM_MAX_BYTES } from "../../contract/public-form";

export const PUBLIC_FORM_TOO_LARGE_MESSAGE = "The form is too large to send.";
export const PUBLIC_FORM_LIMIT_MESSAGE =
  "Too many submissions from your connection. Please wait a few minutes and try again.";

/** Abuse protection shared by the public forms: a body-size cap and a per-address rate limit. */
export function publicFormGuard(limiter: PublicFormLimiter) {
  const limitBody = setBodyLimit(PUBLIC_FORM_MAX_BYTES, PUBLIC_FORM_TOO_LARGE_MESSAGE);
  const limitRate = createMiddleware<AppEnv>(async (c, next) => {
    // Staff who keep enquiries enter callers' data all day: they are not held to the visitors' limit.
    // Any other token counts like a visitor (its posts send acknowledgements to typed addresses too).
    if (!callerCan(c, "enquiries:write")) await limiter.hit(`address:${clientAddress(c)}`);
    await next();
  });
  return [limitBody, limitRate] as const;
}

export interface PublicFormLimiter {
  /** Counts one submission for `key`; throws 429 past the limit. */
  hit(key: string): Promise<void>;
}

export function createPublicFormLimiter(
  store: RateLimiterStore,
  limit: number,
  windowSeconds: number,
): PublicFormLimiter {
  const limiter = store.create({ name: "public-form", points: limit, windowSeconds });
  return {
    async hit(key) {
      const result = await limiter.consume(key);
      if (!result.allowed) {
        metrics.rateLimitRefusals.inc({ limiter: "public-form" });
        throw rateLimited(PUBLIC_FORM_LIMIT_MESSAGE, result.msBeforeNext / 1000);
      }
    },
  };
}
