import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { createMemoryMailer } from "../mail/mailer";
import { createServices } from "../services";
import { createLocalStorage } from "../storage/local-storage";
import type { Storage } from "../storage/storage";
import { createApp } from "../app";
import { openTestDatabase, TEST_PASSWORD, TEST_PUBLIC_URL } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { createBackup, pruneBackups, restoreBackup, RestoreRefused, TRANSIENT_TABLES } from "./backup";

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

async function folder(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** An app on `database` with local media, filled through its API with every kind of record. */
async function filledInstall(database: Database, storage: Storage) {
  const services = createServices({
    database,
    config: {
      LOGIN_RATE_LIMIT: 1000,
      PUBLIC_FORM_RATE_LIMIT: 1000,
      RATE_LIMIT_WINDOW_SECONDS: 900,
      PUBLIC_URL: TEST_PUBLIC_URL,
    },
    mailer: createMemoryMailer(),
    storage,
    logger: pino({ level: "silent" }),
  });
  const app = createApp({ services });
  const call = (url: string, init: RequestInit) =>
    app.request(`http://localhost${url}`, init, { incoming: { socket: { remoteAddress: "2001:db8::1" } } });
  const email = `admin-${unique()}@example.edu.in`;
  await services.users.create({ name: "Backup Admin", email, password: TEST_PASSWORD, role: "admin" });
  const login = await call("/api/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#884422" } })
    .jpeg()
    .toBuffer();
  for (let i = 0; i < 2; i += 1) {
    const form = new FormData();
    form.set("name", `Dr. Backup ${i}`);
    form.set("designation", "Professor");
    form.set("qualification", "MBBS, MD");
    form.set("regNo", `BK-${unique()}`);
    form.set("photo", new File([photo], "p.jpg", { type: "image/jpeg" }));
    const created = await call("/api/faculty", {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status).toBe(201);
  }
  const post = (url: string, body: unknown) =>
    call(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  expect(
    (
      await post("/api/contact-us", {
        name: "Sunita Devi",
        email: "sunita@example.com",
        phone: "+91 98765 43210",
        subject: "Hostel",
        message: "Is there a girls' hostel?",
        category: "admissions",
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await post("/api/enquiry", {
        name: "Asha Verma",
        email: "asha@example.com",
        phone: "9876543210",
        course: "MBBS",
        neetScore: "612",
        message: "Seats?",
      })
    ).status,
  ).toBe(201);
  return services;
}

/** Every row of every app table, as PostgreSQL renders it to JSON, sorted. */
async function snapshot(database: Database) {
  const result = await database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const rows = (
    Array.isArray(result) ? result : (result as unknown as { rows: { name: string }[] }).rows
  ) as {
    name: string;
  }[];
  const out: Record<string, string[]> = {};
  for (const { name } of rows.filter((row) => !TRANSIENT_TABLES.includes(row.name))) {
    const data = await database.db.execute(sql.raw(`select row_to_json(t)::text as r from "${name}" t`));
    const list = (Array.isArray(data) ? data : (data as unknown as { rows: { r: string }[] }).rows) as {
      r: string;
    }[];
    out[name] = list.map((row) => row.r).sort();
  }
  return out;
}

async function mediaOf(storage: Storage) {
  const files: Record<string, string> = {};
  for await (const key of storage.list()) files[key] = (await storage.get(key))!.toString("base64");
  return files;
}

async function roundTrip(source: Database, target: Database) {
  const sourceStorage = createLocalStorage(await folder("college-backup-src-"));
  await filledInstall(source, sourceStorage);
  const backups = await folder("college-backups-");
  const { file, manifest } = await createBackup({ database: source, storage: sourceStorage, dir: backups });
  expect(path.basename(file)).toMatch(/^backup-\d{8}T\d{6}Z\.tar\.gz$/);
  expect(manifest.tables).toEqual(
    expect.objectContaining({ faculty: 2, contact_messages: 1, enquiries: 1, users: 1 }),
  );
  expect(manifest.media).toBe(4);

  const targetStorage = createLocalStorage(await folder("college-backup-dst-"));
  await restoreBackup({ file, database: target, storage: targetStorage });
  const [before, after] = [await snapshot(source), await snapshot(target)];
  expect(after).toEqual(before);
  expect(before.faculty).toHaveLength(2);
  expect(await mediaOf(targetStorage)).toEqual(await mediaOf(sourceStorage));

  // The restored install serves the same data: its admin signs in, its photos are served.
  const restored = await filledInstallCheck(target, targetStorage);
  expect(restored).toBe(true);

  // A second restore into the now non-empty install is refused without --force, accepted with it.
  await expect(restoreBackup({ file, database: target, storage: targetStorage })).rejects.toBeInstanceOf(
    RestoreRefused,
  );
  await restoreBackup({ file, database: target, storage: targetStorage, force: true });
  expect(await snapshot(target)).toEqual(before);
}

async function filledInstallCheck(database: Database, storage: Storage) {
  const services = createServices({
    database,
    config: {
      LOGIN_RATE_LIMIT: 1000,
      PUBLIC_FORM_RATE_LIMIT: 1000,
      RATE_LIMIT_WINDOW_SECONDS: 900,
      PUBLIC_URL: TEST_PUBLIC_URL,
    },
    mailer: createMemoryMailer(),
    storage,
    logger: pino({ level: "silent" }),
  });
  const app = createApp({ services });
  const list = await app.request("http://localhost/api/faculty?limit=10");
  const body = (await list.json()) as { data: { faculty: { photo: string | null }[] } };
  expect(body.data.faculty).toHaveLength(2);
  for (const member of body.data.faculty) {
    expect((await app.request(`http://localhost${member.photo}`)).status).toBe(200);
  }
  return true;
}

describe("backup and restore", () => {
  it("restores an archive into a fresh database identically: every row and media file", async () => {
    const source = await openTestDatabase();
    cleanup.push(source.drop);
    const target = await openTestDatabase();
    cleanup.push(target.drop);
    await roundTrip(source.database, target.database);
  }, 120_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "restores a backup of the embedded database into PostgreSQL",
    async () => {
      const embedded = await openDatabase({ kind: "embedded" });
      cleanup.push(() => embedded.close());
      await embedded.migrate();
      const target = await openTestDatabase();
      cleanup.push(target.drop);
      expect(target.database.kind).toBe("postgres");
      await roundTrip(embedded, target.database);
    },
    120_000,
  );

  it("keeps the newest BACKUP_KEEP archives", async () => {
    const dir = await folder("college-prune-");
    const { writeFile } = await import("node:fs/promises");
    for (const day of ["20261120", "20261121", "20261122", "20261123"]) {
      await writeFile(path.join(dir, `backup-${day}T023000Z.tar.gz`), "x");
    }
    await writeFile(path.join(dir, "notes.txt"), "kept");
    expect(await pruneBackups(dir, 2)).toEqual([
      "backup-20261120T023000Z.tar.gz",
      "backup-20261121T023000Z.tar.gz",
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      "backup-20261122T023000Z.tar.gz",
      "backup-20261123T023000Z.tar.gz",
      "notes.txt",
    ]);
  });
});
