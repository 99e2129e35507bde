import { createReadStream } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { ownerOnlyDir } from "../lib/owner-only";
import type { Database, Db, Executor } from "../db/client";
import { isValidKey, type Storage } from "../storage/storage";
import { RATE_LIMIT_TABLE } from "../lib/rate-limiter";

/**
 * Backups: one .tar.gz holding every table of the app's database as JSON (read inside one
 * REPEATABLE READ, read-only transaction, so the tables agree with each other) and every media file.
 * The JSON is produced and read back by PostgreSQL itself (json_agg / json_populate_recordset), so an
 * archive taken from the embedded database restores into a PostgreSQL server and the reverse.
 */
export const BACKUP_FORMAT = 1;
const ARCHIVE = /^backup-\d{8}T\d{6}Z(-\d+)?\.tar\.gz$/;

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: Database["kind"];
  /** Applied migrations when the backup was taken (a restore refuses an archive newer than the code). */
  migrations: number;
  tables: Record<string, number>;
  media: number;
}

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : (result as Rows).rows;

async function query<T = Record<string, unknown>>(db: Executor | Db, statement: ReturnType<typeof sql>) {
  return rowsOf(await db.execute(statement)) as T[];
}

/** Counters that only matter for minutes (rate limits): not data to back up or restore. */
export const TRANSIENT_TABLES: readonly string[] = [RATE_LIMIT_TABLE];

/** The app's tables in the public schema, parents before children (foreign keys). */
async function appTables(db: Executor | Db): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !TRANSIENT_TABLES.includes(name));
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const edge of edges) if (edge.child === table) visit(edge.parent, seen);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function appliedMigrations(db: Db): Promise<number> {
  const [row] = await query<{ count: number | string }>(
    db,
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  ).catch(() => [{ count: 0 }]);
  return Number(row?.count ?? 0);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A file name with the time, e.g. backup-20261123T023000Z.tar.gz. */
export function archiveName(now = new Date()): string {
  return `backup-${now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.tar.gz`;
}

/** Writes one archive of the database and media into `dir`; answers its path and manifest. */
export async function createBackup(options: {
  database: Database;
  storage: Storage;
  dir: string;
  now?: Date;
}): Promise<{ file: string; manifest: BackupManifest }> {
  const { database, storage } = options;
  const staging = await mkdtemp(path.join(tmpdir(), "college-backup-"));
  try {
    await mkdir(path.join(staging, "db"));
    const tables: Record<string, number> = {};
    const migrations = await appliedMigrations(database.db);
    await database.db.transaction(
      async (tx) => {
        for (const table of await appTables(tx)) {
          const [row] = await query<{ data: string; count: number | string }>(
            tx,
            sql.raw(
              `select coalesce(json_agg(t), '[]'::json)::text as data, count(*) as count from ${quote(table)} t`,
            ),
          );
          await writeFile(path.join(staging, "db", `${table}.json`), row?.data ?? "[]");
          tables[table] = Number(row?.count ?? 0);
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    // Media files are never changed in place (names follow content), so copying them after the
    // snapshot gives every file it refers to, unless one was deleted in the meantime.
    let media = 0;
    for await (const key of storage.list()) {
      const bytes = await storage.get(key);
      if (!bytes) continue;
      const target = path.join(staging, "media", ...key.split("/"));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      media += 1;
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: (options.now ?? new Date()).toISOString(),
      database: database.kind,
      migrations,
      tables,
      media,
    };
    await writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    // Archives hold password hashes, two-factor secrets and applicants' data: the owner's alone.
    await ownerOnlyDir(options.dir);
    let file = path.join(options.dir, archiveName(options.now));
    for (let n = 1; await stat(file).catch(() => null); n += 1) {
      file = path.join(options.dir, archiveName(options.now).replace(".tar.gz", `-${n}.tar.gz`));
    }
    const entries = ["manifest.json", "db", ...(media > 0 ? ["media"] : [])];
    await tar.create({ gzip: true, file: `${file}.part`, cwd: staging, portable: true }, entries);
    await chmod(`${file}.part`, 0o600);
    await rename(`${file}.part`, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` archives in `dir` and removes older ones; answers the removed names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => ARCHIVE.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

export class RestoreRefused extends Error {}

/**
 * Restores an archive into `database` (already migrated) and `storage`. Refuses an install that holds
 * data unless `force`, which first drops and re-creates every table (even append-only ones).
 */
export async function restoreBackup(options: {
  file: string;
  database: Database;
  storage: Storage;
  force?: boolean;
}): Promise<BackupManifest> {
  const { database, storage } = options;
  const staging = await mkdtemp(path.join(tmpdir(), "college-restore-"));
  try {
    await new Promise<void>((resolve, reject) =>
      createReadStream(options.file)
        .on("error", reject)
        .pipe(tar.extract({ cwd: staging, strict: true }))
        .on("error", reject)
        .on("finish", () => resolve()),
    );
    const manifest = JSON.parse(
      await readFile(path.join(staging, "manifest.json"), "utf8"),
    ) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT)
      throw new RestoreRefused(`Unknown backup format ${manifest.format}`);
    const migrations = await appliedMigrations(database.db);
    if (manifest.migrations > migrations) {
      throw new RestoreRefused(
        `The backup comes from a newer release (${manifest.migrations} migrations, this one has ${migrations}): upgrade first.`,
      );
    }

    const existing = await appTables(database.db);
    const counts = await Promise.all(
      existing.map(async (table) => {
        const [row] = await query<{ count: number | string }>(
          database.db,
          sql.raw(`select count(*) as count from ${quote(table)}`),
        );
        return Number(row?.count ?? 0);
      }),
    );
    let hasMedia = false;
    for await (const key of storage.list()) {
      hasMedia = Boolean(key);
      break;
    }
    if (counts.some((count) => count > 0) || hasMedia) {
      if (!options.force) {
        throw new RestoreRefused(
          "This install already holds data. Restore into an empty install, or pass --force to replace everything in it.",
        );
      }
      await database.db.execute(sql.raw("drop schema public cascade"));
      await database.db.execute(sql.raw("create schema public"));
      await database.db.execute(sql.raw("drop schema if exists drizzle cascade"));
      await database.migrate();
      for await (const key of storage.list()) await storage.remove(key);
    }

    const tables = await appTables(database.db);
    // Generated columns (computed from others, such as an enquiry's phone key) are written by the database.
    const generated = new Set(
      (
        await query<{ table: string; column: string }>(
          database.db,
          sql`select table_name as "table", column_name as "column" from information_schema.columns
              where table_schema = 'public' and is_generated = 'ALWAYS'`,
        )
      ).map(({ table, column }) => `${table}.${column}`),
    );
    await database.db.transaction(async (tx) => {
      for (const table of tables) {
        const file = path.join(staging, "db", `${table}.json`);
        const data = await readFile(file, "utf8").catch(() => null);
        if (data === null) continue;
        const rows = JSON.parse(data) as Record<string, unknown>[];
        if (rows.length === 0) continue;
        // Only the archive's columns: columns added since take their defaults.
        const columns = Object.keys(rows[0]!)
          .filter((column) => !generated.has(`${table}.${column}`))
          .map(quote)
          .join(", ");
        await tx.execute(
          sql`${sql.raw(`insert into ${quote(table)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${quote(table)}, `)}${data}::json)`,
        );
      }
      // Sequences (serial / identity columns) continue after the restored rows.
      const sequences = await query<{ table: string; column: string }>(
        tx,
        sql`select table_name as "table", column_name as "column" from information_schema.columns
            where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
      );
      for (const { table, column } of sequences) {
        await tx.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('${quote(table)}', '${column}'), coalesce(max(${quote(column)}), 0) + 1, false) from ${quote(table)}`,
          ),
        );
      }
    });

    const mediaDir = path.join(staging, "media");
    const files = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of files) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(mediaDir, full).split(path.sep).join("/");
      if (isValidKey(key)) await storage.put(key, await readFile(full));
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
