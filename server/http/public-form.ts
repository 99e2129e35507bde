import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { clientAddress, type AppEnv } from "./context";
import { tooLarge } from "../errors";
import { RateLimiter } from "../lib/rate-limit";
import { PUBLIC_FORM_MAX_BYTES } from "../../contract/public-form";

// The honeypot rule and size cap also guard the public pages' own form posts (app/site/forms).
export { isBot, PUBLIC_FORM_MAX_BYTES } from "../../contract/public-form";

/** Abuse protection shared by the public forms: a body-size cap and a per-address rate limit. */
export function publicFormGuard(limiter: PublicFormLimiter) {
  const limitBody = bodyLimit({
    maxSize: PUBLIC_FORM_MAX_BYTES,
    onError: () => {
      throw tooLarge("The form is too large to send.");
    },
  });
  const limitRate = createMiddleware<AppEnv>(async (c, next) => {
    // Signed-in staff entering data for a caller are not held to the visitors' limit.
    if (!c.get("session")) limiter.hit(`address:${clientAddress(c)}`);
    await next();
  });
  return [limitBody, limitRate] as const;
}

export const createPublicFormLimiter = (limit: number, windowMs: number) =>
  new RateLimiter(
    limit,
    windowMs,
    "Too many submissions from your connection. Please wait a few minutes and try again.",
    "public-form",
  );

/** Reads a form body sent as JSON or as a plain urlencoded/multipart post. */
export async function readFormBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json"))
    return ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  if (type.includes("form")) {
    const form = await request.formData().catch(() => undefined);
    return form ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) : {};
  }
  return {};
}

export type PublicFormLimiter = ReturnType<typeof createPublicFormLimiter>;
