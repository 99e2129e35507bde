import { useSyncExternalStore } from "react";
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
import { HTML_LANG } from "../contract/language";
import { hydrationOf } from "./hydration";
import { DevanagariPreload, platformDrawsDevanagari } from "./site/devanagari-preload";
import { isStaffPreview } from "./site/preview-request.server";
import { siteContactOf } from "./site/site-contact";
import { siteOrigin } from "./site/site-origin";
import "./app.css";

/**
 * The public site's JSON-LD and error pages, on the server only: the browser only ever runs the root for pages
 * that hydrate (the back-office), which show neither (ADR 028). Vite drops this import from the client build.
 */
const publicParts = import.meta.env.SSR ? await import("./site/public-root-parts") : undefined;

export async function loader({ context, request }: Route.LoaderArgs) {
  // The site's public address (PUBLIC_URL), for canonical links and structured data; the contact facts
  // (staff-edited, cached 2 s) for the JSON-LD, the public header and footer and the pages that quote them.
  // A signed-in editor's `?preview` shows the phone lists as saved (a draft list in its places).
  const preview = await isStaffPreview(context, request);
  const contact = siteContactOf(
    await context.services.siteSettings.current({ preview, language: context.language }),
  );
  return {
    nonce: context.nonce,
    origin: siteOrigin(context),
    contact,
    language: context.language,
    devanagariDrawnByPlatform: platformDrawsDevanagari(request.headers),
  };
}

// The root's data (nonce, origin) never changes after the first response: skip refetching it on
// search-parameter navigations such as the gallery's Load More.
export const shouldRevalidate = () => false;

const noChange = () => () => undefined;
/** False on the server and while hydrating, true once React runs the page. */
const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce || undefined;
  // Whether this page hydrates at all (ADR 013): public pages mostly do not, the back-office does.
  const hydration = hydrationOf(useMatches().map((match) => match.handle));
  const hydrated = useHydrated();
  return (
    <html lang={HTML_LANG[data?.language ?? "en"]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c81" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {hydration === "none" ? (
          <DevanagariPreload
            hindi={data?.language === "hi"}
            drawnByPlatform={data?.devanagariDrawnByPlatform ?? false}
          />
        ) : null}
        {data && publicParts && hydration === "none" ? (
          <publicParts.StructuredData origin={data.origin} contact={data.contact} nonce={nonce} />
        ) : null}
      </head>
      {/* A page that paints before its scripts (ADR 028) is inert until React runs it: no button is pressed
          before it has its handler, and no form goes as a plain GET with its fields (a password) in the address. */}
      <body inert={hydration === "after-paint" && !hydrated ? true : undefined}>
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

/**
 * Last resort (the site and staff layouts have their own): no shell, since the shell may be what failed. A
 * public page gets the site's error pages (rendered on the server only); a page that hydrates (the sign-in
 * and password screens) a plain one, the same on the server and in the browser.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const hydration = hydrationOf(useMatches().map((match) => match.handle));
  if (publicParts && hydration === "none")
    return notFound ? <publicParts.NotFoundContent /> : <publicParts.ServerErrorContent />;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {notFound ? "Page not found" : "Something went wrong"}
      </h1>
      <p className="text-slate-700">
        {notFound
          ? "There is no page at this address."
          : "This page could not be shown just now. Please try again in a moment."}
      </p>
      <a href="/" className="font-semibold text-brand-700 underline">
        Go to the home page
      </a>
    </main>
  );
}
