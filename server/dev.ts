// Development entry (npm run dev): Vite in middleware mode, server modules loaded through Vite for hot reload.
import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { boot, printSignIn } from "./boot";
import { loadEnv } from "./env";
import { sitePageHandler } from "./http/site-pages";
import type * as AppModule from "./app";

const env = loadEnv({ NODE_ENV: "development" });
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
// The database opens once; the app and pages reload through Vite when their files change.
const { services, signIn } = await boot(env);
// Scheduled work (expiry purges, …) runs once per period across every instance on the database.
services.scheduler.start();
services.outbox.start();

const listener = getRequestListener(async (request) => {
  const { createApp } = (await vite.ssrLoadModule("/server/app.ts")) as typeof AppModule;
  const handleSsr = sitePageHandler(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );
  const app = createApp({ services, dev: true, ssr: handleSsr });
  return app.fetch(request);
});

createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res))).listen(env.PORT, () =>
  printSignIn(`http://localhost:${env.PORT}`, signIn),
);
