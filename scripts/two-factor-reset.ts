// npm run two-factor:reset -- --yes: after the two-factor key (TOTP_ENCRYPTION_KEY or DATA_DIR/totp.key) is
// lost, turns two-factor sign-in off for every account so that everyone can sign in with the password and
// enrol again (see docs/deploy.md, "The two-factor key"). Stop the app first when the database is embedded.
import { auditCatalogueOf } from "../server/audit/audit-catalogue";
import { createAuditService } from "../server/audit/audit.service";
import { EnvError, loadCommandEnv } from "../server/env";
import { ownerOnlyFromNowOn } from "../server/lib/owner-only";
import { modules } from "../server/modules";
import { resetTwoFactorForEveryone } from "../server/two-factor/two-factor.service";
import { openCommandDatabase } from "./command-database";

try {
  if (!process.argv.includes("--yes")) {
    process.stdout.write(
      "This turns two-factor sign-in off for every account (everyone enrols again). Run it with --yes to go ahead.\n",
    );
    process.exit(2);
  }
  const env = loadCommandEnv();
  ownerOnlyFromNowOn();
  const database = await openCommandDatabase(env);
  const accounts = await resetTwoFactorForEveryone(
    database.db,
    createAuditService(database.db, auditCatalogueOf(modules)),
  );
  await database.close();
  process.stdout.write(
    `Two-factor sign-in is off for ${accounts} account(s); the next start records the new key.\n`,
  );
} catch (error) {
  process.stderr.write(
    `${error instanceof EnvError ? error.message : `Reset failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
}
