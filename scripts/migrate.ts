// npm run db:migrate: applies pending migrations to the configured database (the app also does this on start).
import { EnvError, loadCommandEnv } from "../server/env";
import { openCommandDatabase } from "./command-database";

try {
  const env = loadCommandEnv();
  const database = await openCommandDatabase(env);
  await database.close();
  process.stdout.write(`Migrations applied to the ${database.kind} database.\n`);
} catch (error) {
  process.stderr.write(
    `${error instanceof EnvError ? error.message : `Migration failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
}
