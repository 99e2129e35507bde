import { siteOrigin } from "~/site/site-origin";
import type { Route } from "./+types/robots";

/** robots.txt: the public site is open to crawlers; the back-office, sign-in and API are not. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /login",
    "Disallow: /forgot-password",
    "Disallow: /reset-password",
    "Disallow: /api",
    "",
    `Sitemap: ${siteOrigin(context)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
