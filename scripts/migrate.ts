// npm run db:migrate: applies pending migrations to the configured database (the app also does this on start).
import path from "node:path";
import { openDatabase } from "../server/db/client";
import { EnvError, loadCommandEnv } from "../server/env";

try {
  const env = loadCommandEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "embedded", dataDir: path.join(env.DATA_DIR, "db") },
  );
  await database.migrate();
  await database.close();
  process.stdout.write(`Migrations applied to the ${database.kind} database.\n`);
} catch (error) {
  process.stderr.write(
    `${error instanceof EnvError ? error.message : `Migration failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
}
