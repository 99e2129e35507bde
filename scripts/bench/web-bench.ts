// Public-site performance benchmark: `npm run build && npm run bench:web`.
// Starts the built server on a free port with a fresh embedded database (sample content), runs Lighthouse 12
// in its default mobile mode (simulated slow 4G, mid-range phone) against the home page and four others, prints
// the performance score, LCP, CLS, TBT and the compressed JavaScript and image bytes per page, and writes the
// full reports to lighthouse-results/. It builds nothing itself. BUILD_DIR picks another build folder;
// CHROME_PATH another Chromium; RUNS the runs per page (default 3, the median is reported).
// Budgets (ADR 006): performance ≥ 95, home JavaScript < 100 KB, CLS 0.
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const pages = ["/", "/about/whoweare", "/academics/pg-fee-structure", "/gallery", "/faculty/faculty-doctors"];
const buildDir = process.env.BUILD_DIR ?? "build";
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const outDir = "lighthouse-results";
/** Lighthouse runs per page (median reported); RUNS=1 for a quick look. */
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(origin: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server at ${origin} did not become healthy within ${timeoutMs / 1000} s`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), "web-bench-"));
const server = spawn("node", [path.join(buildDir, "server/index.js")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SAMPLE_DATA: "true",
    ADMIN_EMAIL: "bench@example.test",
    ADMIN_PASSWORD: "bench password not used",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  await waitForHealth(origin);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  await mkdir(outDir, { recursive: true });
  const rows: Record<string, string | number>[] = [];
  for (const page of pages) {
    await fetch(`${origin}${page}`); // warm the server, as a visitor before this one would have
    // Several runs per page, keeping the median by score: one busy moment on the machine skews a single run.
    const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = [];
    for (let attempt = 1; runs.length < RUNS; attempt++) {
      const run = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      // A fresh Chromium sometimes fails to record a trace (NO_NAVSTART): such runs are retried.
      if (run && !run.lhr.runtimeError) runs.push(run);
      else if (attempt > RUNS + 3)
        throw new Error(`Lighthouse failed on ${page}: ${run?.lhr.runtimeError?.message}`);
    }
    runs.sort(
      (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    );
    const result = runs[Math.floor(runs.length / 2)]!;
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const summary = (
      lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    const bytes = (type: string) => summary?.find((item) => item.resourceType === type)?.transferSize ?? 0;
    const row = {
      page,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      cls: Number(audit("cumulative-layout-shift").toFixed(3)),
      tbtMs: Math.round(audit("total-blocking-time")),
      scriptBytes: bytes("script"),
      imageBytes: bytes("image"),
      totalBytes: bytes("total"),
    };
    rows.push(row);
    const file = page === "/" ? "home" : page.slice(1).replace(/\//g, "-");
    await writeFile(path.join(outDir, `${file}.json`), result.report as string);
  }
  await writeFile(
    path.join(outDir, "summary.json"),
    JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: "12 mobile", pages: rows }, null, 2),
  );
  const table = [
    ["page", "perf", "LCP", "CLS", "TBT", "JS", "images", "total"],
    ...rows.map((row) => [
      String(row.page),
      String(row.performance),
      `${row.lcpMs} ms`,
      String(row.cls),
      `${row.tbtMs} ms`,
      kb(Number(row.scriptBytes)),
      kb(Number(row.imageBytes)),
      kb(Number(row.totalBytes)),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  process.stdout.write(
    `${table.map((line) => line.map((cell, column) => cell.padEnd(widths[column]!)).join("  ")).join("\n")}\n`,
  );
  const home = rows.find((row) => row.page === "/");
  const misses = rows.flatMap((row) => [
    ...(Number(row.performance) < 95 ? [`${row.page}: performance ${row.performance} < 95`] : []),
    ...(Number(row.cls) > 0 ? [`${row.page}: CLS ${row.cls} > 0`] : []),
  ]);
  if (home && Number(home.scriptBytes) >= 100 * 1024)
    misses.push(`/: JavaScript ${kb(Number(home.scriptBytes))} ≥ 100 KB`);
  console.warn(misses.length ? `Budgets missed:\n  ${misses.join("\n  ")}` : "All budgets met.");
  console.warn(`Reports: ${outDir}/`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await chrome?.kill();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
