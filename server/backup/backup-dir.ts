import path from "node:path";
import type { Env } from "../env";

/** BACKUP_DIR, or DATA_DIR/backups. */
export const backupDir = (env: Pick<Env, "BACKUP_DIR" | "DATA_DIR">) =>
  env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups");
