import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";

export function loader({ context, request }: Route.LoaderArgs) {
  // The site's public address, for canonical links (PUBLIC_URL when set, else the request's origin).
  const origin = (context.services.config.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
  return { nonce: context.nonce, origin };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce || undefined;
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c81" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-3xl font-bold">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4">
        {status === 404 ? "We could not find that page." : "Please try again in a moment."}{" "}
        <a className="underline" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
