import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { deferModuleScripts } from "./defer-scripts.server";
import { hydrationOf } from "./hydration";
import "./load-context";

export const streamTimeout = 5_000;

/**
 * A loader's or action's unexpected error: logged by the server's logger as class and code only (React
 * Router's default writes the whole error, message and all, to stderr). An aborted request is no error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext | undefined)?.reportError?.(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The CSP nonce from the server lets React Router's inline scripts run under a strict policy.
  const nonce = loadContext?.nonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and no-JS form posts get the whole document at once; browsers get it streamed.
    const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
    // Pages that hydrate after their first paint (the back-office, ADR 028): no script before it.
    const hydration = hydrationOf(
      routerContext.staticHandlerContext.matches.map(
        (match) => routerContext.routeModules[match.route.id]?.handle,
      ),
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          if (hydration === "after-paint") {
            const deferred = deferModuleScripts(nonce);
            deferred.pipe(body);
            pipe(deferred);
          } else {
            pipe(body);
          }
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext?.reportError?.(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
