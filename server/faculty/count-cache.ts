/**
 * Row counts of list filters, kept for a few seconds. Counting a large table is the dearest part of a
 * list page, and every page of the public directory asks for the same count. The faculty service clears
 * the cache after each of its writes, so this instance never shows a count older than its own last
 * change; the time limit bounds how long another app instance's write can go unseen.
 */
export function createCountCache(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { value: number; expiresAt: number }>();
  let generation = 0;
  return {
    async get(key: string, count: () => Promise<number>): Promise<number> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const startedIn = generation;
      const value = await count();
      // A write that finished while this count ran may not be in it: answer it, but do not keep it.
      if (startedIn === generation) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { value, expiresAt: now + ttlMs });
      }
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
