// npm run backup: one archive of the database and media in BACKUP_DIR (default DATA_DIR/backups),
// keeping the newest BACKUP_KEEP. Safe while the app runs (PostgreSQL); the embedded database is one
// process's: stop the app first, or let the app's own daily backup (BACKUP_AT) do it.
import { backupDir } from "../server/backup/backup-dir";
import { createBackup, pruneBackups } from "../server/backup/backup";
import { EnvError, loadCommandEnv } from "../server/env";
import { ownerOnlyFromNowOn } from "../server/lib/owner-only";
import { storageFromEnv } from "../server/storage/storage-from-env";
import { openCommandDatabase } from "./command-database";

try {
  const env = loadCommandEnv();
  ownerOnlyFromNowOn();
  const database = await openCommandDatabase(env);
  const dir = backupDir(env);
  const { file, manifest } = await createBackup({ database, storage: storageFromEnv(env), dir });
  const removed = await pruneBackups(dir, env.BACKUP_KEEP);
  await database.close();
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  process.stdout.write(
    `Backup written: ${file}\n  ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.media} media files` +
      (removed.length
        ? `\n  removed ${removed.length} older archive(s) (BACKUP_KEEP=${env.BACKUP_KEEP})`
        : "") +
      "\n",
  );
} catch (error) {
  process.stderr.write(
    `${error instanceof EnvError ? error.message : `Backup failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
}
