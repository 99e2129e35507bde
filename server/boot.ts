import path from "node:path";
import { backupDir } from "./backup/backup-dir";
import { createBackup, pruneBackups } from "./backup/backup";
import { openDatabase, type Database } from "./db/client";
import { dailyAt } from "./lib/schedules";
import type { Env } from "./env";
import type { Logger } from "pino";
import { createLogger } from "./http/logger";
import { ownerOnlyDir, ownerOnlyFromNowOn } from "./lib/owner-only";
import { createMailer } from "./mail/mailer";
import { metrics } from "./metrics/metrics";
import { createServices, seedModules, type Services } from "./services";
import { storageFromEnv } from "./storage/storage-from-env";
import { loadTotpKey } from "./two-factor/totp-key";

/** Opens the database, applies migrations, seeds, and builds the services: shared by start and dev. */
export async function boot(
  env: Env,
): Promise<{ services: Services; signIn?: { email: string; password?: string } }> {
  ownerOnlyFromNowOn();
  await ownerOnlyDir(env.DATA_DIR);
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "embedded", dataDir: path.join(env.DATA_DIR, "db") },
  );
  try {
    return await startServices(env, database, logger);
  } catch (error) {
    // A refused start (e.g. the wrong two-factor key) leaves no database open behind it.
    await database.close();
    throw error;
  }
}

async function startServices(env: Env, database: Database, logger: Logger) {
  // Two instances starting together on one PostgreSQL database take turns to migrate, then to seed: the second
  // finds the work done (each seed fills only what is missing).
  await database.exclusive("migrate", () => database.migrate());
  if (database.poolStats) metrics.setDbPoolSource(database.poolStats);
  // The key of the authenticator secrets: from the setting, or DATA_DIR/totp.key (made on first start).
  const totpKey = await loadTotpKey({ setting: env.TOTP_ENCRYPTION_KEY, dataDir: env.DATA_DIR });
  const services = createServices({
    database,
    config: { ...env, TOTP_ENCRYPTION_KEY: totpKey },
    logger,
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      logger,
      dir: env.MAIL_DIR,
      production: env.NODE_ENV === "production",
    }),
    storage: storageFromEnv(env),
  });
  // Each module's starting records (and samples), in module order; the users module makes the admin account.
  const { signIn } = await database.exclusive("seed", () =>
    seedModules(services, {
      sampleData: env.SAMPLE_DATA,
      admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    }),
  );
  if (env.BACKUP_AT) {
    // Once a day across all instances (the scheduler's claim), into this instance's BACKUP_DIR.
    services.scheduler.register({
      name: "backup.daily",
      due: dailyAt(env.BACKUP_AT),
      run: async () => {
        const dir = backupDir(env);
        const { file } = await createBackup({ database, storage: services.storage, dir });
        await pruneBackups(dir, env.BACKUP_KEEP);
        logger.info({ file: path.basename(file) }, "backup written");
      },
    });
  }
  return { services, signIn };
}

export function printSignIn(url: string, signIn?: { email: string; password?: string }) {
  const lines = [`\n  Medical college site is running at ${url}`, `  Staff back-office: ${url}/login`];
  if (signIn?.password) {
    lines.push(
      `  Admin sign-in (shown once, change it after signing in):`,
      `    email:    ${signIn.email}`,
      `    password: ${signIn.password}`,
    );
  } else if (signIn) {
    lines.push(`  Admin sign-in: ${signIn.email} with the ADMIN_PASSWORD you set`);
  } else {
    lines.push(
      `  Sign in with the admin account created on first start (set ADMIN_EMAIL and ADMIN_PASSWORD to reset it).`,
    );
  }
  process.stdout.write(`${lines.join("\n")}\n\n`);
}
