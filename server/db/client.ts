import { mkdirSync } from "node:fs";
import path from "node:path";
import { ownerOnlyDirSync, ownerOnlyTree } from "../lib/owner-only";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";

export type Db = ReturnType<typeof drizzlePglite>;
/** A transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Where a query can run: the database or an open transaction (so a write and its audit entry share one). */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: "embedded" | "postgres";
  /** PostgreSQL only: the connection pool, for libraries that speak pg directly (the rate-limit store). */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs work of the same `name` on this database: two instances starting
   * together on one PostgreSQL database take turns (a session advisory lock, on a connection of its own so
   * `work` keeps the whole pool). The embedded database belongs to one process: `work` just runs.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Connection pool figures (PostgreSQL only; the embedded database has one connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const migrationsFolder = path.resolve(process.cwd(), "server/db/migrations");

export type DatabaseOptions =
  { kind: "postgres"; url: string } | { kind: "embedded"; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // The two drivers' drizzle types differ only in their result wrapper; queries are written once.
    const db = drizzlePostgres(pool) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      migrate: () => migratePostgresWhenPending(db),
      exclusive: async (name, work) => {
        const holder = new pg.Client({ connectionString: options.url });
        await holder.connect();
        try {
          await holder.query("select pg_advisory_lock(hashtext($1))", [`exclusive:${name}`]);
          return await work();
        } finally {
          // Closing the connection releases its lock.
          await holder.end();
        }
      },
      ping: () => ping(db),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  // The database's folder is the app user's alone (a new parent too; boot makes DATA_DIR 0700). PGlite's file
  // modes are fixed after it opens and after migrations; the 0700 folder keeps what it creates later private.
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o700 });
    ownerOnlyDirSync(dataDir);
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  if (dataDir) ownerOnlyTree(dataDir);
  const db = drizzlePglite(client);
  return {
    db,
    kind: "embedded",
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      if (dataDir) ownerOnlyTree(dataDir);
    },
    exclusive: (_name, work) => work(),
    ping: () => ping(db),
    close: () => client.close(),
    // Exposed for the test harness, which snapshots a migrated database once per run.
    ...({ client } as object),
  };
}

export const MIGRATIONS_PENDING_MESSAGE =
  'This database role may not apply the pending migrations (or read which are applied). Run `npm run db:migrate` with the DATABASE_URL of the role that owns the tables, give the app\'s role the privileges docs/deploy.md lists ("A database role that does not own the tables"), then start again.';

const isPermissionDenied = (error: unknown) =>
  (error as { code?: string }).code === "42501" ||
  (error as { cause?: { code?: string } }).cause?.code === "42501";

/**
 * Applies the migrations not yet applied. When there are none, it does nothing at all: drizzle's migrator
 * would still run `CREATE SCHEMA IF NOT EXISTS`, which a role without the CREATE privilege may not, so an app
 * whose role does not own the tables (the owner migrates) could not start. The check reads the same
 * bookkeeping the migrator does (the newest applied migration's time against the newest file's).
 */
async function migratePostgresWhenPending(db: Db): Promise<void> {
  try {
    if (await migrationsApplied(db)) return;
    await migratePostgres(db as never, { migrationsFolder });
  } catch (error) {
    if (isPermissionDenied(error)) throw new Error(MIGRATIONS_PENDING_MESSAGE, { cause: error });
    throw error;
  }
}

async function migrationsApplied(db: Db): Promise<boolean> {
  const newest = readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis ?? 0;
  const [table] = (
    await db.execute<{ present: boolean }>(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    )
  ).rows;
  if (!table?.present) return false;
  const [applied] = (
    await db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    )
  ).rows;
  return Boolean(applied?.newest) && Number(applied!.newest) >= newest;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
