import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Servers of the built app, each on a fresh embedded database: one with sample content, one empty
// (for empty states), and one with sample content kept for the faculty directory's tests. Ports and
// build folder can be moved so runs can go side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.BUILD_DIR ?? "build";
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e admin password" };

const serverEnv = (sample: boolean, serverPort: number) => ({
  PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), `college-e2e-${sample ? "sample" : "empty"}-`)),
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  SAMPLE_DATA: String(sample),
  LOGIN_RATE_LIMIT: "1000",
  PUBLIC_FORM_RATE_LIMIT: "1000",
  LOG_LEVEL: "warn",
  SHUTDOWN_DRAIN_SECONDS: "0",
});

// The main and the empty server save e-mails here (no SMTP in tests): tests follow invitation links from it.
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), "college-e2e-mail-"));

// One folder per run that tests can share across workers (the crawl's link targets, checked once per run).
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), "college-e2e-run-"));

process.env.E2E_EMPTY_URL = `http://127.0.0.1:${port + 1}`;
process.env.E2E_DIRECTORY_URL = `http://127.0.0.1:${port + 2}`;

export default defineConfig({
  testDir: "tests/e2e",
  // Limits sized for a CI machine several times slower than a developer's (a run there took 3.4 times as long
  // as here): a limit only matters when something hangs, and a test cut short on a slow machine proves nothing.
  // The tests' own limits (`test.setTimeout`) are at least five times what they take on a quiet machine.
  timeout: 150_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: `PORT=${port} node ${buildDir}/server/index.js`,
      url: `http://127.0.0.1:${port}/api/health/ready`,
      env: { ...serverEnv(true, port), MAIL_DIR: process.env.E2E_MAIL_DIR },
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      command: `PORT=${port + 1} node ${buildDir}/server/index.js`,
      url: `http://127.0.0.1:${port + 1}/api/health/ready`,
      // The same mail folder: tests that change site-wide content here invite their editor by e-mail.
      env: { ...serverEnv(false, port + 1), MAIL_DIR: process.env.E2E_MAIL_DIR },
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      // The public faculty directory's and photo grids' tests count and order whole lists: they get a
      // server of their own, so faculty and photos that back-office tests add and delete in parallel
      // cannot move them.
      command: `PORT=${port + 2} node ${buildDir}/server/index.js`,
      url: `http://127.0.0.1:${port + 2}/api/health/ready`,
      env: serverEnv(true, port + 2),
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
