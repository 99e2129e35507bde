import { rateLimited } from "../errors";
import { metrics } from "../metrics/metrics";

/**
 * Fixed-window counters kept in this process's memory. Enough for one app instance; several instances
 * behind a load balancer would move this to the database or a shared cache (see docs/decisions).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly message: string,
    /** Names the limiter in the rate_limit_refusals_total metric. */
    private readonly name = "other",
  ) {}

  /** Counts one attempt for each key and throws 429 if any key is over its limit. */
  hit(...keys: string[]): void {
    const now = Date.now();
    let blocked = false;
    for (const key of keys) {
      let entry = this.hits.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + this.windowMs };
        this.hits.set(key, entry);
      }
      entry.count += 1;
      if (entry.count > this.limit) blocked = true;
    }
    if (this.hits.size > 50_000) this.sweep(now);
    if (blocked) {
      metrics.rateLimitRefusals.inc({ limiter: this.name });
      throw rateLimited(this.message);
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
