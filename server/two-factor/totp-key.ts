import { randomBytes } from "node:crypto";
import { chmod, link, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { keyFromBase64, SECRET_KEY_BYTES } from "../lib/secret-box";

export const TOTP_KEY_FILE = "totp.key";

/**
 * The key that encrypts the authenticator secrets: TOTP_ENCRYPTION_KEY when set (several instances share
 * it), otherwise DATA_DIR/totp.key, made on first start (0600; written whole to a temporary file, then linked
 * into place, which never replaces a key another process put there first). The file lives beside the
 * database, not in it, and no backup includes it.
 */
export async function loadTotpKey(options: { setting?: Buffer; dataDir: string }): Promise<Buffer> {
  if (options.setting) return options.setting;
  const file = path.join(options.dataDir, TOTP_KEY_FILE);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(draft, `${randomBytes(SECRET_KEY_BYTES).toString("base64")}\n`, {
    flag: "wx",
    mode: 0o600,
  });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  await chmod(file, 0o600);
  const key = keyFromBase64(await readFile(file, "utf8"));
  if (!key) {
    throw new Error(
      `${file} is not a two-factor key (32 random bytes in base64). Restore the file from where you keep it, or see docs/deploy.md ("The two-factor key").`,
    );
  }
  return key;
}
