import { timingSafeEqual } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { metrics, registry } from "./metrics";

/** Counts every request by the route pattern that answered it (bounded labels: never the raw path). */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const labels = { method: c.req.method, route: c.req.routePath || "*", status: String(c.res.status) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, (performance.now() - started) / 1000);
    }
  };
}

/**
 * GET /metrics in Prometheus text format. With a token, callers must send `Authorization: Bearer
 * <token>` (401 otherwise); without one, the router must only be served on a private port.
 */
export function metricsRoutes(token?: string) {
  const router = new Hono();
  router.get("/metrics", async (c) => {
    if (token && !sameSecret(c.req.header("Authorization") ?? "", `Bearer ${token}`)) {
      return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    return c.body(await registry.metrics(), 200, {
      "Content-Type": registry.contentType,
      "Cache-Control": "no-store",
    });
  });
  return router;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
