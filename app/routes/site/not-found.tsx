import { data } from "react-router";
import { NotFoundContent } from "~/site/not-found-content";
import { pageMeta } from "~/site/seo";
import { SiteShell } from "~/site/site-shell";
import type { HydrationHandle } from "~/hydration";
import type { Route } from "./+types/not-found";

export const handle: HydrationHandle = { hydrate: "none" };

// Every unknown address, public or staff (outside /dashboard), answers 404 with the site's not-found page.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Page not found",
    description: "The page you asked for does not exist on this site.",
    noindex: true,
  });

export default function NotFound() {
  return (
    <SiteShell admissionPopup={null}>
      <NotFoundContent />
    </SiteShell>
  );
}
