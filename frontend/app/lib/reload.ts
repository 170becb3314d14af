// SPEC §4, §9: after a chunk (code-split module) fails to load, the page reloads at the target
// route, but not again within 10 seconds: a guard in session storage so it never loops.
export const RELOAD_GUARD_KEY = "reload-guard";
export const RELOAD_GUARD_TTL_MS = 10_000;

type Store = Pick<Storage, "getItem" | "setItem">;

function guardActive(store: Store, now: number): boolean {
  try {
    const guard = JSON.parse(store.getItem(RELOAD_GUARD_KEY) ?? "null") as { expires?: unknown } | null;
    return typeof guard?.expires === "number" && guard.expires > now;
  } catch {
    return false;
  }
}

/**
 * Loads `path` as a full document unless a reload happened less than 10 s ago. Returns whether
 * it did. Without session storage the guard cannot be kept, so it never reloads.
 */
export function reloadAt(
  path: string,
  { store, now = Date.now(), assign }: { store: Store | null; now?: number; assign: (path: string) => void },
): boolean {
  if (!store || guardActive(store, now)) return false;
  try {
    store.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + RELOAD_GUARD_TTL_MS }));
  } catch {
    return false;
  }
  assign(path);
  return true;
}

export function browserReloadAt(path: string): boolean {
  let store: Store | null;
  try {
    store = window.sessionStorage;
  } catch {
    store = null;
  }
  const done = reloadAt(path, { store, assign: (target) => window.location.assign(target) });
  if (!done) console.error(`Loading ${path} failed again within 10 seconds; not reloading.`);
  return done;
}
