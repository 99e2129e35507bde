import { createHash } from "node:crypto";
import type { Pool } from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

/** Table the PostgreSQL store keeps its counters in (created on first use; rows expire by `expire`). */
export const RATE_LIMIT_TABLE = "rate_limits";

export interface LimiterOptions {
  /** Distinguishes this limiter's keys from others' in the shared store. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
}

export interface LimitResult {
  /** False when this attempt is over the limit. */
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  consumed: number;
  /** Milliseconds until the window (or block) ends. */
  msBeforeNext: number;
}

/** One counter family: keys are hashed, so no e-mail address or IP address is stored in clear. */
export interface Limiter {
  /** Counts one attempt for `key`. */
  consume(key: string): Promise<LimitResult>;
  /** The current count without counting, or null when the key has none. */
  peek(key: string): Promise<LimitResult | null>;
  /** Blocks `key` for `seconds` (the next `peek` reports it over the limit). */
  block(key: string, seconds: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface RateLimiterStore {
  kind: "memory" | "postgres";
  create(options: LimiterOptions): Limiter;
  /** Keys held in memory (memory store only): for tests and metrics. */
  size(): number | undefined;
}

/** The database, as far as the limiter store needs it. */
export interface LimiterDatabase {
  kind: "embedded" | "postgres";
  pool?: Pool;
}

const hashKey = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 32);

function toResult(points: number, res: RateLimiterRes): LimitResult {
  return {
    allowed: res.consumedPoints <= points,
    consumed: res.consumedPoints,
    msBeforeNext: Math.max(0, res.msBeforeNext),
  };
}

function wrap(limiter: RateLimiterAbstract, points: number, ready: Promise<void>): Limiter {
  return {
    async consume(key) {
      await ready;
      try {
        return toResult(points, await limiter.consume(hashKey(key)));
      } catch (error) {
        // rate-limiter-flexible rejects with the RateLimiterRes when over the limit, with an Error otherwise.
        if (error instanceof RateLimiterRes) return toResult(points, error);
        throw error;
      }
    },
    async peek(key) {
      await ready;
      const res = await limiter.get(hashKey(key));
      return res ? toResult(points, res) : null;
    },
    async block(key, seconds) {
      await ready;
      await limiter.block(hashKey(key), seconds);
    },
    async reset(key) {
      await ready;
      await limiter.delete(hashKey(key));
    },
  };
}

/**
 * The one place that picks where rate-limit counters live: in this process's memory on the embedded
 * database (one instance by construction), in PostgreSQL when the app runs on a server, so that several
 * instances behind a load balancer share their counts. Memory entries expire on their own timers, and
 * the PostgreSQL store deletes expired rows every five minutes.
 */
export function createRateLimiterStore(database: LimiterDatabase): RateLimiterStore {
  if (database.kind === "postgres") {
    const pool = database.pool;
    if (!pool) throw new Error("The PostgreSQL rate-limit store needs the database's connection pool");
    // A migration makes the table (0026). Made here only if missing (a database migrated by an older
    // release), and never tried when present: the app's role may not create tables (docs/deploy.md).
    // Every instance runs this; a concurrent creation elsewhere raises 23505 (or 42P07), which is fine.
    const ready = pool
      .query<{ present: boolean }>(
        `SELECT to_regclass('public."${RATE_LIMIT_TABLE}"') IS NOT NULL AS present`,
      )
      .then((result) =>
        result.rows[0]?.present
          ? undefined
          : pool.query(
              `CREATE TABLE IF NOT EXISTS "${RATE_LIMIT_TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
            ),
      )
      .then(
        () => undefined,
        (error: { code?: string }) => {
          if (error.code !== "23505" && error.code !== "42P07") throw error;
        },
      );
    // A failure surfaces on the first use, not as an unhandled rejection at start-up.
    ready.catch(() => undefined);
    return {
      kind: "postgres",
      create: (options) =>
        wrap(
          new RateLimiterPostgres({
            storeClient: pool,
            storeType: "pool",
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            clearExpiredByTimeout: true,
            keyPrefix: options.name,
            points: options.points,
            duration: options.windowSeconds,
          }),
          options.points,
          ready,
        ),
      size: () => undefined,
    };
  }
  const limiters: RateLimiterMemory[] = [];
  const ready = Promise.resolve();
  return {
    kind: "memory",
    create(options) {
      const limiter = new RateLimiterMemory({
        keyPrefix: options.name,
        points: options.points,
        duration: options.windowSeconds,
      });
      limiters.push(limiter);
      return wrap(limiter, options.points, ready);
    },
    size: () =>
      limiters.reduce(
        (total, limiter) =>
          total +
          (limiter as unknown as { _memoryStorage: { _storage: Map<string, unknown> } })._memoryStorage
            ._storage.size,
        0,
      ),
  };
}
