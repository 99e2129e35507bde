/**
 * A small in-process cache of computed values (ADR 011): an entry lives `ttlMs` at most, and `clear()` drops
 * everything at once. A write clears its own instance's cache at once; other app instances see the change
 * when their entries expire, so `ttlMs` bounds how stale a public page can be.
 */
export function createTtlCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  let generation = 0;
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const started = generation;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      try {
        return await value;
      } catch (error) {
        entries.delete(key);
        throw error;
      } finally {
        // A load that started before a clear() may hold old data: do not keep it.
        if (started !== generation && entries.get(key)?.value === value) entries.delete(key);
      }
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

/** How long a public page may show content that another app instance changed (ADR 011). */
export const CONTENT_CACHE_MS = 2000;
