// Public-site and staff-screen performance benchmark: `npm run build && npm run bench:web`.
// Starts the built server on a free port with a fresh embedded database (sample content), runs Lighthouse 12
// in its default mobile mode (simulated slow 4G, mid-range phone) against the pages of scripts/bench/web-pages.ts
// (issue 13's eight and issue 23's OPD, blood bank and rates pages), issue 13's eight in Hindi (issue 24,
// HINDI_BENCH_PAGES, the same targets), the staff screens of STAFF_BENCH_PAGES
// (issue 27: the sign-in screen signed out, the others signed in with the bench administrator's session cookie,
// sent as a header on every request) and, as
// the floor, a trivial static page served from the same machine in the same run; prints the four category
// scores, FCP, LCP, CLS, TBT, the compressed JavaScript requested before and after the first paint, images and
// total per page, with the machine's load average, and writes the full reports to lighthouse-results/. It
// builds nothing itself. BUILD_DIR picks another build folder; CHROME_PATH another Chromium; RUNS the runs per
// page (default 3, the median by performance score is reported); PAGES=/contact,/career measures only these (with
// the floor), PAGES=staff the staff screens only, PAGES=hi the Hindi pages only; BENCH_PORT puts the app on that port and the floor on the next
// (default: free ports).
// Targets (ADR 013): performance, accessibility, best practices and SEO 100, LCP ≤ 1.0 s, CLS 0, TBT ≤ 50 ms;
// JavaScript: home ≤ 60 KB, informational pages ≤ 20 KB, none before the first paint.
// Staff screens (ADR 028): performance ≥ 98, accessibility 100, LCP ≤ 1.5 s, at most 100 KB of JavaScript in all.
import { spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { HINDI_BENCH_PAGES, STAFF_BENCH_PAGES, WEB_BENCH_PAGES } from "./web-pages";

/**
 * PAGES=/contact,/career measures only these (with the floor), for a quick look; PAGES=staff the staff screens;
 * PAGES=hi the Hindi pages.
 */
const pages =
  process.env.PAGES === "staff"
    ? STAFF_BENCH_PAGES
    : process.env.PAGES === "hi"
      ? HINDI_BENCH_PAGES
      : process.env.PAGES
        ? process.env.PAGES.split(",")
        : [...WEB_BENCH_PAGES, ...HINDI_BENCH_PAGES, ...STAFF_BENCH_PAGES];
const staffPages = new Set(STAFF_BENCH_PAGES);
/** Staff screens measured signed out: the sign-in screen (signed in, it sends the visitor on). */
const SIGNED_OUT = "/login";
const STAFF_JS_BUDGET_KB = 100;
const STAFF_LCP_MS = 1500;
const STAFF_PERFORMANCE = 98;
/** Pages with a form, the directory or careers filters: issue 13 sets them no JavaScript budget of their own. */
const interactivePages = new Set([
  "/faculty/faculty-doctors",
  "/contact",
  "/admission/admission-enquiry",
  "/career",
]);
const FLOOR = "floor (static page)";
const floorHtml = gzipSync(
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="description" content="A trivial static page: the floor of this machine's Lighthouse run.">` +
    `<title>Floor</title></head><body><main><h1>A trivial static page</h1><p>The lower bound this machine and ` +
    `Lighthouse's simulated slow 4G allow: one small HTML document, no CSS, no images, no scripts.</p></main></body></html>`,
);
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
      // Ready, not just alive: while starting, health answers 200 with status "starting" and pages 503.
      const health = await fetch(`${origin}/api/health`);
      if (health.ok && (await health.json()).data?.status === "ok") return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server at ${origin} did not become healthy within ${timeoutMs / 1000} s`);
}

/** Signs the bench administrator in through the API; answers the session cookies (name and value). */
async function signIn(origin: string) {
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing the bench administrator in failed: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(";")[0]!;
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/**
 * Puts the session cookies in the browser, or takes them out (`[]`), through Playwright over the DevTools
 * protocol: Lighthouse clears caches and storage before each run but not cookies, and a cookie sent as an
 * extra header would not reach the page's own API calls.
 */
async function setBrowserCookies(chromePort: number, cookies: { name: string; value: string }[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0]!;
    await context.clearCookies();
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: "127.0.0.1", path: "/" })));
  } finally {
    await browser.close();
  }
}

/** The staff screens' budgets (ADR 028); best practices and SEO are reported, not held (staff pages are noindex). */
function staffMisses(row: Record<string, string | number>) {
  const page = String(row.page);
  return [
    ...(Number(row.performance) < STAFF_PERFORMANCE
      ? [`${page}: performance ${row.performance} < ${STAFF_PERFORMANCE}`]
      : []),
    ...(Number(row.accessibility) < 100 ? [`${page}: accessibility ${row.accessibility} < 100`] : []),
    ...(Number(row.lcpMs) > STAFF_LCP_MS ? [`${page}: LCP ${row.lcpMs} ms > ${STAFF_LCP_MS} ms`] : []),
    ...(Number(row.scriptBytes) > STAFF_JS_BUDGET_KB * 1024
      ? [`${page}: JavaScript ${kb(Number(row.scriptBytes))} > ${STAFF_JS_BUDGET_KB} KB`]
      : []),
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

// The floor: a trivial static page from a bare node:http server (gzip, like the app).
const floorServer = createHttpServer((request, response) => {
  if (request.url !== "/") {
    response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    return;
  }
  response.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Encoding": "gzip",
    "Cache-Control": "no-cache",
  });
  response.end(floorHtml);
});
const benchPort = Number(process.env.BENCH_PORT) || 0;
const floorPort = benchPort ? benchPort + 1 : await freePort();
await new Promise<void>((resolve) => floorServer.listen(floorPort, "127.0.0.1", resolve));

const port = benchPort || (await freePort());
const BENCH_EMAIL = "bench@example.test";
const BENCH_PASSWORD = "bench administrator password";
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), "web-bench-"));
const server = spawn("node", [path.join(buildDir, "server/index.js")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SAMPLE_DATA: "true",
    ADMIN_EMAIL: BENCH_EMAIL,
    ADMIN_PASSWORD: BENCH_PASSWORD,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  await waitForHealth(origin);
  const staffCookies = await signIn(origin);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  await mkdir(outDir, { recursive: true });
  const rows: Record<string, string | number>[] = [];
  const loadBefore = load();
  for (const page of [FLOOR, ...pages]) {
    const url = page === FLOOR ? `http://127.0.0.1:${floorPort}/` : `${origin}${page}`;
    // Staff screens but the sign-in one are measured signed in.
    const signedIn = staffPages.has(page) && page !== SIGNED_OUT;
    await setBrowserCookies(chrome.port, signedIn ? staffCookies : []);
    const cookie = staffCookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    // Warm the server, as a visitor before this one would have.
    await fetch(url, { headers: signedIn ? { Cookie: cookie } : {} });
    // Several runs per page, keeping the median by score: one busy moment on the machine skews a single run.
    const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = [];
    for (let attempt = 1; runs.length < RUNS; attempt++) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
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
    // JavaScript requested before and after the first paint (observed, on this machine's unthrottled load).
    const observed = (
      lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined
    )?.items?.[0]?.observedFirstContentfulPaint;
    const requests =
      (
        lhr.audits["network-requests"]?.details as
          | { items?: { resourceType?: string; transferSize?: number; rendererStartTime?: number }[] }
          | undefined
      )?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === "Script");
    const before = scripts.filter((item) => (item.rendererStartTime ?? 0) < (observed ?? 0));
    const sum = (items: typeof scripts) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const row = {
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: Math.round(audit("first-contentful-paint")),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      cls: Number(audit("cumulative-layout-shift").toFixed(3)),
      tbtMs: Math.round(audit("total-blocking-time")),
      scriptBytes: bytes("script"),
      scriptBytesBeforePaint: sum(before),
      scriptBytesAfterPaint: sum(scripts) - sum(before),
      imageBytes: bytes("image"),
      totalBytes: bytes("total"),
    };
    rows.push(row);
    const file = page === FLOOR ? "floor" : page === "/" ? "home" : page.slice(1).replace(/\//g, "-");
    await writeFile(path.join(outDir, `${file}.json`), result.report as string);
  }
  await writeFile(
    path.join(outDir, "summary.json"),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        lighthouse: "12 mobile",
        runsPerPage: RUNS,
        loadAverage: { before: loadBefore, after: load() },
        pages: rows,
      },
      null,
      2,
    ),
  );
  const table = [
    [
      "page",
      "perf",
      "a11y",
      "BP",
      "SEO",
      "FCP",
      "LCP",
      "CLS",
      "TBT",
      "JS",
      "JS before paint",
      "after",
      "images",
      "total",
    ],
    ...rows.map((row) => [
      String(row.page),
      String(row.performance),
      String(row.accessibility),
      String(row.bestPractices),
      String(row.seo),
      `${row.fcpMs} ms`,
      `${row.lcpMs} ms`,
      String(row.cls),
      `${row.tbtMs} ms`,
      kb(Number(row.scriptBytes)),
      kb(Number(row.scriptBytesBeforePaint)),
      kb(Number(row.scriptBytesAfterPaint)),
      kb(Number(row.imageBytes)),
      kb(Number(row.totalBytes)),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  process.stdout.write(
    `${table.map((line) => line.map((cell, column) => cell.padEnd(widths[column]!)).join("  ")).join("\n")}\n`,
  );
  process.stdout.write(
    `Load average (1, 5, 15 min): ${loadBefore} before, ${load()} after; ${RUNS} runs per page.\n`,
  );
  if (pages.some((page) => page === "/hi" || page.startsWith("/hi/"))) {
    process.stdout.write(`${devanagariFontNote()}\n`);
  }
  const misses = rows
    .filter((row) => row.page !== FLOOR)
    .flatMap((row) => {
      const page = String(row.page);
      if (staffPages.has(page)) return staffMisses(row);
      const jsBudget = page === "/" ? 60 : interactivePages.has(page) ? Infinity : 20;
      return [
        ...(["performance", "accessibility", "bestPractices", "seo"] as const)
          .filter((key) => Number(row[key]) < 100)
          .map((key) => `${page}: ${key} ${row[key]} < 100`),
        ...(Number(row.lcpMs) > 1000 ? [`${page}: LCP ${row.lcpMs} ms > 1000 ms`] : []),
        ...(Number(row.cls) > 0 ? [`${page}: CLS ${row.cls} > 0`] : []),
        ...(Number(row.tbtMs) > 50 ? [`${page}: TBT ${row.tbtMs} ms > 50 ms`] : []),
        ...(Number(row.scriptBytesBeforePaint) > 0
          ? [`${page}: ${kb(Number(row.scriptBytesBeforePaint))} of JavaScript before the first paint`]
          : []),
        ...(Number(row.scriptBytes) > jsBudget * 1024
          ? [`${page}: JavaScript ${kb(Number(row.scriptBytes))} > ${jsBudget} KB`]
          : []),
      ];
    });
  console.warn(misses.length ? `Budgets missed:\n  ${misses.join("\n  ")}` : "All budgets met.");
  console.warn(`Reports: ${outDir}/`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await chrome?.kill();
  floorServer.close();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

/**
 * The Hindi pages' figures depend on the machine's fonts: a phone (Android's Noto Sans Devanagari) draws them with
 * its own font, a machine without one with the self-hosted face (51 KB). Lighthouse's phone says Android
 * (Sec-CH-UA-Platform), so the pages name no font in their head (ADR 029).
 */
function devanagariFontNote(): string {
  const families = spawnSync("fc-list", [":lang=hi", "family"], { encoding: "utf8" }).stdout ?? "";
  return /Noto Sans Devanagari/.test(families)
    ? "Devanagari: this machine has Noto Sans Devanagari, as Android phones do, and draws with it (Lighthouse " +
        "says its platform is Android, so the pages name no font in their head)."
    : "Devanagari: this machine has no Noto Sans Devanagari, so the pages draw with the self-hosted face (51 KB, " +
        "fetched late: Lighthouse says Android, whose pages name no font in their head). " +
        "`apt-get install fonts-noto-core` measures them as a phone.";
}
