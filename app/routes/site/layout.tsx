import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { SiteShell } from "~/site/site-shell";
import { NotFoundContent } from "~/site/not-found-content";
import { ServerErrorContent } from "~/site/server-error-content";

/** The public site's shell around every page of public spec §2.1. */
export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** A page that throws keeps the header and footer: a 404 shows the not-found page, anything else a short apology. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <SiteShell>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundContent /> : <ServerErrorContent />}
    </SiteShell>
  );
}
