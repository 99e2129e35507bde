import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { get, startServerProcess, waitUntilReady } from "../test-support/server-process";
import { openTestDatabase } from "../test-support/test-app";

const run = promisify(execFile);
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

/** An install's own settings: a data folder, and on PostgreSQL runs a database of its own. */
async function install(name: string): Promise<Record<string, string> & { DATA_DIR: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `college-${name}-`));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  if (!process.env.TEST_DATABASE_URL) return { DATA_DIR: dataDir };
  const opened = await openTestDatabase();
  await opened.database.close();
  cleanup.push(opened.drop);
  return { DATA_DIR: dataDir, DATABASE_URL: opened.url! };
}

/** `npm run <script>` as an operator types it: only the shell's PATH and HOME and the install's own settings. */
async function npmRun(script: string, settings: Record<string, string>, ...args: string[]) {
  return run("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmpdir(), ...settings },
  });
}

/** What the public sees of an install: its faculty list and notices, read from a running server. */
async function served(settings: Record<string, string>, sample: boolean) {
  const server = await startServerProcess({ ...settings, SAMPLE_DATA: String(sample) });
  try {
    await waitUntilReady(server.url, 120_000);
    const faculty = await get(`${server.url}/api/faculty?limit=100`);
    const notices = await get(`${server.url}/api/notices?limit=100`);
    expect(faculty.status).toBe(200);
    return { faculty: JSON.parse(faculty.body) as unknown, notices: JSON.parse(notices.body) as unknown };
  } finally {
    expect(await server.stop()).toBe(0);
  }
}

describe("the operator's commands, as the README gives them", () => {
  it("db:migrate, backup and restore need only the install's own settings (no PUBLIC_URL), and a restored install serves the same data", async () => {
    const original = await install("original");
    const migrated = await npmRun("db:migrate", original);
    expect(migrated.stdout).toMatch(/Migrations applied/);

    // The site as `npm start` leaves it: sample content, then stopped (the embedded database is one process's).
    const before = await served(original, true);
    expect((before.faculty as { data: { faculty: unknown[] } }).data.faculty.length).toBeGreaterThan(0);

    const backup = await npmRun("backup", original);
    expect(backup.stdout).toMatch(/Backup written: /);
    const archives = await readdir(path.join(original.DATA_DIR, "backups"));
    expect(archives).toHaveLength(1);
    const archive = path.join(original.DATA_DIR, "backups", archives[0]!);

    const fresh = await install("restored");
    const restored = await npmRun("restore", fresh, archive);
    expect(restored.stdout).toMatch(/Restored /);

    expect(await served(fresh, false)).toEqual(before);
  }, 400_000);
});
