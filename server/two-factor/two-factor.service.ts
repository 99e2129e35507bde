import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import QRCode from "qrcode";
import {
  DISABLE_REFUSED_MESSAGE,
  INVALID_CODE_MESSAGE,
  TICKET_EXPIRED_MESSAGE,
  ENROL_BEFORE_REQUIRING_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from "../../contract/two-factor";
import { systemActor, type Actor } from "../actor";
import type { Db, Executor } from "../db/client";
import { conflict, forbidden, invalid, rateLimited, unauthenticated, unavailable } from "../errors";
import { isSealed, keyFingerprint, openSecret, sealSecret } from "../lib/secret-box";
import type { Services } from "../module";
import { metrics } from "../metrics/metrics";
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, totpKeyUri } from "./totp";
import { loginTickets, recoveryCodes, securitySettings, twoFactorCredentials } from "./two-factor.schema";

type CredentialRow = typeof twoFactorCredentials.$inferSelect;

const MINUTE = 60_000;
export const TICKET_MS = 5 * MINUTE;
/** Wrong codes allowed per account within the window, across sign-in, enabling and disabling. */
export const MAX_FAILED_CODES = 5;
/** Wrong codes one sign-in ticket takes before it is spent (the password step must be passed again). */
export const MAX_CODES_PER_TICKET = 3;
const FAILED_WINDOW_MS = 15 * MINUTE;
const SETTINGS_CACHE_MS = 5_000;
export const TOTP_ISSUER = "GVIMS staff back-office";

const newTicket = () => randomBytes(32).toString("base64url");
const hashTicket = (ticket: string) => createHash("sha256").update(ticket).digest("base64url");

export interface TwoFactorOptions {
  now?: () => number;
  /** Encrypts the authenticator secrets at rest (TOTP_ENCRYPTION_KEY or DATA_DIR/totp.key, boot decides). */
  key?: Buffer;
}

/** Start-up stops with this when the configured key is not the one the database's secrets need. */
export const WRONG_KEY_MESSAGE =
  'The two-factor key (TOTP_ENCRYPTION_KEY, or DATA_DIR/totp.key when unset) is not the key this database\'s authenticator secrets were encrypted with. Start with the right key (every instance needs the same one), or, if it is lost, follow docs/deploy.md ("The two-factor key"): everyone re-enrols.';
const CANNOT_CHECK_MESSAGE =
  "Two-factor codes cannot be checked just now (the server's two-factor key does not match). Please tell the administrator.";

type CodeKind = "totp" | "recovery-code";

function signedInUser(actor: Actor) {
  if (!actor.user) throw unauthenticated("Sign in first");
  return actor.user;
}

/**
 * After the two-factor key is lost: nobody's stored secret can be read, so two-factor sign-in is turned off
 * for everyone (secrets, recovery codes and pending tickets deleted) and the key's fingerprint forgotten, so
 * the next start records its new key. Audited. Answers how many accounts had a key.
 */
export async function resetTwoFactorForEveryone(db: Db, audit: Pick<Services["audit"], "record">) {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(twoFactorCredentials).returning({ userId: twoFactorCredentials.userId });
    await tx.delete(recoveryCodes);
    await tx.delete(loginTickets);
    await tx.update(securitySettings).set({ totpKeyCheck: null });
    await audit.record(tx, systemActor, {
      action: "auth.2fa-reset-all",
      entity: "security-settings",
      entityId: "1",
      details: { accounts: removed.length, reason: "two-factor key lost" },
    });
    return removed.length;
  });
}

export function createTwoFactorService(db: Db, services: Services, options: TwoFactorOptions = {}) {
  const now = options.now ?? Date.now;
  function key(): Buffer {
    if (!options.key)
      throw new Error("No two-factor key: the server must be given TOTP_ENCRYPTION_KEY (boot does)");
    return options.key;
  }
  /** The authenticator secret of a credential, in clear; a key that does not open it is the operator's problem. */
  function secretOf(credential: { userId: string; secret: string }): string {
    try {
      return openSecret(key(), credential.secret);
    } catch {
      services.logger.error(
        { userId: credential.userId },
        "an authenticator secret could not be decrypted: is TOTP_ENCRYPTION_KEY (or DATA_DIR/totp.key) the right key?",
      );
      throw unavailable(CANNOT_CHECK_MESSAGE);
    }
  }
  let settingsCache: { value: boolean; at: number } | undefined;

  async function credentialOf(executor: Executor, userId: string) {
    const [row] = await executor
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, userId));
    return row;
  }

  function refuseWhenLocked(row: { failedAttempts: number; failedSince: Date | null }) {
    if (
      row.failedAttempts >= MAX_FAILED_CODES &&
      row.failedSince &&
      row.failedSince.getTime() + FAILED_WINDOW_MS > now()
    ) {
      metrics.rateLimitRefusals.inc({ limiter: "two-factor-code" });
      throw rateLimited(
        "Too many wrong codes. Please wait 15 minutes and try again.",
        (row.failedSince.getTime() + FAILED_WINDOW_MS - now()) / 1000,
      );
    }
  }

  async function countFailure(executor: Executor, userId: string) {
    const windowStart = new Date(now() - FAILED_WINDOW_MS);
    await executor
      .update(twoFactorCredentials)
      .set({
        failedAttempts: sql`case when ${twoFactorCredentials.failedSince} is null or ${twoFactorCredentials.failedSince} < ${windowStart} then 1 else ${twoFactorCredentials.failedAttempts} + 1 end`,
        failedSince: sql`case when ${twoFactorCredentials.failedSince} is null or ${twoFactorCredentials.failedSince} < ${windowStart} then ${new Date(now())} else ${twoFactorCredentials.failedSince} end`,
      })
      .where(eq(twoFactorCredentials.userId, userId));
  }

  /**
   * The one place a code is judged, inside the caller's transaction: the credential row is locked
   * (`FOR UPDATE`) before the wrong-code limit is read, so concurrent attempts on one account queue
   * behind each other and each sees the count the previous one left; at most MAX_FAILED_CODES wrong
   * codes are ever evaluated per window, whatever the number of requests or instances. A wrong code is
   * counted in the same transaction (the caller must commit, not throw, to keep the count).
   */
  async function tryCode(
    tx: Executor,
    userId: string,
    code: string,
    allowRecovery: boolean,
  ): Promise<{ credential: CredentialRow | undefined; kind: CodeKind | null }> {
    const [credential] = await tx
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, userId))
      .for("update");
    if (!credential) return { credential, kind: null };
    refuseWhenLocked(credential);
    const kind = await consumeCode(tx, credential, code, allowRecovery);
    if (!kind) await countFailure(tx, userId);
    return { credential, kind };
  }

  /**
   * Accepts a current authenticator code (newer than the last one used: no replay) or, when allowed, an
   * unused recovery code, using it up. Returns which it was, or null.
   */
  async function consumeCode(
    executor: Executor,
    credential: { userId: string; secret: string },
    code: string,
    allowRecovery: boolean,
  ): Promise<CodeKind | null> {
    const step = matchTotp(secretOf(credential), code, now());
    if (step !== null) {
      const [updated] = await executor
        .update(twoFactorCredentials)
        .set({ lastStep: step, failedAttempts: 0, failedSince: null })
        .where(
          and(
            eq(twoFactorCredentials.userId, credential.userId),
            or(isNull(twoFactorCredentials.lastStep), lt(twoFactorCredentials.lastStep, step)),
          ),
        )
        .returning({ userId: twoFactorCredentials.userId });
      return updated ? "totp" : null;
    }
    if (!allowRecovery || !/^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code)) return null;
    const normalised = code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}`;
    const [used] = await executor
      .update(recoveryCodes)
      .set({ usedAt: new Date(now()) })
      .where(
        and(
          eq(recoveryCodes.userId, credential.userId),
          eq(recoveryCodes.codeHash, hashRecoveryCode(normalised)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    if (!used) return null;
    await executor
      .update(twoFactorCredentials)
      .set({ failedAttempts: 0, failedSince: null })
      .where(eq(twoFactorCredentials.userId, credential.userId));
    return "recovery-code";
  }

  async function readRequireTwoFactor(): Promise<boolean> {
    if (settingsCache && settingsCache.at + SETTINGS_CACHE_MS > now()) return settingsCache.value;
    const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, 1));
    settingsCache = { value: row?.requireTwoFactor ?? false, at: now() };
    return settingsCache.value;
  }

  const service = {
    async isEnabled(userId: string, executor: Executor = db): Promise<boolean> {
      const row = await credentialOf(executor, userId);
      return Boolean(row?.enabledAt);
    },

    /** Which of these users have 2FA on (for the users list). */
    async enabledAmong(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: twoFactorCredentials.userId })
        .from(twoFactorCredentials)
        .where(and(inArray(twoFactorCredentials.userId, userIds), isNotNull(twoFactorCredentials.enabledAt)));
      return new Set(rows.map((row) => row.userId));
    },

    /** Makes a new key for the signed-in user (replacing an unconfirmed one); 2FA is on only after `enable`. */
    async setup(actor: Actor) {
      const user = signedInUser(actor);
      const existing = await credentialOf(db, user.id);
      if (existing?.enabledAt) {
        throw conflict("Two-factor sign-in is already on. Turn it off first to set up a new key.");
      }
      const secret = newTotpSecret();
      const stored = sealSecret(key(), secret);
      await db
        .insert(twoFactorCredentials)
        .values({ userId: user.id, secret: stored })
        .onConflictDoUpdate({
          target: twoFactorCredentials.userId,
          set: { secret: stored, lastStep: null, updatedAt: new Date(now()) },
        });
      const otpauthUrl = totpKeyUri(TOTP_ISSUER, user.email, secret);
      const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return {
        secret,
        otpauthUrl,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
      };
    },

    /** Confirms the key with a current code: 2FA is on, and ten recovery codes are returned (once). */
    async enable(actor: Actor, code: string): Promise<string[]> {
      const user = signedInUser(actor);
      const credential = await credentialOf(db, user.id);
      if (!credential) throw invalid("Set up two-factor sign-in first");
      if (credential.enabledAt) throw conflict("Two-factor sign-in is already on");
      const codes = newRecoveryCodes();
      const accepted = await db.transaction(async (tx) => {
        const attempt = await tryCode(tx, user.id, code, false);
        if (!attempt.credential) throw invalid("Set up two-factor sign-in first");
        if (attempt.credential.enabledAt) throw conflict("Two-factor sign-in is already on");
        if (!attempt.kind) return false;
        await tx
          .update(twoFactorCredentials)
          .set({ enabledAt: new Date(now()), updatedAt: new Date(now()) })
          .where(eq(twoFactorCredentials.userId, user.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await tx
          .insert(recoveryCodes)
          .values(codes.map((value) => ({ userId: user.id, codeHash: hashRecoveryCode(value) })));
        await services.audit.record(tx, actor, {
          action: "auth.2fa-enable",
          entity: "user",
          entityId: user.id,
          changes: { twoFactorEnabled: { from: false, to: true } },
        });
        return true;
      });
      if (!accepted) {
        throw invalid(INVALID_CODE_MESSAGE, [{ field: "code", message: INVALID_CODE_MESSAGE }]);
      }
      return codes;
    },

    /**
     * Turns 2FA off: needs the password and a current code (or a recovery code). The password is checked
     * like a sign-in (throttled, failures audited) and the code only after it, so no recovery code is used
     * up by a wrong password; either being wrong gets the same answer, which tells nothing about the other.
     */
    async disable(actor: Actor, password: string, code: string, address: string): Promise<void> {
      const user = signedInUser(actor);
      const credential = await credentialOf(db, user.id);
      if (!credential?.enabledAt) throw conflict("Two-factor sign-in is not on");
      refuseWhenLocked(credential);
      const refused = () =>
        invalid(DISABLE_REFUSED_MESSAGE, [
          { field: "password", message: DISABLE_REFUSED_MESSAGE },
          { field: "code", message: DISABLE_REFUSED_MESSAGE },
        ]);
      if (!(await services.auth.verifyOwnPassword(actor, password, address, "2fa-disable")).valid) {
        throw refused();
      }
      const accepted = await db.transaction(async (tx) => {
        const attempt = await tryCode(tx, user.id, code, true);
        if (!attempt.credential?.enabledAt) throw conflict("Two-factor sign-in is not on");
        if (!attempt.kind) {
          await services.audit.record(tx, actor, {
            action: "auth.2fa-disable-failed",
            entity: "user",
            entityId: user.id,
            details: { reason: "wrong-code" },
          });
          return false;
        }
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, user.id));
        await services.audit.record(tx, actor, {
          action: "auth.2fa-disable",
          entity: "user",
          entityId: user.id,
          changes: { twoFactorEnabled: { from: true, to: false } },
        });
        return true;
      });
      if (!accepted) throw refused();
    },

    /** After the right password of an account with 2FA on: a ticket for the second step (valid 5 minutes). */
    async issueTicket(userId: string, persistent: boolean): Promise<string> {
      const ticket = newTicket();
      await db.insert(loginTickets).values({
        tokenHash: hashTicket(ticket),
        userId,
        persistent,
        expiresAt: new Date(now() + TICKET_MS),
      });
      return ticket;
    },

    /**
     * The second step: a valid, unused, unexpired ticket and a current code (or an unused recovery code).
     * Uses the ticket up and returns whose sign-in it completes. The ticket row is locked first, then the
     * credential (`tryCode`), so concurrent attempts are decided one after the other; a wrong code is
     * counted against the account and the ticket, and MAX_CODES_PER_TICKET of them spend the ticket.
     */
    async redeemTicket(ticket: string, code: string) {
      const tokenHash = hashTicket(ticket);
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(loginTickets)
          .where(
            and(
              eq(loginTickets.tokenHash, tokenHash),
              isNull(loginTickets.usedAt),
              gt(loginTickets.expiresAt, new Date(now())),
            ),
          )
          .for("update");
        if (!row) throw unauthenticated(TICKET_EXPIRED_MESSAGE);
        const attempt = await tryCode(tx, row.userId, code, true);
        if (!attempt.credential?.enabledAt) throw unauthenticated(TICKET_EXPIRED_MESSAGE);
        const failedCodes = attempt.kind ? row.failedCodes : row.failedCodes + 1;
        await tx
          .update(loginTickets)
          .set({
            failedCodes,
            ...(attempt.kind || failedCodes >= MAX_CODES_PER_TICKET ? { usedAt: new Date(now()) } : {}),
          })
          .where(eq(loginTickets.tokenHash, tokenHash));
        return { row, kind: attempt.kind };
      });
      const { row, kind } = outcome;
      if (!kind) {
        metrics.signInFailures.inc();
        // Whose sign-in failed, for the audit trail.
        throw Object.assign(unauthenticated(INVALID_CODE_MESSAGE), { userId: row.userId });
      }
      return { userId: row.userId, persistent: row.persistent, method: kind };
    },

    /**
     * At start-up (every instance): checks that the key is the one the stored secrets need, records its
     * fingerprint on first use, and encrypts secrets stored in clear by earlier versions. The settings row is
     * locked first, so instances starting together do this one after the other; a second run finds nothing to do.
     * Throws WRONG_KEY_MESSAGE when the key does not match and secrets are stored.
     */
    async prepareSecrets(): Promise<{ encrypted: number }> {
      const fingerprint = keyFingerprint(key());
      return db.transaction(async (tx) => {
        await tx.insert(securitySettings).values({ id: 1 }).onConflictDoNothing();
        const [settings] = await tx
          .select({ totpKeyCheck: securitySettings.totpKeyCheck })
          .from(securitySettings)
          .where(eq(securitySettings.id, 1))
          .for("update");
        const credentials = await tx
          .select({ userId: twoFactorCredentials.userId, secret: twoFactorCredentials.secret })
          .from(twoFactorCredentials);
        // With no secret stored, there is nothing another key could fail to open: a restored archive on a
        // new install (its own new key) starts, and records its key.
        if (credentials.length > 0 && settings?.totpKeyCheck && settings.totpKeyCheck !== fingerprint)
          throw new Error(WRONG_KEY_MESSAGE);
        const sealed = credentials.find((row) => isSealed(row.secret));
        if (sealed) {
          try {
            openSecret(key(), sealed.secret);
          } catch {
            throw new Error(WRONG_KEY_MESSAGE);
          }
        }
        const clear = credentials.filter((row) => !isSealed(row.secret));
        for (const row of clear) {
          await tx
            .update(twoFactorCredentials)
            .set({ secret: sealSecret(key(), row.secret) })
            .where(
              and(eq(twoFactorCredentials.userId, row.userId), eq(twoFactorCredentials.secret, row.secret)),
            );
        }
        if (settings?.totpKeyCheck !== fingerprint) {
          await tx
            .update(securitySettings)
            .set({ totpKeyCheck: fingerprint })
            .where(eq(securitySettings.id, 1));
        }
        return { encrypted: clear.length };
      });
    },

    async getSettings() {
      const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, 1));
      return { requireTwoFactor: row?.requireTwoFactor ?? false };
    },

    /** The settings as an administrator sees them: who requiring it would reach, and whether they may. */
    async settingsFor(userId: string) {
      const [settings, active, callerEnrolled] = await Promise.all([
        service.getSettings(),
        services.users.active(),
        service.isEnabled(userId),
      ]);
      const enabled = await service.enabledAmong(active.map((account) => account.id));
      return {
        ...settings,
        withoutTwoFactor: active
          .filter((account) => !enabled.has(account.id))
          .map((account) => ({ _id: account.id, name: account.name, email: account.email })),
        callerEnrolled,
      };
    },

    async updateSettings(actor: Actor, input: { requireTwoFactor: boolean }) {
      // Whoever turns the rule on has a second factor already: nobody locks themselves out with it.
      if (input.requireTwoFactor && actor.user && !(await service.isEnabled(actor.user.id)))
        throw conflict(ENROL_BEFORE_REQUIRING_MESSAGE, [
          { field: "requireTwoFactor", message: ENROL_BEFORE_REQUIRING_MESSAGE },
        ]);
      const before = await service.getSettings();
      await db.transaction(async (tx) => {
        await tx
          .insert(securitySettings)
          .values({ id: 1, requireTwoFactor: input.requireTwoFactor })
          .onConflictDoUpdate({
            target: securitySettings.id,
            set: { requireTwoFactor: input.requireTwoFactor, updatedAt: new Date(now()) },
          });
        if (before.requireTwoFactor !== input.requireTwoFactor) {
          await services.audit.record(tx, actor, {
            action: "settings.update",
            entity: "security-settings",
            entityId: "1",
            changes: { requireTwoFactor: { from: before.requireTwoFactor, to: input.requireTwoFactor } },
          });
        }
      });
      settingsCache = undefined;
      return { requireTwoFactor: input.requireTwoFactor };
    },

    /** Whether this user must enrol before doing anything else (the setting is on and 2FA is off). */
    async mustEnroll(userId: string): Promise<boolean> {
      if (!(await readRequireTwoFactor())) return false;
      return !(await service.isEnabled(userId));
    },

    /** The error the server answers while a user must enrol first. */
    enrolmentRequired: () => forbidden(TWO_FACTOR_REQUIRED_MESSAGE),

    async purgeExpired(): Promise<void> {
      await db.delete(loginTickets).where(sql`${loginTickets.expiresAt} < now() - interval '1 day'`);
    },
  };
  return service;
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
