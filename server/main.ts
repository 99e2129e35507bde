// Production entry: Vite bundles this file with React Router's server build (see vite.config.ts).
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { createApp } from "./app";
import { boot, printSignIn } from "./boot";
import { EnvError, loadEnv } from "./env";

async function main() {
  const env = loadEnv();
  const { services, signIn } = await boot(env);
  const handleSsr = createRequestHandler(build, "production");
  const app = createApp({
    services,
    ssr: (request, context) => handleSsr(request, context),
    clientDir: fileURLToPath(new URL("../client", import.meta.url)),
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () =>
    printSignIn(`http://localhost:${env.PORT}`, signIn),
  );

  const shutdown = (signal: string) => {
    services.logger.info({ signal }, "shutting down");
    server.close(() => {
      void services.database.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
