// Issue 19, finding 11 (the database-role part): the app runs under a role that does not own the tables,
// set up exactly as docs/deploy.md says; it starts and serves when the migrations are applied (the owner
// ran them), and cannot switch off the audit trail's trigger. PostgreSQL only (roles and privileges).
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, waitUntilReady, type ServerProcess } from "../test-support/server-process";
import { openTestDatabase } from "../test-support/test-app";
import { MIGRATIONS_PENDING_MESSAGE } from "./client";

/** The SQL block of docs/deploy.md's "A database role that does not own the tables". */
async function documentedGrants(role: string, database: string, owner: string): Promise<string> {
  const guide = await readFile(path.resolve("docs/deploy.md"), "utf8");
  const section = guide.slice(guide.indexOf("### A database role that does not own the tables"));
  const block = /```sql\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error("docs/deploy.md has no SQL block for the app's role");
  return block
    .replaceAll("college_app", role)
    .replaceAll("DATABASE college ", `DATABASE ${database} `)
    .replaceAll("FOR ROLE college ", `FOR ROLE ${owner} `);
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "the app under a role that does not own the tables",
  () => {
    const cleanup: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const step of cleanup.reverse()) await step().catch(() => undefined);
    });

    it("starts and serves when the owner has migrated, cannot disable the audit trigger, and names db:migrate when migrations are pending", async () => {
      const opened = await openTestDatabase();
      cleanup.push(opened.drop);
      const ownerUrl = new URL(opened.url!);
      const databaseName = ownerUrl.pathname.slice(1);
      const owner = decodeURIComponent(ownerUrl.username);
      const role = `app_role_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: opened.url });
      await admin.connect();
      cleanup.push(async () => {
        await admin.query(`DROP ROLE IF EXISTS ${role}`).catch(() => undefined);
        await admin.end();
      });
      // The drop of the test database (registered first) runs after the role's privileges there are gone.
      cleanup.push(() => admin.query(`DROP OWNED BY ${role}`));
      await admin.query(await documentedGrants(role, databaseName, owner));

      const appUrl = new URL(opened.url!);
      appUrl.username = role;
      appUrl.password = "change-me-too";
      const dataDir = await mkdtemp(path.join(tmpdir(), "college-app-role-"));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      const settings = {
        DATA_DIR: dataDir,
        DATABASE_URL: appUrl.toString(),
        SHUTDOWN_DRAIN_SECONDS: "0",
        ADMIN_EMAIL: "owner-test@example.edu.in",
        ADMIN_PASSWORD: "app role admin password",
      };

      let server: ServerProcess | undefined = await startServerProcess(settings);
      cleanup.push(() => server?.stop() ?? Promise.resolve());
      await waitUntilReady(server.url, 120_000);
      expect((await fetch(`${server.url}/api/faculty`)).status).toBe(200);
      // A sign-in writes a session, a rate-limit count and an audit entry.
      const login = await fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      await server.stop();
      server = undefined;

      // With the app's credentials, the audit trail stays append-only.
      const app = new pg.Client({ connectionString: appUrl.toString() });
      await app.connect();
      try {
        const refused = (statement: string) =>
          app.query(statement).then(
            () => "done",
            (error: Error) => error.message,
          );
        expect(await refused("ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete")).toMatch(
          /must be owner of table audit_log/,
        );
        expect(await refused("ALTER TABLE audit_log DISABLE TRIGGER ALL")).toMatch(/must be owner/);
        expect(await refused("DROP TRIGGER audit_log_no_truncate ON audit_log")).toMatch(/must be owner/);
        expect(await refused("UPDATE audit_log SET action = 'edited'")).toMatch(/permission denied/);
        expect(await refused("DELETE FROM audit_log")).toMatch(/permission denied/);
        expect(await refused("CREATE TABLE app_made (x int)")).toMatch(/permission denied/);
        const { rows } = await app.query<{ count: string }>(
          "select count(*) from audit_log where action = 'auth.sign-in'",
        );
        expect(Number(rows[0]!.count)).toBeGreaterThan(0);
      } finally {
        await app.end();
      }

      // A release whose migration the owner has not applied: the app stops, saying what to do.
      await admin.query(
        "DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)",
      );
      // It may listen before start-up fails (readiness is 503 until then); either way it exits, saying why.
      const failed = await startServerProcess(settings).then(
        async (started) => {
          server = started;
          expect(await started.exited).not.toBe(0);
          return started.stderr();
        },
        (error: Error) => error.message,
      );
      expect(failed).toContain(MIGRATIONS_PENDING_MESSAGE);
    }, 240_000);
  },
);
