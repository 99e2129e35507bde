import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { FORGOT_PASSWORD_MESSAGE, INVALID_TOKEN_MESSAGE, type User } from "../../contract/auth";
import type { Db } from "../db/client";
import { users } from "../users/users.schema";
import { passwordResets, sessions } from "./auth.schema";
import { invalid, unauthenticated } from "../errors";
import { metrics } from "../metrics/metrics";
import { RateLimiter } from "../lib/rate-limit";
import type { Mailer } from "../mail/mailer";
import type { Services } from "../module";
import { toUserDto } from "../users/users.service";
import { DUMMY_HASH, verifyPassword } from "../lib/passwords";
import { hashToken, newToken } from "../lib/tokens";

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
  publicUrl?: string;
  now?: () => number;
}

export function createAuthService(
  db: Db,
  services: Pick<Services, "users">,
  mailer: Mailer,
  options: AuthOptions,
) {
  const now = options.now ?? Date.now;
  const loginLimiter = new RateLimiter(
    options.loginLimit,
    options.windowMs,
    "Too many sign-in attempts. Please wait a few minutes and try again.",
    "login",
  );
  const resetLimiter = new RateLimiter(
    options.loginLimit,
    options.windowMs,
    "Too many password reset requests. Please wait a few minutes and try again.",
    "password-reset",
  );

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
      loginLimiter.hit(`account:${account}`, `address:${input.address}`);
      const user = await services.users.findByEmail(account);
      const valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) {
        metrics.signInFailures.inc();
        throw unauthenticated("Invalid email or password");
      }
      loginLimiter.reset(`account:${account}`);
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

    async forgotPassword(email: string, address: string, origin: string): Promise<string> {
      resetLimiter.hit(`address:${address}`, `account:${email.toLowerCase()}`);
      const user = await services.users.findByEmail(email);
      if (user) {
        const token = newToken();
        await db.insert(passwordResets).values({
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(now() + RESET_TOKEN_MS),
        });
        const link = `${options.publicUrl ?? origin}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          subject: "Reset your back-office password",
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your staff account. To choose a new password, open this link within 30 minutes:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
        });
      }
      return FORGOT_PASSWORD_MESSAGE;
    },

    /** Sets a new password with a single-use reset token, then signs the account out everywhere. */
    async resetPassword(token: string | undefined, password: string): Promise<void> {
      if (!token)
        throw unauthenticated("This reset link is invalid or has expired. Please ask for a new one.");
      const tokenHash = hashToken(token);
      const userId = await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date(now()) })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date(now())),
            ),
          )
          .returning();
        return reset?.userId;
      });
      if (!userId)
        throw unauthenticated("This reset link is invalid or has expired. Please ask for a new one.");
      await services.users.setPassword(userId, password);
      await db
        .update(sessions)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** Changes the signed-in user's password and signs out their other sessions. */
    async changePassword(session: AuthenticatedSession, currentPassword: string, newPassword: string) {
      const user = await services.users.findById(session.user._id);
      if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
        throw invalid("Current password is incorrect", [
          { field: "currentPassword", message: "Current password is incorrect" },
        ]);
      }
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
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(sql`${sessions.expiresAt} < now() - interval '1 day'`);
      await db.delete(passwordResets).where(sql`${passwordResets.expiresAt} < now() - interval '1 day'`);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
