import { rateLimited } from "../errors";
import { metrics } from "../metrics/metrics";
import type { RateLimiterStore } from "../lib/rate-limiter";

export const SIGN_IN_LIMIT_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";
export const RESET_LIMIT_MESSAGE =
  "Too many password reset requests. Please wait a few minutes and try again.";

/** Longest wait the per-account back-off imposes: an attacker slows the owner down at most this much. */
export const MAX_BACKOFF_SECONDS = 60;

export const backoffMessage = (seconds: number) =>
  `Too many failed sign-ins for this account. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;

export interface ThrottleOptions {
  /** LOGIN_RATE_LIMIT: attempts per address per window, and failures per account before back-off starts. */
  limit: number;
  windowSeconds: number;
}

/**
 * Sign-in throttling without lock-out (ASVS 6.3.1): each address has `limit` attempts per window; each
 * account may fail `limit` times, then every further failure doubles a short wait (1 s, 2 s, 4 s … at
 * most a minute) before the account accepts the next attempt. Anyone can slow an account down, nobody
 * can shut its owner out for longer than a minute. A request refused by the address limit touches no
 * other counter, so a flood from one address adds no keys.
 */
export function createLoginThrottle(store: RateLimiterStore, options: ThrottleOptions) {
  const byAddress = store.create({
    name: "login-address",
    points: options.limit,
    windowSeconds: options.windowSeconds,
  });
  const failures = store.create({
    name: "login-failures",
    points: Number.MAX_SAFE_INTEGER,
    windowSeconds: options.windowSeconds,
  });
  const backoff = store.create({ name: "login-backoff", points: 1, windowSeconds: 1 });
  const codesByAddress = store.create({
    name: "login-2fa-address",
    points: options.limit,
    windowSeconds: options.windowSeconds,
  });
  const resetByAddress = store.create({
    name: "reset-address",
    points: options.limit,
    windowSeconds: options.windowSeconds,
  });
  const resetByAccount = store.create({
    name: "reset-account",
    points: options.limit,
    windowSeconds: options.windowSeconds,
  });

  return {
    /** Before a password is checked: 429 for an address over its limit or an account in back-off. */
    async beforeAttempt(account: string, address: string): Promise<void> {
      const attempt = await byAddress.consume(address);
      if (!attempt.allowed) {
        metrics.rateLimitRefusals.inc({ limiter: "login" });
        throw rateLimited(SIGN_IN_LIMIT_MESSAGE, attempt.msBeforeNext / 1000);
      }
      const wait = await backoff.peek(account);
      if (wait && !wait.allowed && wait.msBeforeNext > 0) {
        metrics.rateLimitRefusals.inc({ limiter: "login" });
        throw rateLimited(backoffMessage(Math.ceil(wait.msBeforeNext / 1000)), wait.msBeforeNext / 1000);
      }
    },

    /** Before a second-factor code is checked: 429 for an address over its limit of code attempts. */
    async beforeCode(address: string): Promise<void> {
      const attempt = await codesByAddress.consume(address);
      if (!attempt.allowed) {
        metrics.rateLimitRefusals.inc({ limiter: "login-2fa" });
        throw rateLimited(SIGN_IN_LIMIT_MESSAGE, attempt.msBeforeNext / 1000);
      }
    },

    /** After a wrong password: starts or doubles the back-off; returns the failures in this window. */
    async failed(account: string): Promise<number> {
      const { consumed } = await failures.consume(account);
      const over = consumed - options.limit;
      if (over >= 0) await backoff.block(account, Math.min(2 ** over, MAX_BACKOFF_SECONDS));
      return consumed;
    },

    async succeeded(account: string): Promise<void> {
      await failures.reset(account);
      await backoff.reset(account);
    },

    /** Password-reset requests: per address first (a refused request counts nothing else), then per account. */
    async resetRequested(account: string, address: string): Promise<void> {
      const byAddress = await resetByAddress.consume(address);
      const refused = byAddress.allowed ? await resetByAccount.consume(account) : byAddress;
      if (!refused.allowed) {
        metrics.rateLimitRefusals.inc({ limiter: "password-reset" });
        throw rateLimited(RESET_LIMIT_MESSAGE, refused.msBeforeNext / 1000);
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
