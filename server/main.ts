// Production entry: Vite bundles this file with React Router's server build (see vite.config.ts).
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { createApp } from "./app";
import { sitePageHandler } from "./http/site-pages";
import { printSignIn } from "./boot";
import { EnvError, loadEnv } from "./env";
import { runServer } from "./serve";

async function main() {
  const env = loadEnv();
  const handleSsr = sitePageHandler(build, "production");
  await runServer({
    env,
    createApp: (services, lifecycle) =>
      createApp({
        services,
        lifecycle,
        ssr: handleSsr,
        clientDir: fileURLToPath(new URL("../client", import.meta.url)),
        // With a separate METRICS_PORT, /metrics is served there only.
        metricsToken: env.METRICS_PORT ? undefined : env.METRICS_TOKEN,
      }),
    onReady: printSignIn,
  });
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
