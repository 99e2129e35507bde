import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { hydrationOf } from "./hydration";
import { NotFoundContent } from "./site/not-found-content";
import { ServerErrorContent } from "./site/server-error-content";
import { isStaffPreview } from "./site/preview-request.server";
import { siteContactOf } from "./site/site-contact";
import { siteOrigin } from "./site/site-origin";
import { StructuredData } from "./site/structured-data";
import "./app.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  // The site's public address (PUBLIC_URL), for canonical links and structured data; the contact facts
  // (staff-edited, cached 2 s) for the JSON-LD, the public header and footer and the pages that quote them.
  // A signed-in editor's `?preview` shows the phone lists as saved (a draft list in its places).
  const preview = await isStaffPreview(context, request);
  const contact = siteContactOf(await context.services.siteSettings.current({ preview }));
  return { nonce: context.nonce, origin: siteOrigin(context), contact };
}

// The root's data (nonce, origin) never changes after the first response: skip refetching it on
// search-parameter navigations such as the gallery's Load More.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce || undefined;
  // Whether this page hydrates at all (ADR 013): public pages mostly do not, the back-office does.
  const hydration = hydrationOf(useMatches().map((match) => match.handle));
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c81" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {data ? <StructuredData origin={data.origin} contact={data.contact} nonce={nonce} /> : null}
      </head>
      <body>
        {children}
        {hydration === "none" ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort (the site and staff layouts have their own): no shell, since the shell may be what failed. */
export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundContent /> : <ServerErrorContent />;
}
