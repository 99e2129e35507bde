/**
 * API benchmark (`npm run bench`): seeds 100,000 faculty rows into a fresh embedded database, serves the
 * real app on a loopback port and measures GET /api/faculty with and without a search term under 50
 * concurrent connections, beside a bare node:http handler answering the same query through the same
 * service (the difference is the framework's share), then times a 10,000-row CSV import over HTTP.
 * Stops by itself; results are printed and written to bench-results/.
 *
 * Environment: BENCH_ROWS (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_SEARCH (sharma).
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pino from "pino";
import { FACULTY_CSV_COLUMNS, facultyListQuery } from "../../contract/faculty";
import { createApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { sampleFaculty } from "../../server/faculty/faculty.samples";
import { faculty } from "../../server/faculty/faculty.schema";
import { createMemoryMailer } from "../../server/mail/mailer";
import { createServices } from "../../server/services";
import { createLocalStorage } from "../../server/storage/local-storage";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SEARCH = process.env.BENCH_SEARCH ?? "sharma";
const IMPORT_ROWS = 10_000;
/** Issue 27: a 10,000-row faculty import answers within a second on a quiet machine. */
const IMPORT_BUDGET_MS = 1000;
const BATCH = 1000;
const ADMIN = { name: "Bench Admin", email: "bench@example.edu.in", password: "bench password 123" };

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

function importCsv(prefix: string): string {
  const lines = [FACULTY_CSV_COLUMNS.join(",")];
  for (let index = 0; index < IMPORT_ROWS; index++) {
    lines.push(
      `Dr. Imported ${index},Assistant Professor,"MBBS, MD",${prefix}${index},Bihar Medical Council,Radiology,${index % 30} years,imported${index}@example.edu.in,+91 90000 ${String(index).padStart(5, "0")},2021-08-01,`,
    );
  }
  return lines.join("\n");
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const workDir = await mkdtemp(path.join(tmpdir(), "college-bench-"));
  const database = await openDatabase({ kind: "embedded", dataDir: path.join(workDir, "db") });
  const servers: { close: (callback?: () => void) => unknown }[] = [];
  try {
    await database.migrate();
    const services = createServices({
      database,
      config: {
        LOGIN_RATE_LIMIT: 1000,
        PUBLIC_FORM_RATE_LIMIT: 1000,
        RATE_LIMIT_WINDOW_SECONDS: 900,
        PUBLIC_URL: "http://127.0.0.1",
      },
      mailer: createMemoryMailer(),
      storage: createLocalStorage(path.join(workDir, "uploads")),
      // Request logs off on both sides, so the comparison is routing, middleware and validation.
      logger: pino({ level: "silent" }),
    });

    log(`Seeding ${ROWS.toLocaleString("en")} faculty rows in batches of ${BATCH}...`);
    let started = performance.now();
    const rows = sampleFaculty(ROWS);
    for (let offset = 0; offset < rows.length; offset += BATCH) {
      await database.db.insert(faculty).values(rows.slice(offset, offset + BATCH));
    }
    await database.db.execute(sql`analyze faculty`);
    const seedMs = performance.now() - started;
    log(`  seeded in ${seconds(seedMs)}`);

    const app = createApp({ services });
    const appServer = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    servers.push(appServer);
    await new Promise((resolve) => appServer.once("listening", resolve));
    const appPort = (appServer.address() as AddressInfo).port;

    // The same query and response shape, with no framework: the floor the app is compared against.
    const bare = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://localhost");
      const query = facultyListQuery.parse(Object.fromEntries(url.searchParams));
      services.faculty
        .list(query, { includePrivate: false })
        .then((data) => {
          response.writeHead(200, { "Content-Type": "application/json" });
          response.end(JSON.stringify({ success: true, data }));
        })
        .catch(() => {
          response.writeHead(500).end();
        });
    });
    servers.push(bare);
    const barePort = await listen(bare);

    const cases = [
      { name: "app  /api/faculty", url: `http://127.0.0.1:${appPort}/api/faculty` },
      { name: "bare /api/faculty", url: `http://127.0.0.1:${barePort}/api/faculty` },
      {
        name: `app  /api/faculty?search=${SEARCH}`,
        url: `http://127.0.0.1:${appPort}/api/faculty?search=${SEARCH}`,
      },
      {
        name: `bare /api/faculty?search=${SEARCH}`,
        url: `http://127.0.0.1:${barePort}/api/faculty?search=${SEARCH}`,
      },
    ];
    const results = [];
    for (const entry of cases) {
      log(`Measuring ${entry.name} (${CONNECTIONS} connections, ${SECONDS} s)...`);
      // Unmeasured warm-up: JIT, query plans and the database's caches.
      await autocannon({ url: entry.url, connections: 10, amount: 300 });
      const result = await autocannon({ url: entry.url, connections: CONNECTIONS, duration: SECONDS });
      results.push({
        name: entry.name.replace(/\s+/g, " "),
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }

    log(`Importing a ${IMPORT_ROWS.toLocaleString("en")}-row CSV through POST /api/faculty/import-csv...`);
    await services.users.create(ADMIN);
    const login = await fetch(`http://127.0.0.1:${appPort}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const form = new FormData();
    form.set("csvFile", new File([importCsv("BENCH-IMPORT-")], "faculty.csv", { type: "text/csv" }));
    started = performance.now();
    const imported = await fetch(`http://127.0.0.1:${appPort}/api/faculty/import-csv`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const importMs = performance.now() - started;
    const importBody = (await imported.json()) as { data?: { created: number; updated: number } };
    if (imported.status !== 201) throw new Error(`CSV import answered ${imported.status}`);

    log("");
    log(
      `GET /api/faculty over ${ROWS.toLocaleString("en")} rows, ${CONNECTIONS} connections, ${SECONDS} s each`,
    );
    log(
      `${"case".padEnd(40)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)}`,
    );
    for (const row of results) {
      log(
        `${row.name.padEnd(40)} ${String(row.requestsPerSecond).padStart(8)} ${String(row.latencyP50Ms).padStart(8)} ${String(row.latencyP99Ms).padStart(8)} ${String(row.errors + row.non2xx).padStart(7)}`,
      );
    }
    log(`Seeding ${ROWS.toLocaleString("en")} rows: ${seconds(seedMs)}`);
    // Other work on the machine skews every figure: say how busy it was.
    log(`Load average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${loadavg()[0]!.toFixed(1)}`);
    log(
      `CSV import of ${IMPORT_ROWS.toLocaleString("en")} rows: ${seconds(importMs)} (created ${importBody.data?.created}, updated ${importBody.data?.updated}; budget ${seconds(IMPORT_BUDGET_MS)}: ${importMs <= IMPORT_BUDGET_MS ? "met" : "MISSED"})`,
    );

    await mkdir("bench-results", { recursive: true });
    const file = path.join(
      "bench-results",
      `api-bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
    );
    await writeFile(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          loadAverage: { start: loadAtStart, end: loadavg()[0] },
          database: "embedded (PGlite)",
          rows: ROWS,
          connections: CONNECTIONS,
          secondsPerCase: SECONDS,
          search: SEARCH,
          seedMs: Math.round(seedMs),
          list: results,
          csvImport: {
            rows: IMPORT_ROWS,
            ms: Math.round(importMs),
            budgetMs: IMPORT_BUDGET_MS,
            ...importBody.data,
          },
        },
        null,
        2,
      ),
    );
    log(`Results written to ${file}`);
  } finally {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    await database.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
