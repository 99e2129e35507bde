import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createLifecycle } from "../lifecycle";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { metrics } from "./metrics";

const TOKEN = "metrics-token-0123456789";
let t: TestApp;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: 1 });
  app = createApp({ services: t.services, metricsToken: TOKEN });
});
afterAll(() => t.close());

const scrape = async () => {
  const response = await app.request("http://localhost/metrics", {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  return response.text();
};

/** The value of one series in Prometheus text, or 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("GET /metrics", () => {
  it("answers 401 without the token or with a wrong one", async () => {
    expect((await app.request("http://localhost/metrics")).status).toBe(401);
    const wrong = await app.request("http://localhost/metrics", {
      headers: { Authorization: "Bearer nope" },
    });
    expect(wrong.status).toBe(401);
  });

  it("is not served at all when no token is configured (then only on METRICS_PORT)", async () => {
    const response = await t.request("/metrics");
    expect(response.status).toBe(404);
  });

  it("counts requests by route pattern and status, with latency histograms", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    await app.request(`http://localhost/api/faculty/${id}`);
    await app.request("http://localhost/api/faculty?limit=5");
    const text = await scrape();
    // Staff-only: refused without a session.
    const series = 'http_requests_total{method="GET",route="/api/faculty/:id",status="401"}';
    expect(valueOf(text, series)).toBeGreaterThanOrEqual(1);
    expect(text).toContain('http_requests_total{method="GET",route="/api/faculty",status="200"}');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/faculty",status="200"\}/,
    );
    // The raw address (with the id) never becomes a label.
    expect(text).not.toContain(id);
  });

  it("counts sign-in failures and rate-limit refusals", async () => {
    const before = await scrape();
    await t.json("POST", "/api/login", { email: "nobody@example.edu.in", password: "wrong password" });
    const address = "2001:db8::77";
    const enquiry = {
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "9876543210",
      course: "MBBS",
      neetScore: "612",
      message: "",
    };
    await app.request(
      "http://localhost/api/enquiry",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(enquiry),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
    const refused = await app.request(
      "http://localhost/api/enquiry",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(enquiry),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
    expect(refused.status).toBe(429);
    const after = await scrape();
    expect(valueOf(after, "auth_sign_in_failures_total")).toBe(
      valueOf(before, "auth_sign_in_failures_total") + 1,
    );
    const limiter = 'rate_limit_refusals_total{limiter="public-form"}';
    expect(valueOf(after, limiter)).toBe(valueOf(before, limiter) + 1);
  });

  it("shows the outbox queue depth and failures, the database pool and scheduled runs", async () => {
    metrics.setOutboxDepthSource(() => 7);
    metrics.setDbPoolSource(() => ({ total: 4, idle: 1, waiting: 2 }));
    const text = await scrape();
    expect(valueOf(text, "outbox_queue_depth")).toBe(7);
    expect(text).toContain("outbox_failures_total");
    expect(valueOf(text, 'db_pool_connections{state="in_use"}')).toBe(3);
    expect(valueOf(text, 'db_pool_connections{state="waiting"}')).toBe(2);
    expect(text).toContain("scheduled_job_runs_total");
    expect(text).toContain("process_cpu_seconds_total");
  });
});

describe("GET /api/health/ready", () => {
  it("answers 503 while starting or stopping and 200 when ready", async () => {
    const lifecycle = createLifecycle();
    const withLifecycle = createApp({ services: t.services, lifecycle });
    const ready = () => withLifecycle.request("http://localhost/api/health/ready");
    expect((await ready()).status).toBe(503);
    expect(await (await ready()).json()).toEqual(expect.objectContaining({ data: { status: "starting" } }));
    lifecycle.ready();
    expect((await ready()).status).toBe(200);
    expect((await withLifecycle.request("http://localhost/api/health")).status).toBe(200);
    lifecycle.stopping();
    const stopping = await ready();
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual(expect.objectContaining({ data: { status: "stopping" } }));
    // Answers given while stopping close their connection rather than keep it alive.
    expect(stopping.headers.get("connection")).toBe("close");
  });
});
