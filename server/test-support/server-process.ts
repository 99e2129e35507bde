import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest, type Agent } from "node:http";
import { createInterface } from "node:readline";

/** A real app server process (server/test-support/api-server.ts) and its log lines. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  logs: Record<string, unknown>[];
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** What it wrote to stderr so far (a failed start's reason). */
  stderr(): string;
  stop(): Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test-support/api-server.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      SHUTDOWN_DRAIN_SECONDS: "0",
      SAMPLE_DATA: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === "listening") resolve(entry.port as number);
      } catch {
        // not a log line (the admin sign-in banner)
      }
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    url,
    logs,
    exited,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Waits until the server answers 200 on /api/health/ready. */
export async function waitUntilReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await get(`${url}/api/health/ready`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become ready`);
}

/**
 * One GET, on a connection of its own (no keep-alive) unless an agent is given: the outcome is a
 * status or an error code.
 */
export function get(
  url: string,
  requestId?: string,
  agent?: Agent,
): Promise<{ status: number; body: string; connection?: string; keepAlive?: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = agent ? {} : { Connection: "close" };
    if (requestId) headers["X-Request-Id"] = requestId;
    const req = httpRequest(url, { agent: agent ?? false, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body,
          connection: res.headers.connection,
          keepAlive: res.headers["keep-alive"]?.toString(),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
