import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** How a test file reaches the run's test database: the template helpers, or the PostgreSQL setting. */
const USES_TEST_DATABASE = /createTestApp|openTestDatabase|inject\(|TEST_DATABASE_URL/;

/**
 * The test files under `roots` that never touch the run's test database (pure functions, or an embedded
 * database of their own in a child process). On PostgreSQL they would repeat the embedded run exactly.
 */
export function databaseFreeTestFiles(roots: readonly string[]): string[] {
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts"))
      .map((file) => path.join(root, file))
      .filter((file) => !USES_TEST_DATABASE.test(readFileSync(file, "utf8"))),
  );
}
