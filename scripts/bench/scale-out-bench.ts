/**
 * Scale-out benchmark (`npm run bench:scale`, also the second part of `npm run bench`): one versus two
 * production app instances (`build/server/index.js`, so run `npm run build` first) on one fresh PostgreSQL
 * database with sample content, under a mixed load for BENCH_SCALE_SECONDS (20) each: the home page, the
 * faculty directory's API, enquiry posts and a staff list. With two instances the connections are split
 * evenly between them, as a round-robin proxy would. Throughput is the sum over instances; p50 and p99
 * are the slower instance's (a conservative reading: autocannon's histograms cannot be merged).
 * Stops by itself; prints a table and writes JSON to bench-results/.
 *
 * Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: a server whose user may create
 * databases; a database of its own is made and dropped), BENCH_SCALE_SECONDS (20), BENCH_CONNECTIONS (50).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ADMIN = { email: "bench@example.edu.in", password: "scale bench password 42" };
const FIRST_PORT = 4790;

const log = (line: string) => process.stdout.write(`${line}\n`);

function databaseUrl(name: string) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitReady(port: number, instance: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (instance.exitCode !== null) throw new Error(`The instance on port ${port} exited during start-up`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The instance on port ${port} was not ready within 2 minutes`);
}

function startInstance(port: number, url: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SAMPLE_DATA: "true",
      LOGIN_RATE_LIMIT: "1000000",
      PUBLIC_FORM_RATE_LIMIT: "1000000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

type BenchRequest = NonNullable<Parameters<typeof autocannon>[0]["requests"]>[number];

/** The mixed load one connection cycles through: a page, the directory's API, an enquiry, a staff list. */
function mixedRequests(token: string): BenchRequest[] {
  const enquiry = JSON.stringify({
    name: "Bench Applicant",
    email: "applicant@example.com",
    phone: "+91 98765 43210",
    course: "MBBS",
    neetScore: "612",
    message: "Hostel fees?",
  });
  return [
    { method: "GET", path: "/" },
    { method: "GET", path: "/api/faculty?page=1&limit=12" },
    {
      method: "POST",
      path: "/api/enquiry",
      headers: { "content-type": "application/json" },
      body: enquiry,
    },
    { method: "GET", path: "/api/enquiry?page=1&limit=10", headers: { authorization: `Bearer ${token}` } },
  ];
}

async function measure(ports: number[], token: string) {
  const share = Math.max(1, Math.floor(CONNECTIONS / ports.length));
  const results = await Promise.all(
    ports.map((port) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: share,
        duration: SECONDS,
        requests: mixedRequests(token),
      }),
    ),
  );
  return {
    instances: ports.length,
    requestsPerSecond: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    latencyP50Ms: Math.max(...results.map((result) => result.latency.p50)),
    latencyP99Ms: Math.max(...results.map((result) => result.latency.p99)),
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  };
}

async function main() {
  if (!existsSync("build/server/index.js")) {
    throw new Error(
      "No production build: run `npm run build` first (the benchmark runs build/server/index.js).",
    );
  }
  const name = `bench_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const workDir = await mkdtemp(path.join(tmpdir(), "college-scale-"));
  const instances: ChildProcess[] = [];
  const stopAll = async () => {
    for (const instance of instances.splice(0)) {
      instance.kill("SIGTERM");
      if (instance.exitCode === null) await new Promise((resolve) => instance.once("exit", resolve));
    }
  };
  const loadAtStart = loadavg()[0]!;
  const rows = [];
  try {
    for (const count of [1, 2]) {
      const ports = Array.from({ length: count }, (_, index) => FIRST_PORT + index);
      log(`Starting ${count} instance${count > 1 ? "s" : ""} on one PostgreSQL database...`);
      // One after the other: the first applies migrations and seeds, the second finds them done.
      for (const port of ports) {
        const instance = startInstance(port, databaseUrl(name), path.join(workDir, `instance-${port}`));
        instances.push(instance);
        await waitReady(port, instance);
      }
      const login = await fetch(`http://127.0.0.1:${ports[0]}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      if (!login.ok) throw new Error(`Sign-in for the benchmark failed: ${login.status}`);
      const { data } = (await login.json()) as { data: { token: string } };
      // Warm-up, then the measured run.
      await Promise.all(
        ports.map((port) =>
          autocannon({
            url: `http://127.0.0.1:${port}`,
            connections: 5,
            amount: 200,
            requests: mixedRequests(data.token),
          }),
        ),
      );
      log(`Mixed load for ${SECONDS} s with ${CONNECTIONS} connections...`);
      rows.push(await measure(ports, data.token));
      await stopAll();
    }
  } finally {
    await stopAll();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await rm(workDir, { recursive: true, force: true });
  }

  const loadAtEnd = loadavg()[0]!;
  log("");
  log(
    `${"instances".padEnd(10)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)} ${"non-2xx".padStart(8)}`,
  );
  for (const row of rows) {
    log(
      `${String(row.instances).padEnd(10)} ${String(row.requestsPerSecond).padStart(8)} ${String(row.latencyP50Ms).padStart(8)} ${String(row.latencyP99Ms).padStart(8)} ${String(row.errors).padStart(7)} ${String(row.non2xx).padStart(8)}`,
    );
  }
  log(
    `\n${cpus().length} cores; load average ${loadAtStart.toFixed(2)} at start, ${loadAtEnd.toFixed(2)} at end.`,
  );
  await mkdir("bench-results", { recursive: true });
  const file = path.join("bench-results", `scale-out-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(
    file,
    JSON.stringify(
      { seconds: SECONDS, connections: CONNECTIONS, cores: cpus().length, loadAtStart, loadAtEnd, rows },
      null,
      2,
    ),
  );
  log(`Results written to ${file}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Scale-out benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
