import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { hash, parseOptions, verify } from "@node-rs/argon2";

/**
 * argon2id at OWASP's first recommendation (19 MiB, 2 passes, 1 lane), through @node-rs/argon2's prebuilt
 * binaries. Hashes made before (scrypt N=2^14) still verify and are replaced on the next sign-in
 * (`needsRehash`). See docs/decisions/008-security-hardening.md.
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Argon2id in @node-rs/argon2's Algorithm enum (a const enum, so not importable as a value). */
const ARGON2ID = 2;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, { ...ARGON2_OPTIONS, algorithm: ARGON2ID });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("$argon2")) {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }
  if (stored.startsWith("scrypt$")) return verifyScrypt(password, stored);
  return false;
}

/** Whether a stored hash is weaker than today's parameters (an old scrypt hash, or lighter argon2). */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith("$argon2id$")) return true;
  try {
    const options = parseOptions(stored);
    return (
      options.memoryCost < ARGON2_OPTIONS.memoryCost ||
      options.timeCost < ARGON2_OPTIONS.timeCost ||
      options.parallelism < ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

/** The scheme used until issue 9: `scrypt$N$r$p$salt$hash`. Verify only. */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, expectedText] = stored.split("$");
  if (!salt || !expectedText) return Promise.resolve(false);
  const expected = Buffer.from(expectedText, "base64url");
  return new Promise((resolve) =>
    scrypt(
      password,
      Buffer.from(salt, "base64url"),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 },
      (error, key) => resolve(!error && key.length === expected.length && timingSafeEqual(key, expected)),
    ),
  );
}

/** Kept for tests of the upgrade path: a hash in the old scrypt format. */
export function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error
        ? reject(error)
        : resolve(`scrypt$16384$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`),
    ),
  );
}

/**
 * A hash to compare against when the account does not exist, so timing does not reveal it: a real
 * argon2id hash of a random secret, made once on first use.
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(24).toString("base64url")));

export function randomPassword(): string {
  return randomBytes(12).toString("base64url");
}
