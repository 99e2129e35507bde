import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** Embedded: a migrated PGlite data directory dump, loaded by each test file. */
    pgliteTemplate?: string;
    /** PostgreSQL: a migrated template database each test file copies. */
    postgresTemplate?: { url: string; name: string };
  }
}

/** Migrates one database per run; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `app_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = withDatabase(serverUrl, name);
    const database = await openDatabase({ kind: "postgres", url: templateUrl });
    await database.migrate();
    await database.close();
    project.provide("postgresTemplate", { url: serverUrl, name });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    };
  }
  const database = await openDatabase({ kind: "embedded" });
  await database.migrate();
  const client = (database as unknown as { client: { dumpDataDir(compression: "none"): Promise<Blob> } })
    .client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const file = path.join(await mkdtemp(path.join(tmpdir(), "college-test-")), "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
