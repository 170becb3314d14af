// The logic behind the search dialog (SPEC §2.15, §7, §9), kept free of React so it is unit-tested:
// debouncing, deduplicated requests where an older answer never overwrites a newer one, the `q`
// parameter of the page URL, and (lib/search-history.ts) the history of recently focused elements.

export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_QUERY_LENGTH = 200;
// The search button needs only the focus history: it lives apart, so the rest comes with the dialog.
export { createFocusHistory, FOCUS_HISTORY_SIZE } from "./search-history";

/** The text as the API gets it: trimmed, at most MAX_QUERY_LENGTH characters. */
export function normalizeQuery(text: string): string {
  return text.trim().slice(0, MAX_QUERY_LENGTH);
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

export type Fetcher<T> = (q: string, signal: AbortSignal) => Promise<T>;

export type SearchOutcome<T> = { q: string; result: T } | { q: string; error: unknown };

/**
 * Runs searches so that identical queries are asked once (a small cache of answers, and a query
 * already on its way is not asked again), a new query aborts the one before, and only the answer
 * to the latest query is delivered: `onResult` never sees an older answer after a newer one.
 */
export function createSearcher<T>(fetcher: Fetcher<T>, onResult: (outcome: SearchOutcome<T>) => void, cacheSize = 20) {
  const cache = new Map<string, T>();
  let latest = "";
  let inFlight: { q: string; controller: AbortController } | undefined;

  function remember(q: string, result: T) {
    cache.delete(q);
    cache.set(q, result);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  }

  return {
    search(q: string): void {
      latest = q;
      if (inFlight?.q === q) return; // already on its way: deduplicated
      inFlight?.controller.abort();
      inFlight = undefined;
      const cached = cache.get(q);
      if (cached !== undefined) {
        onResult({ q, result: cached });
        return;
      }
      const request = { q, controller: new AbortController() };
      inFlight = request;
      fetcher(q, request.controller.signal).then(
        (result) => {
          remember(q, result);
          if (inFlight === request) inFlight = undefined;
          if (q === latest) onResult({ q, result });
        },
        (error: unknown) => {
          if (inFlight === request) inFlight = undefined;
          if (q === latest && !request.controller.signal.aborted) onResult({ q, error });
        },
      );
    },
    /** Forget the latest query (the dialog closed or the input was emptied): no answer is delivered. */
    reset(): void {
      latest = "";
      inFlight?.controller.abort();
      inFlight = undefined;
    },
  };
}

/** The same URL with `q` set (or removed when empty); other parameters and the hash stay. */
export function urlWithQuery(href: string, q: string): string {
  const url = new URL(href);
  if (q) url.searchParams.set("q", q);
  else url.searchParams.delete("q");
  return url.pathname + url.search + url.hash;
}
