// npm run restore -- FILE [--force]: restores a backup archive into this install (DATABASE_URL or
// DATA_DIR, and the configured media storage). Refuses an install holding data unless --force.
// Stop the app first.
import path from "node:path";
import { restoreBackup } from "../server/backup/backup";
import { EnvError, loadCommandEnv } from "../server/env";
import { ownerOnlyFromNowOn } from "../server/lib/owner-only";
import { storageFromEnv } from "../server/storage/storage-from-env";
import { openCommandDatabase } from "./command-database";

const args = process.argv.slice(2);
const force = args.includes("--force");
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) {
  process.stderr.write("Usage: npm run restore -- FILE [--force]\n");
  process.exit(2);
}
try {
  const env = loadCommandEnv();
  ownerOnlyFromNowOn();
  const database = await openCommandDatabase(env);
  const manifest = await restoreBackup({ file, database, storage: storageFromEnv(env), force });
  await database.close();
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  process.stdout.write(
    `Restored ${path.basename(file)} (taken ${manifest.createdAt} from the ${manifest.database} database): ${rows} rows, ${manifest.media} media files\n`,
  );
} catch (error) {
  process.stderr.write(
    `${error instanceof EnvError ? error.message : `Restore failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
}
