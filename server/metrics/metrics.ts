import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The app's Prometheus metrics (served at /metrics, see ./metrics-routes.ts). One registry per process:
 * any module may count into it, e.g. `metrics.signInFailures.inc()`.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

type Source = () => number | Promise<number>;
const sources: { outboxDepth?: Source; dbPool?: () => { total: number; idle: number; waiting: number } } = {};

export const metrics = {
  httpRequests: new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  }),
  httpDuration: new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer HTTP requests, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
  signInFailures: new Counter({
    name: "auth_sign_in_failures_total",
    help: "Staff sign-in attempts refused for a wrong e-mail, password or second-factor code",
    registers: [registry],
  }),
  rateLimitRefusals: new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests refused by a rate limit, by limiter (login, public-form, password-reset, …)",
    labelNames: ["limiter"] as const,
    registers: [registry],
  }),
  outboxFailures: new Counter({
    name: "outbox_failures_total",
    help: "Outbox e-mails whose sending failed (each failed attempt)",
    registers: [registry],
  }),
  scheduledRuns: new Counter({
    name: "scheduled_job_runs_total",
    help: "Scheduled job runs in this instance, by job and outcome (ok, failed)",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  }),

  /** The outbox tells how to count its waiting messages (read when /metrics is scraped). */
  setOutboxDepthSource(source: Source): void {
    sources.outboxDepth = source;
  },
  /** The database tells how to read its connection pool (PostgreSQL only). */
  setDbPoolSource(source: () => { total: number; idle: number; waiting: number }): void {
    sources.dbPool = source;
  },
};

new Gauge({
  name: "outbox_queue_depth",
  help: "Outbox e-mails waiting to be sent",
  registers: [registry],
  async collect() {
    if (sources.outboxDepth) this.set(await sources.outboxDepth());
  },
});

new Gauge({
  name: "db_pool_connections",
  help: "Database pool connections by state (total, idle, waiting clients); PostgreSQL only",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const pool = sources.dbPool?.();
    if (!pool) return;
    this.set({ state: "total" }, pool.total);
    this.set({ state: "idle" }, pool.idle);
    this.set({ state: "in_use" }, pool.total - pool.idle);
    this.set({ state: "waiting" }, pool.waiting);
  },
});
