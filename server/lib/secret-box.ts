import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * Small secrets kept encrypted at rest (AES-256-GCM, node:crypto): `v1:<iv>:<tag>:<ciphertext>`, each part
 * base64url. The version prefix lets a later format or key coexist with this one.
 */
const VERSION = "v1";
const IV_BYTES = 12;
export const SECRET_KEY_BYTES = 32;

/** The key did not open the value (another key, or the value was altered). */
export class SecretKeyError extends Error {}

export const isSealed = (value: string) => value.startsWith(`${VERSION}:`);

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(":");
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split(":");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new SecretKeyError("The stored value is not in a known encrypted format");
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretKeyError("The key does not open the stored value");
  }
}

/** A short fingerprint of a key (not the key, and no help in finding it): tells which key the data needs. */
export const keyFingerprint = (key: Buffer) =>
  createHmac("sha256", key).update("secret-box key check").digest("base64url").slice(0, 22);

/** A key from its base64 text, or null when it is not exactly SECRET_KEY_BYTES bytes of base64. */
export function keyFromBase64(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, "base64");
  return key.length === SECRET_KEY_BYTES && key.toString("base64") === trimmed ? key : null;
}
