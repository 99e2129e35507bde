import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { createHash, randomBytes } from "node:crypto";

/** What standard authenticator apps expect: 30-second steps, 6 digits, HMAC-SHA-1 (RFC 6238). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes from one step before or after are accepted too (clock drift, typing time). */
const DRIFT_STEPS = 1;

/** A new 160-bit key, as the base32 text a person types into an app. */
export const newTotpSecret = () => encodeBase32UpperCaseNoPadding(randomBytes(20));

export const totpKeyUri = (issuer: string, account: string, secret: string) =>
  createTOTPKeyURI(issuer, account, decodeBase32IgnorePadding(secret), TOTP_PERIOD_SECONDS, TOTP_DIGITS);

export const totpStep = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

/** The code of one time step (tests compute codes with it too). */
export const totpCode = (secret: string, step: number) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), TOTP_DIGITS);

/**
 * The time step a code belongs to (within the drift window), or null. The caller refuses a step that
 * is not newer than the last one used, so a code cannot be replayed within its window.
 */
export function matchTotp(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(nowMs);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (totpCode(secret, step) === code) return step;
  }
  return null;
}

/** Ten single-use recovery codes, xxxxx-xxxxx in lower-case base32 (50 random bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const text = encodeBase32UpperCaseNoPadding(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Recovery codes are stored as SHA-256: they are random, so a slow hash adds nothing. */
export const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(code.trim().toLowerCase().replace(/\s+/g, "")).digest("base64url");
