import type { Server } from "node:http";
import { Server as NetServer, type AddressInfo, type Socket } from "node:net";
import { serve } from "@hono/node-server";
import { boot } from "./boot";
import type { Env } from "./env";
import { createLogger } from "./http/logger";
import { createLifecycle, type Lifecycle } from "./lifecycle";
import { metricsRoutes } from "./metrics/metrics-routes";
import type { Services } from "./services";

/** Longer than a load balancer's idle timeout (60 s on the common ones). */
const KEEP_ALIVE_MS = 65_000;

type FetchHandler = (request: Request, bindings: unknown) => Response | Promise<Response>;

export interface RunServerOptions {
  env: Env;
  /** The app, built once the services are up. */
  createApp(services: Services, lifecycle: Lifecycle): { fetch: FetchHandler };
  onReady?(url: string, signIn?: { email: string; password?: string }): void;
}

/**
 * Runs the app as a server process: listens at once (readiness answers 503 while the database opens
 * and migrates), then serves. On SIGTERM it first drains: readiness answers 503 at once while the
 * instance keeps serving for SHUTDOWN_DRAIN_SECONDS (every answer now says "Connection: close"), so a
 * load balancer stops sending here before the port closes. Then (and at once on SIGINT, someone at a
 * terminal) it stops accepting connections, lets requests in flight finish (up to
 * SHUTDOWN_TIMEOUT_SECONDS), stops the scheduler after its current job, closes the database and exits 0.
 */
export async function runServer(options: RunServerOptions): Promise<void> {
  const { env } = options;
  const logger = createLogger(env.LOG_LEVEL);
  const lifecycle = createLifecycle();
  // Filled in once the database is open and migrated.
  const current: { handler?: FetchHandler; services?: Services } = {};

  const server = serve({
    fetch: (request, bindings) =>
      current.handler ? current.handler(request, bindings) : notReady(request, lifecycle),
    port: env.PORT,
    hostname: env.HOST,
  }) as Server;
  // A load balancer (or any keep-alive client) must be the side that closes an idle connection: if the
  // server closes it at the moment a request is sent on it, that request is reset. Node's 5 s default
  // is below every balancer's idle timeout (60 s on the common ones); the headers timeout stays above it.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  const connections = trackConnections(server);
  logger.info({ port }, "listening");

  let metricsServer: Server | undefined;
  if (env.METRICS_PORT) {
    metricsServer = serve({
      fetch: metricsRoutes(env.METRICS_TOKEN).fetch,
      port: env.METRICS_PORT,
      hostname: env.METRICS_HOST,
    }) as Server;
  }

  let booting: Promise<unknown> = Promise.resolve();
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const wasReady = lifecycle.state === "ready";
    lifecycle.stopping();
    const drainSeconds = signal === "SIGTERM" && wasReady ? env.SHUTDOWN_DRAIN_SECONDS : 0;
    logger.info({ signal, drainSeconds }, "shutting down");
    if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
    // Stop listening. (http.Server#close would also drop every connection without a request in
    // progress, including ones just accepted whose request is still on its way: those would be reset.)
    const drained = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    // Kept-alive connections close once idle; answers sent from now on say "Connection: close".
    connections.closeIdle();
    const sweep = setInterval(() => connections.closeIdle(), 100);
    const timeout = new Promise<"timeout">((resolve) =>
      setTimeout(() => resolve("timeout"), env.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref(),
    );
    const [outcome] = await Promise.all([
      Promise.race([drained.then(() => "drained" as const), timeout]),
      booting.then(() => current.services?.scheduler.stop()),
      // The e-mail being sent is sent and recorded; the rest waits in the outbox for the next start.
      booting.then(() => current.services?.outbox.stop()),
    ]);
    clearInterval(sweep);
    if (outcome === "timeout") {
      logger.warn({ timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS }, "requests still running at shutdown");
      server.closeAllConnections();
    }
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    await current.services?.database.close().catch(() => undefined);
    logger.info({ signal }, "stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  const started = boot(env);
  booting = started.catch(() => undefined);
  const booted = await started;
  const services = booted.services;
  current.services = services;
  if (stopping) return;
  const app = options.createApp(services, lifecycle);
  current.handler = (request, bindings) => app.fetch(request, bindings);
  lifecycle.ready();
  services.scheduler.start();
  services.outbox.start();
  logger.info({ port }, "ready");
  options.onReady?.(`http://localhost:${port}`, booted.signIn);
}

/**
 * Which connections have a request in progress. Idle ones are closed at shutdown once they have
 * served a request (or stayed silent for two seconds), so a request already sent is never dropped.
 */
function trackConnections(server: Server) {
  const state = new Map<Socket, { busy: number; served: number; since: number }>();
  server.on("connection", (socket: Socket) => {
    state.set(socket, { busy: 0, served: 0, since: Date.now() });
    socket.once("close", () => state.delete(socket));
  });
  server.on("request", (request, response) => {
    const entry = state.get(request.socket);
    if (!entry) return;
    entry.busy += 1;
    response.once("close", () => {
      entry.busy -= 1;
      entry.served += 1;
      entry.since = Date.now();
    });
  });
  return {
    closeIdle() {
      const now = Date.now();
      for (const [socket, entry] of state) {
        if (entry.busy === 0 && (entry.served > 0 || now - entry.since > 2000)) socket.destroy();
      }
    },
  };
}

/** Answers while the app starts: alive, not ready, nothing else yet. */
function notReady(request: Request, lifecycle: Lifecycle): Response {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const status = lifecycle.state;
  if (path === "/api/health") return Response.json({ success: true, data: { status } });
  return Response.json(
    { success: false, message: "The site is starting. Please try again in a moment.", data: { status } },
    { status: 503, headers: { "Retry-After": "5" } },
  );
}
