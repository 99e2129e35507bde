import type { AppLoadContext } from "react-router";

/** The site's public address without a trailing slash: PUBLIC_URL when set, else the request's origin. */
export function siteOrigin(context: AppLoadContext, request: Request): string {
  return (context.services.config.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}
