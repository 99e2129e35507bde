import type { Logger } from "pino";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { FORGOT_PASSWORD_MESSAGE, INVALID_TOKEN_MESSAGE } from "../../contract/auth";
import type { SessionInfo } from "../../contract/users";
import type { Actor } from "../actor";
import type { Db, Executor } from "../db/client";
import { users } from "../users/users.schema";
import { passwordResets, sessions } from "./auth.schema";
import { invalid, notFound, unauthenticated } from "../errors";
import { metrics } from "../metrics/metrics";
import type { RateLimiterStore } from "../lib/rate-limiter";
import type { Mailer } from "../mail/mailer";
import { sendOneTimeLinkMail } from "../mail/one-time-link-mail";
import type { Services } from "../module";
import type { UserRow } from "../users/users.schema";
import { toUserDto } from "../users/users.service";
import { isUuid } from "../lib/uuid";
import { describeDevice } from "./device";
import type { AuthenticatedSession } from "./session";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "../lib/passwords";
import { hashToken, newToken } from "../lib/tokens";
import { errorSummary } from "../lib/error-summary";
import { createLoginThrottle } from "./login-throttle";
import { weakPasswordReason } from "./password-policy";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Idle and absolute session limits; "remember me" gives the long pair. */
export const SESSION_LIMITS = {
  browser: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  remembered: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
};
const RESET_TOKEN_MS = 30 * MINUTE;
const TOUCH_EVERY_MS = MINUTE;

/** Who acts as this user (for the audit trail). */
const actorAs = (
  user: Pick<UserRow, "id" | "email" | "role">,
  context: Pick<Actor, "ip" | "requestId">,
): Actor => ({
  user: { id: user.id, email: user.email, role: user.role },
  ip: context.ip,
  requestId: context.requestId,
});

export interface AuthOptions {
  loginLimit: number;
  windowMs: number;
  /** The site's public origin (PUBLIC_URL): the only origin e-mailed links use. */
  publicUrl: string;
  limiterStore: RateLimiterStore;
  logger: Logger;
  now?: () => number;
}

/**
 * The one rule for every newly chosen password (reset, change, invitation): refuses one found on
 * common-password lists or built from the account's own details (400, naming `field`).
 */
export function assertStrongPassword(password: string, field: string, user: { email: string; name: string }) {
  const reason = weakPasswordReason(password, [user.email, user.email.split("@")[0]!, user.name]);
  if (reason) throw invalid(reason, [{ field, message: reason }]);
}

const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please ask for a new one.";

export function createAuthService(db: Db, services: Services, mailer: Mailer, options: AuthOptions) {
  const now = options.now ?? Date.now;
  const publicUrl = options.publicUrl.replace(/\/$/, "");
  /** Reset e-mails still being prepared or sent after their request was answered. */
  const pending = new Set<Promise<void>>();
  const throttle = createLoginThrottle(options.limiterStore, {
    limit: options.loginLimit,
    windowSeconds: Math.ceil(options.windowMs / 1000),
  });

  /** After a password change or reset: no reset link stays usable, and the owner hears about it. */
  async function afterPasswordChange(user: { id: string; email: string; name: string }) {
    await db
      .update(passwordResets)
      .set({ usedAt: new Date(now()) })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    // Through the outbox: written in the database, sent by the worker, retried if SMTP is down.
    await services.outbox.enqueue(db, {
      to: user.email,
      entity: "user",
      entityId: user.id,
      subject: "Your back-office password was changed",
      text: `Hello ${user.name},\n\nThe password of your staff account was changed just now, and every other signed-in session was signed out.\n\nIf you did not do this, reset your password at once (${publicUrl}/forgot-password) and tell the site administrator.`,
    });
  }

  async function warnOwner(user: { id: string; email: string; name: string }) {
    await services.outbox.enqueue(db, {
      to: user.email,
      entity: "user",
      entityId: user.id,
      subject: "Failed sign-in attempts on your back-office account",
      text: `Hello ${user.name},\n\nSomeone has entered a wrong password for your staff account ${options.loginLimit} times in the last ${Math.round(options.windowMs / 60_000)} minutes. Further attempts are slowed down; your account is not locked and your password still works.\n\nIf this was not you, consider changing your password (${publicUrl}/forgot-password).`,
    });
  }

  async function createSession(
    executor: Executor,
    userId: string,
    persistent: boolean,
    client: { userAgent: string | null; ip: string | null },
  ): Promise<string> {
    const token = newToken();
    const limits = persistent ? SESSION_LIMITS.remembered : SESSION_LIMITS.browser;
    await executor.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      persistent,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
      ip: client.ip,
      createdAt: new Date(now()),
      lastSeenAt: new Date(now()),
      expiresAt: new Date(now() + limits.absoluteMs),
    });
    return token;
  }

  /** A new session and its `auth.sign-in` entry, in one transaction. */
  async function startSession(
    user: UserRow,
    persistent: boolean,
    actor: Actor,
    userAgent: string | null,
    details?: Record<string, unknown>,
  ) {
    const token = await db.transaction(async (tx) => {
      const created = await createSession(tx, user.id, persistent, { userAgent, ip: actor.ip });
      await services.audit.record(tx, actorAs(user, actor), {
        action: "auth.sign-in",
        entity: "user",
        entityId: user.id,
        details: details ?? null,
      });
      return created;
    });
    return { mfaRequired: false as const, user: toUserDto(user), token, persistent };
  }

  async function recordFailedSignIn(user: UserRow | undefined, actor: Actor, reason: string) {
    await services.audit.record(db, user ? actorAs(user, actor) : { ...actor, user: null }, {
      action: "auth.sign-in-failed",
      entity: "user",
      entityId: user?.id ?? null,
      details: { reason },
    });
  }

  /**
   * Checks the signed-in user's own password before a sensitive change (`action`: "password-change",
   * "2fa-disable"). A wrong password counts as a failed sign-in of the account (same address limit and
   * back-off), so no such form is a side door for guessing, and the failure is in the audit trail.
   */
  async function verifyOwnPassword(actor: Actor, password: string, address: string, action: string) {
    const user = actor.user ? await services.users.findById(actor.user.id) : undefined;
    if (!user) throw unauthenticated(INVALID_TOKEN_MESSAGE);
    await throttle.beforeAttempt(user.email, address);
    if (!(await verifyPassword(password, user.passwordHash))) {
      await throttle.failed(user.email);
      await services.audit.record(db, actor, {
        action: `auth.${action}-failed`,
        entity: "user",
        entityId: user.id,
        details: { reason: "wrong-password" },
      });
      return { user, valid: false as const };
    }
    await throttle.succeeded(user.email);
    return { user, valid: true as const };
  }

  /** The reset e-mail, sent directly like every one-time link (ADR 014); no account, no e-mail. */
  async function sendResetLink(email: string): Promise<void> {
    const user = await services.users.findByEmail(email);
    if (!user) return;
    const token = newToken();
    await db.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now() + RESET_TOKEN_MS),
    });
    const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await sendOneTimeLinkMail(mailer, options.logger, {
      kind: "password-reset",
      to: user.email,
      subject: "Reset your back-office password",
      text: `Hello ${user.name},\n\nSomeone asked to reset the password of your staff account. To choose a new password, open this link within 30 minutes:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
    });
  }

  return {
    assertStrongPassword,

    /**
     * Checks the password. With two-factor sign-in on, answers a ticket for the second step instead of a
     * session. Every outcome is in the audit trail (an unknown account without an actor or the typed e-mail).
     */
    async login(
      input: {
        email: string;
        password: string;
        remember: boolean;
        address: string;
        userAgent: string | null;
      },
      actor: Actor,
    ) {
      const account = input.email.trim().toLowerCase();
      await throttle.beforeAttempt(account, input.address);
      const user = await services.users.findByEmail(account);
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !valid) {
        metrics.signInFailures.inc();
        const failures = await throttle.failed(account);
        if (user && failures === options.loginLimit) await warnOwner(user);
        await recordFailedSignIn(user, actor, user ? "wrong-password" : "unknown-account");
        throw unauthenticated("Invalid email or password");
      }
      if (!user.active) {
        await recordFailedSignIn(user, actor, "deactivated");
        throw unauthenticated("This account is deactivated. Ask an administrator if you need it again.");
      }
      await throttle.succeeded(account);
      // Hashes made with older parameters are replaced while the password is at hand.
      if (needsRehash(user.passwordHash)) await services.users.setPassword(user.id, input.password);
      if (await services.twoFactor.isEnabled(user.id)) {
        return {
          mfaRequired: true as const,
          ticket: await services.twoFactor.issueTicket(user.id, input.remember),
        };
      }
      return startSession(user, input.remember, actor, input.userAgent);
    },

    /** The second step of a sign-in with two-factor on: the ticket and a code give what login gives. */
    async loginSecondFactor(
      input: { ticket: string; code: string; address: string; userAgent: string | null },
      actor: Actor,
    ) {
      await throttle.beforeCode(input.address);
      let redeemed: Awaited<ReturnType<Services["twoFactor"]["redeemTicket"]>>;
      try {
        redeemed = await services.twoFactor.redeemTicket(input.ticket, input.code);
      } catch (error) {
        const userId = (error as { userId?: string }).userId;
        const user = userId ? await services.users.findById(userId) : undefined;
        if (user) await recordFailedSignIn(user, actor, "wrong-code");
        throw error;
      }
      const user = await services.users.findById(redeemed.userId);
      if (!user?.active) {
        throw unauthenticated("This account is deactivated. Ask an administrator if you need it again.");
      }
      return startSession(user, redeemed.persistent, actor, input.userAgent, {
        secondFactor: redeemed.method,
      });
    },

    /** The signed-in user for a session token, or an error with the spec's 401 message. */
    async authenticate(token: string | undefined): Promise<AuthenticatedSession> {
      if (!token) throw unauthenticated(INVALID_TOKEN_MESSAGE);
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), eq(users.active, true)));
      if (!row) throw unauthenticated(INVALID_TOKEN_MESSAGE);
      const { session } = row;
      const limits = session.persistent ? SESSION_LIMITS.remembered : SESSION_LIMITS.browser;
      const current = now();
      if (session.expiresAt.getTime() <= current || session.lastSeenAt.getTime() + limits.idleMs <= current) {
        throw unauthenticated(INVALID_TOKEN_MESSAGE);
      }
      if (current - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(current) })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      return { user: toUserDto(row.user), tokenHash };
    },

    async logout(actor: Actor, tokenHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [ended] = await tx
          .update(sessions)
          .set({ revokedAt: new Date(now()) })
          .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
          .returning({ userId: sessions.userId });
        if (ended) {
          await services.audit.record(tx, actor, {
            action: "auth.sign-out",
            entity: "user",
            entityId: ended.userId,
          });
        }
      });
    },

    /** A user's active sessions, newest use first; `currentTokenHash` marks the caller's own. */
    async listSessions(userId: string, currentTokenHash: string): Promise<SessionInfo[]> {
      if (!isUuid(userId)) return [];
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date(now())),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt));
      return rows
        .filter((row) => {
          const limits = row.persistent ? SESSION_LIMITS.remembered : SESSION_LIMITS.browser;
          return row.lastSeenAt.getTime() + limits.idleMs > now();
        })
        .map((row) => ({
          _id: row.id,
          device: describeDevice(row.userAgent),
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.tokenHash === currentTokenHash,
        }));
    },

    /** Ends one session of a user (404 when it is not theirs or already ended). */
    async endSession(actor: Actor, userId: string, sessionId: string): Promise<void> {
      if (!isUuid(userId) || !isUuid(sessionId)) throw notFound("Session not found");
      await db.transaction(async (tx) => {
        const [ended] = await tx
          .update(sessions)
          .set({ revokedAt: new Date(now()) })
          .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        if (!ended) throw notFound("Session not found");
        await services.audit.record(tx, actor, {
          action: "auth.session-end",
          entity: "user",
          entityId: userId,
          details: { sessionId },
        });
      });
    },

    /** Ends every session of a user at once (deactivation); pass the transaction of the change. */
    async endAllSessions(executor: Executor, userId: string): Promise<void> {
      await executor
        .update(sessions)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /**
     * E-mails a reset link built from PUBLIC_URL (never from the request's Host header). Only the rate
     * limit runs before the answer: looking the account up, storing the token and sending happen after
     * it, so the answer takes the same time whether or not the address has an account.
     */
    async forgotPassword(email: string, address: string): Promise<string> {
      await throttle.resetRequested(email.trim().toLowerCase(), address);
      const task = sendResetLink(email)
        .catch((error: unknown) => {
          options.logger.warn({ err: errorSummary(error) }, "password reset link not sent");
        })
        .finally(() => pending.delete(task));
      pending.add(task);
      return FORGOT_PASSWORD_MESSAGE;
    },

    /** Resolves once every reset e-mail asked for so far has been handled (tests, shutdown). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },

    /**
     * Sets a new password with a single-use reset token, then signs the account out everywhere, voids
     * every other unused reset link and tells the owner by e-mail.
     */
    async resetPassword(token: string | undefined, password: string, actor: Actor): Promise<void> {
      if (!token) throw unauthenticated(RESET_LINK_INVALID);
      const tokenHash = hashToken(token);
      const live = and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date(now())),
      );
      const [pending] = await db.select().from(passwordResets).where(live);
      const user = pending ? await services.users.findById(pending.userId) : undefined;
      if (!user) throw unauthenticated(RESET_LINK_INVALID);
      // A weak choice leaves the link usable for a second try.
      assertStrongPassword(password, "password", user);
      const [claimed] = await db
        .update(passwordResets)
        .set({ usedAt: new Date(now()) })
        .where(live)
        .returning();
      if (!claimed) throw unauthenticated(RESET_LINK_INVALID);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await services.users.setPasswordHash(user.id, passwordHash, tx);
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(now()) })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        await services.audit.record(tx, actorAs(user, actor), {
          action: "auth.password-reset",
          entity: "user",
          entityId: user.id,
        });
      });
      await afterPasswordChange(user);
    },

    verifyOwnPassword,

    /**
     * Changes the signed-in user's password and signs out their other sessions. A wrong current password
     * counts as a failed sign-in of the account (`verifyOwnPassword`).
     */
    async changePassword(
      actor: Actor,
      session: AuthenticatedSession,
      currentPassword: string,
      newPassword: string,
      address: string,
    ) {
      const { user, valid } = await verifyOwnPassword(actor, currentPassword, address, "password-change");
      if (!valid) {
        throw invalid("Current password is incorrect", [
          { field: "currentPassword", message: "Current password is incorrect" },
        ]);
      }
      assertStrongPassword(newPassword, "newPassword", user);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await services.users.setPasswordHash(user.id, passwordHash, tx);
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(now()) })
          .where(
            and(
              eq(sessions.userId, user.id),
              ne(sessions.tokenHash, session.tokenHash),
              isNull(sessions.revokedAt),
            ),
          );
        await services.audit.record(tx, actor, {
          action: "auth.password-change",
          entity: "user",
          entityId: user.id,
        });
      });
      await afterPasswordChange(user);
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(sql`${sessions.expiresAt} < now() - interval '1 day'`);
      await db.delete(passwordResets).where(sql`${passwordResets.expiresAt} < now() - interval '1 day'`);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
