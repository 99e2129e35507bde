import type { AppLoadContext } from "react-router";

/**
 * The site's public address without a trailing slash: always PUBLIC_URL (defaulted to the local address
 * outside production), never the request's Host header, which a client can set to anything.
 */
export function siteOrigin(context: AppLoadContext): string {
  return context.services.config.PUBLIC_URL.replace(/\/$/, "");
}
