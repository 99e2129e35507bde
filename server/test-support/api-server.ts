// A server process for tests that need real processes (graceful shutdown, several instances): the
// production runner (server/serve.ts) with the API and media, without the React pages (no build needed).
// Run: node --import tsx server/test-support/api-server.ts (configured through the environment).
import { Hono } from "hono";
import { createApp } from "../app";
import { loadEnv } from "../env";
import { runServer } from "../serve";

// Production settings, with the local address as the public one unless the test gives another (ADR 008).
const env = loadEnv({ PUBLIC_URL: process.env.PUBLIC_URL || `http://127.0.0.1:${process.env.PORT ?? 3000}` });
await runServer({
  env,
  createApp: (services, lifecycle) => {
    const app = createApp({ services, lifecycle, metricsToken: env.METRICS_TOKEN });
    const outer = new Hono();
    // A request that takes a while: lets the shutdown test hold requests in flight.
    outer.get("/__test/slow", async (c) => {
      process.stdout.write(`${JSON.stringify({ msg: "slow request started" })}\n`);
      await new Promise((resolve) => setTimeout(resolve, Number(c.req.query("ms") ?? 1000)));
      return c.json({ success: true });
    });
    outer.all("*", (c) => app.fetch(c.req.raw, c.env));
    return outer;
  },
});
