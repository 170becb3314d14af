// SPEC §9: at most 4 route preloads at once (and none on a data-saver or 2g connection:
// lib/prefetch-allowed.ts).
export const MAX_CONCURRENT_PRELOADS = 4;

/** Runs tasks with at most `limit` at once; a key already queued, running or done is not run again. */
export function createPreloadQueue(limit = MAX_CONCURRENT_PRELOADS) {
  const seen = new Set<string>();
  const waiting: { key: string; task: () => Promise<unknown> }[] = [];
  let active = 0;

  const next = () => {
    while (active < limit && waiting.length > 0) {
      const { task } = waiting.shift()!;
      active += 1;
      task()
        .catch(() => undefined)
        .finally(() => {
          active -= 1;
          next();
        });
    }
  };

  return {
    add(key: string, task: () => Promise<unknown>): boolean {
      if (seen.has(key)) return false;
      seen.add(key);
      waiting.push({ key, task });
      next();
      return true;
    },
    /** A failed preload may be tried again later (by the navigation itself). */
    forget(key: string): void {
      seen.delete(key);
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
