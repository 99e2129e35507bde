import path from "node:path";
import { openDatabase } from "../server/db/client";
import type { Env } from "../server/env";

/** An operator command's database: the install's own (DATABASE_URL, else the embedded one in DATA_DIR), migrated. */
export async function openCommandDatabase(env: Env) {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "embedded", dataDir: path.join(env.DATA_DIR, "db") },
  );
  await database.migrate();
  return database;
}
