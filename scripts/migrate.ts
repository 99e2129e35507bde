// npm run db:migrate: applies pending migrations to the configured database (the app also does this on start).
import path from "node:path";
import { openDatabase } from "../server/db/client";
import { loadEnv } from "../server/env";

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "embedded", dataDir: path.join(env.DATA_DIR, "db") },
);
await database.migrate();
await database.close();
process.stdout.write(`Migrations applied to the ${database.kind} database.\n`);
