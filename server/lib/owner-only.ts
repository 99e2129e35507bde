import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";

/**
 * Files the app writes hold password hashes, session hashes, applicants' data and the audit trail: from
 * start-up on, every file it creates is its user's alone (0600, folders 0700), whatever umask it was given.
 */
export function ownerOnlyFromNowOn(): void {
  process.umask(0o077);
}

/** Creates `dir` (and its parents) and makes it 0700, also when it already existed. */
export function ownerOnlyDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

export async function ownerOnlyDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/**
 * Makes every folder under `dir` 0700 and every file 0600. The embedded database (PGlite's emulated file
 * system) sets its own files' modes, 0666 for most, ignoring the umask.
 */
export function ownerOnlyTree(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) ownerOnlyTree(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}
