import { configDefaults, defineConfig } from "vitest/config";
import { databaseFreeTestFiles } from "./server/test-support/database-free-tests";

const TEST_ROOTS = ["server", "contract", "app"];

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: TEST_ROOTS.map((root) => `${root}/**/*.test.ts`),
    // On PostgreSQL (CI's second run of the suite) only the files that use the test database run again.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? databaseFreeTestFiles(TEST_ROOTS) : []),
    ],
    globalSetup: ["./server/test-support/global-setup.ts"],
    // Sized for a CI machine several times slower than a developer's (see playwright.config.ts).
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores, while the
    // files spend much of their time waiting (the database, child processes, the network). API_TEST_WORKERS
    // overrides it.
    maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
    // One process per worker for all its files, not one per file: each file still opens its own database
    // and app (createTestApp), but the server's modules and PGlite's WebAssembly load once per worker.
    // No test file changes process-wide state (environment, globals, timers) for the next one.
    isolate: false,
  },
});
