import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { brotliHtml } from "./http/brotli-html";
import { renderApiDocsPage } from "./http/api-docs-page";
import { apiRequestGuard, noStore } from "./http/api-guards";
import { bodyLimitGuard } from "./http/body-limit";
import { createAddressResolver } from "./http/client-address";
import { clientAddress, peerAddress, type AppEnv } from "./http/context";
import { errorSummary, isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "./lib/error-summary";
import { ERROR_STATUS } from "../contract/error-status";
import { isDomainError } from "./errors";
import { mediaRoutes } from "./http/media";
import { siteLanguageOf, withLanguageHeaders } from "./http/site-language";
import { refuseNulInAddress, requestIdOf } from "./http/request-text";
import { buildOpenApiDocument, type RouteDoc } from "./http/openapi";
import { presentedToken, resolveSession } from "./http/permissions";
import { STAFF_ONLY_CACHING, staffMay } from "./http/staff-access";
import type { ServerModule } from "./module";
import { modules } from "./modules";
import { createLifecycle, type Lifecycle } from "./lifecycle";
import { metricsRoutes, requestMetrics } from "./metrics/metrics-routes";
import { twoFactorEnrolment } from "./two-factor/two-factor.middleware";
import type { RequestContext } from "./request-context";
import type { Services } from "./services";

export interface AppOptions {
  services: Services;
  /** Renders every non-API request (React Router). Absent in API tests. */
  ssr?: (request: Request, context: RequestContext) => Promise<Response>;
  /** Built browser assets (build/client). Absent in development, where Vite serves them. */
  clientDir?: string;
  /** Development: Vite injects inline scripts, so the CSP is relaxed. */
  dev?: boolean;
  /** Starting, ready or stopping (readiness answers 503 unless ready). Absent in API tests: ready. */
  lifecycle?: Lifecycle;
  /** Serves /metrics on this app to callers presenting this bearer token. */
  metricsToken?: string;
  /** The app's domains, as given to `createServices` (tests may add one). */
  modules?: readonly ServerModule[];
}

const healthDoc: RouteDoc = {
  method: "get",
  path: "/health",
  tag: "Health",
  summary: "Liveness: whether the app can serve and its database answers",
  responses: { 200: { description: "Healthy" }, 503: { description: "Database unavailable" } },
};

const readyDoc: RouteDoc = {
  method: "get",
  path: "/health/ready",
  tag: "Health",
  summary: "Readiness: whether a load balancer should send this instance requests",
  responses: {
    200: { description: "Ready" },
    503: { description: "Starting, migrating, shutting down, or the database is unavailable" },
  },
};

const routeDocsOf = (domains: readonly ServerModule[]) => [
  healthDoc,
  readyDoc,
  ...domains.flatMap((module) => module.openapi ?? []),
];
export const apiRouteDocs = routeDocsOf(modules);

/**
 * Static files with a Cache-Control header. (serveStatic's onFound runs after its response is built,
 * so a header set there is lost.)
 */
function cached(value: string, serve: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const response = await serve(c, next);
    if (response instanceof Response && response.ok) response.headers.set("Cache-Control", value);
    return response;
  };
}

export function createApp(options: AppOptions) {
  const { services } = options;
  const domains = options.modules ?? modules;
  // Routing ignores a trailing slash (the spec calls `contact-us/`); mounted routers use this setting.
  const app = new Hono<AppEnv>({ strict: false });
  const addresses = createAddressResolver(services.config.TRUST_PROXY);
  const publicOrigin = new URL(services.config.PUBLIC_URL).origin;

  const lifecycle = options.lifecycle ?? createLifecycle("ready");

  app.use(requestMetrics());
  app.use(async (c, next) => {
    await next();
    // While shutting down, answered connections close instead of being kept alive for more requests.
    if (lifecycle.state === "stopping") c.header("Connection", "close");
  });

  app.use(async (c, next) => {
    const peer = peerAddress(c);
    c.set("clientAddress", addresses.address(peer, c.req.header("X-Forwarded-For")));
    const https = addresses.https(peer, c.req.header("X-Forwarded-Proto"), new URL(c.req.url).protocol);
    c.set("https", https);
    // Secure cookies: as configured, else whenever the site is served over https (directly or behind a
    // TLS-terminating proxy, which PUBLIC_URL=https://… says in production).
    c.set("secureCookies", services.config.COOKIE_SECURE ?? (https || publicOrigin.startsWith("https:")));
    const requestId = requestIdOf(c.req.header("X-Request-Id"));
    c.set("requestId", requestId);
    c.set("logger", services.logger.child({ requestId }));
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    const path = new URL(c.req.url).pathname;
    if (!path.startsWith("/assets/")) {
      // Path only: query strings can carry search terms or tokens. Who asked (account id and role, no
      // e-mail) so a refusal (403) says who was refused.
      const user = c.get("session")?.user;
      c.get("logger").info(
        {
          method: c.req.method,
          path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
          ...(user ? { userId: user._id, role: user.role } : {}),
        },
        "request",
      );
    }
  });

  app.use(refuseNulInAddress());

  // Every body streams through a size cap; an unread rest is drained so keep-alive connections survive.
  app.use(bodyLimitGuard());

  // Pages, scripts, styles and JSON travel compressed: the public site's readers are on slow mobile networks.
  // Pages get Brotli when the browser takes it, the rest gzip; built assets are precompressed (ADR 013).
  app.use(compress());
  app.use(brotliHtml());

  app.use(
    secureHeaders({
      contentSecurityPolicy: options.dev
        ? undefined
        : {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", NONCE],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ["https://www.openstreetmap.org"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            baseUri: ["'none'"],
            objectSrc: ["'none'"],
          },
      // One year (ASVS 5.0 3.4.1); hono's default is 180 days.
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
      xFrameOptions: "DENY",
      // A route may set one of these itself (a stored document's CSP sandbox): its own value stands.
      overwrite: false,
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.onError((error, c) => {
    if (isDomainError(error)) {
      if (error.retryAfterSeconds) c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json(
        { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
        ERROR_STATUS[error.kind],
      );
    }
    // A NUL or other character PostgreSQL cannot store, arriving in a body field no schema checked.
    if (isUnstorableText(error)) {
      return c.json({ success: false, message: UNSTORABLE_TEXT_MESSAGE }, 400);
    }
    // Class and code only: a database error's message and detail can quote the values sent (names,
    // phones, e-mails), and nothing personal may reach the log.
    c.get("logger").error({ err: errorSummary(error) }, "unhandled error");
    return c.json(
      { success: false, message: "Something went wrong on our side. Please try again in a moment." },
      500,
    );
  });

  const api = new Hono<AppEnv>({ strict: false });
  api.use(noStore);
  api.use(apiRequestGuard(publicOrigin));
  api.use(resolveSession(services.auth));
  api.use(twoFactorEnrolment(services));
  api.get("/health", async (c) => {
    const up = await services.database.ping();
    return c.json(
      {
        success: up,
        data: { status: up ? "ok" : "unavailable", database: { kind: services.database.kind, up } },
      },
      up ? 200 : 503,
    );
  });
  api.get("/health/ready", async (c) => {
    const up = lifecycle.state === "ready" && (await services.database.ping());
    return c.json(
      {
        success: up,
        data: { status: up ? "ready" : lifecycle.state === "ready" ? "unavailable" : lifecycle.state },
      },
      up ? 200 : 503,
    );
  });
  for (const module of domains) {
    for (const [path, routes] of Object.entries(module.routes ?? {})) api.route(path, routes(services));
  }

  const openApiDocument = buildOpenApiDocument(routeDocsOf(domains));
  api.get("/openapi.json", (c) => c.json(openApiDocument));
  api.get("/docs", (c) => c.html(renderApiDocsPage(openApiDocument)));
  api.all("*", (c) => c.json({ success: false, message: "No such API endpoint" }, 404));
  app.route("/api", api);

  const mediaPolicies = domains.flatMap((module) => (module.media ? [module.media(services)] : []));
  app.route("/media", mediaRoutes(services, mediaPolicies));
  if (options.metricsToken) app.route("/", metricsRoutes(options.metricsToken));

  for (const module of domains) if (module.siteRoutes) app.route("/", module.siteRoutes(services));

  if (options.clientDir) {
    const clientDir = options.clientDir;
    app.use(
      "/assets/*",
      cached("public, max-age=31536000, immutable", serveStatic({ root: clientDir, precompressed: true })),
    );
    app.use("*", cached("public, max-age=3600", serveStatic({ root: clientDir })));
  }

  if (options.ssr) {
    const ssr = options.ssr;
    app.all("*", async (c) => {
      const chosen = siteLanguageOf(c);
      if (chosen.redirect) return chosen.redirect;
      const sessionToken = presentedToken(c)?.token;
      let preview: Promise<boolean> | undefined;
      const response = withLanguageHeaders(
        await ssr(c.req.raw, {
          services,
          language: chosen.language,
          nonce: c.get("secureHeadersNonce") ?? "",
          clientAddress: clientAddress(c),
          requestId: c.get("requestId"),
          sessionToken,
          canPreviewContent: () => (preview ??= staffMay(services, sessionToken, "content:write")),
          reportError: (error) => c.get("logger").error({ err: errorSummary(error) }, "page error"),
        }),
        chosen.headers,
      );
      // A page that showed drafts to staff is theirs alone (issue 19, finding 16).
      if (!preview || !(await preview)) return response;
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(STAFF_ONLY_CACHING)) headers.set(name, value);
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    });
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
