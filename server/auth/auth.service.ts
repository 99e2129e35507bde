import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { FORGOT_PASSWORD_MESSAGE, INVALID_TOKEN_MESSAGE, type User } from "../../contract/auth";
import type { Db } from "../db/client";
import { users } from "../users/users.schema";
import { passwordResets, sessions } from "./auth.schema";
import { invalid, unauthenticated } from "../errors";
import { metrics } from "../metrics/metrics";
import type { RateLimiterStore } from "../lib/rate-limiter";
import type { Mailer } from "../mail/mailer";
import type { Services } from "../module";
import { toUserDto } from "../users/users.service";
import { dummyPasswordHash, needsRehash, verifyPassword } from "../lib/passwords";
import { hashToken, newToken } from "../lib/tokens";
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

export interface AuthenticatedSession {
  user: User;
  tokenHash: string;
}

export interface AuthOptions {
  loginLimit: number;
  windowMs: number;
  /** The site's public origin (PUBLIC_URL): the only origin e-mailed links use. */
  publicUrl: string;
  limiterStore: RateLimiterStore;
  now?: () => number;
}

const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please ask for a new one.";

export function createAuthService(
  db: Db,
  services: Pick<Services, "users" | "outbox">,
  mailer: Mailer,
  options: AuthOptions,
) {
  const now = options.now ?? Date.now;
  const publicUrl = options.publicUrl.replace(/\/$/, "");
  const throttle = createLoginThrottle(options.limiterStore, {
    limit: options.loginLimit,
    windowSeconds: Math.ceil(options.windowMs / 1000),
  });

  /** Refuses a new password found on common-password lists or built from the account's own details (400). */
  function assertStrongPassword(password: string, field: string, user: { email: string; name: string }) {
    const reason = weakPasswordReason(password, [user.email, user.email.split("@")[0]!, user.name]);
    if (reason) throw invalid(reason, [{ field, message: reason }]);
  }

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

  async function createSession(userId: string, persistent: boolean): Promise<string> {
    const token = newToken();
    const limits = persistent ? SESSION_LIMITS.remembered : SESSION_LIMITS.browser;
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      persistent,
      createdAt: new Date(now()),
      lastSeenAt: new Date(now()),
      expiresAt: new Date(now() + limits.absoluteMs),
    });
    return token;
  }

  return {
    async login(input: { email: string; password: string; remember: boolean; address: string }) {
      const account = input.email.trim().toLowerCase();
      await throttle.beforeAttempt(account, input.address);
      const user = await services.users.findByEmail(account);
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !valid) {
        metrics.signInFailures.inc();
        const failures = await throttle.failed(account);
        if (user && failures === options.loginLimit) await warnOwner(user);
        throw unauthenticated("Invalid email or password");
      }
      await throttle.succeeded(account);
      // Hashes made with older parameters are replaced while the password is at hand.
      if (needsRehash(user.passwordHash)) await services.users.setPassword(user.id, input.password);
      const token = await createSession(user.id, input.remember);
      return { user: toUserDto(user), token, persistent: input.remember };
    },

    /** The signed-in user for a session token, or an error with the spec's 401 message. */
    async authenticate(token: string | undefined): Promise<AuthenticatedSession> {
      if (!token) throw unauthenticated(INVALID_TOKEN_MESSAGE);
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
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

    async logout(tokenHash: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(now()) })
        .where(eq(sessions.tokenHash, tokenHash));
    },

    /** E-mails a reset link built from PUBLIC_URL (never from the request's Host header). */
    async forgotPassword(email: string, address: string): Promise<string> {
      await throttle.resetRequested(email.trim().toLowerCase(), address);
      const user = await services.users.findByEmail(email);
      if (user) {
        const token = newToken();
        await db.insert(passwordResets).values({
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(now() + RESET_TOKEN_MS),
        });
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          subject: "Reset your back-office password",
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your staff account. To choose a new password, open this link within 30 minutes:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
        });
      }
      return FORGOT_PASSWORD_MESSAGE;
    },

    /**
     * Sets a new password with a single-use reset token, then signs the account out everywhere, voids
     * every other unused reset link and tells the owner by e-mail.
     */
    async resetPassword(token: string | undefined, password: string): Promise<void> {
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
      await services.users.setPassword(user.id, password);
      await db
        .update(sessions)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      await afterPasswordChange(user);
    },

    /**
     * Changes the signed-in user's password and signs out their other sessions. A wrong current password
     * counts as a failed sign-in of the account (same throttle), so this is no side door for guessing.
     */
    async changePassword(
      session: AuthenticatedSession,
      currentPassword: string,
      newPassword: string,
      address: string,
    ) {
      const user = await services.users.findById(session.user._id);
      if (!user) throw unauthenticated(INVALID_TOKEN_MESSAGE);
      await throttle.beforeAttempt(user.email, address);
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        await throttle.failed(user.email);
        throw invalid("Current password is incorrect", [
          { field: "currentPassword", message: "Current password is incorrect" },
        ]);
      }
      await throttle.succeeded(user.email);
      assertStrongPassword(newPassword, "newPassword", user);
      await services.users.setPassword(user.id, newPassword);
      await db
        .update(sessions)
        .set({ revokedAt: new Date(now()) })
        .where(
          and(
            eq(sessions.userId, user.id),
            ne(sessions.tokenHash, session.tokenHash),
            isNull(sessions.revokedAt),
          ),
        );
      await afterPasswordChange(user);
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(sql`${sessions.expiresAt} < now() - interval '1 day'`);
      await db.delete(passwordResets).where(sql`${passwordResets.expiresAt} < now() - interval '1 day'`);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
