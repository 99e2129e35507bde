// Issue 19 (second ASVS review), findings 11, 13 and 17: what a request's address and headers may carry,
// what the log keeps of an error, and the security headers' strength.
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../audit/audit.schema";
import { createApp } from "../app";
import { errorSummary } from "../lib/error-summary";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { desc, eq } from "drizzle-orm";

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { logger: pino({ level: "trace" }, logStream) });
  admin = await t.signIn();
});
afterAll(() => t.close());

/** Every parameter and wildcard of a Hono or React Router path replaced by a NUL byte. */
const withNul = (path: string) =>
  path
    .replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, "%00")
    .replace(/\*/g, "%00")
    .replace(/\/$/, "") || "/";

describe("finding 13: a NUL byte in the address is refused, never a 500", () => {
  it("drives %00 through every route of app.routes, as visitor and admin (pages: tests/e2e/site-nul-bytes.spec.ts)", async () => {
    // Pages render through React Router (tests/e2e/site-nul-bytes.spec.ts): here a stub that must never see a NUL.
    const reachedPages: string[] = [];
    const app = createApp({
      services: t.services,
      ssr: async (request) => {
        reachedPages.push(request.url);
        return new Response("page", { status: 200 });
      },
    });
    const request = (path: string, method: string, token?: string) =>
      app.request(`http://localhost${path}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: method === "GET" || method === "HEAD" ? undefined : "{}",
      });

    const apiRoutes = new Map<string, { method: string; path: string }>();
    for (const route of app.routes) {
      const method = route.method === "ALL" ? "GET" : route.method;
      apiRoutes.set(`${method} ${route.path}`, { method, path: route.path });
    }
    expect(apiRoutes.size).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const { method, path } of apiRoutes.values()) {
      // A route without parameters gets a NUL segment of its own.
      const target = withNul(path) === path ? `${path.replace(/\/$/, "")}/%00` : withNul(path);
      const attempts: [string, string, string | undefined][] = [[target, method, undefined]];
      // Only reads as admin: a staff write without a NUL in it (log out, back up) would really happen.
      if (method === "GET") {
        attempts.push([target, method, admin]);
        const query = "search=%00&q=%00&status=%00&category=%00&sortBy=%00&page=%00&limit=%00&x%00=1";
        attempts.push([`${path.replace(/\/:.*$|\/\*.*$/, "")}?${query}`, method, admin]);
      } else if (withNul(path) !== path) {
        attempts.push([target, method, admin]);
      }
      for (const [url, verb, token] of attempts) {
        const response = await request(url, verb, token);
        if (response.status >= 500 || response.status < 400)
          failures.push(`${verb} ${url} ${token ? "(admin)" : ""} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(reachedPages.filter((url) => url.includes("%00"))).toEqual([]);
    expect(logLines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it("answers a query field with a NUL 400 naming the field, and a path with one 404", async () => {
    const search = await t.json("GET", "/api/users?search=a%00b", undefined, admin);
    expect(search.status).toBe(400);
    expect(await search.json()).toMatchObject({ success: false, errors: [{ field: "search" }] });
    const notice = await t.json("GET", "/api/notices/%00");
    expect(notice.status).toBe(404);
    expect(await notice.json()).toMatchObject({ success: false });
  });

  it("logs an unexpected database error by class and code, never the query's parameters", async () => {
    const secret = `Ananya Secret ${unique()}`;
    const error = await t.db.execute(sql`select ${`${secret}\u0000`}::text`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    const summary = JSON.stringify(errorSummary(error));
    expect(summary).not.toContain(secret);
    expect(summary).not.toContain("params");
    expect(errorSummary(error)).toMatchObject({ code: "22021" });
  });
});

describe("finding 11: a client's X-Request-Id is kept only in a bounded safe format", () => {
  it("keeps a UUID or trace id, and replaces anything longer or with other characters", async () => {
    const sent = async (value: string) => {
      const response = await t.request("/api/health", { headers: { "X-Request-Id": value } });
      return response.headers.get("X-Request-Id")!;
    };
    const uuid = crypto.randomUUID();
    expect(await sent(uuid)).toBe(uuid);
    expect(await sent("trace-01.abc:2")).toBe("trace-01.abc:2");
    for (const hostile of [
      "<script>alert(1)</script>",
      "a".repeat(65),
      "id with spaces",
      "x\u00e9",
      "line\tbreak",
      "../../etc",
    ]) {
      const kept = await sent(hostile);
      expect(kept, hostile).not.toBe(hostile);
      expect(kept).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("stores only the safe id in the audit trail", async () => {
    const hostile = `<img src=x onerror=alert(1)>${"A".repeat(40)}`;
    const title = `Request id notice ${unique()}`;
    const response = await t.request("/api/notices", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${admin}`,
        "X-Request-Id": hostile,
      },
      body: JSON.stringify({ title, body: "Body", category: "general", status: "draft" }),
    });
    expect(response.status).toBe(201);
    const id = (await response.json()).data._id as string;
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(desc(auditLog.at));
    expect(entry!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("finding 17: HSTS for a year and no <base> at all", () => {
  it("sends Strict-Transport-Security max-age of at least a year and CSP base-uri 'none'", async () => {
    const app = createApp({ services: t.services, ssr: async () => new Response("page") });
    const response = await app.request("http://localhost/");
    const hsts = response.headers.get("Strict-Transport-Security")!;
    expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31536000);
    const csp = response.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain("base-uri 'self'");
  });
});
