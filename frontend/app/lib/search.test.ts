import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFocusHistory, createSearcher, debounce, normalizeQuery, type SearchOutcome, urlWithQuery } from "./search";

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls once with the last arguments, 300 ms after the last call", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 300);
    debounced("o");
    vi.advanceTimersByTime(200);
    debounced("on");
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith("on");
  });

  it("can be cancelled", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 300);
    debounced("x");
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("createSearcher", () => {
  function setup() {
    const pending = new Map<string, ReturnType<typeof deferred<string>>>();
    const signals = new Map<string, AbortSignal>();
    const fetcher = vi.fn((q: string, signal: AbortSignal) => {
      const d = deferred<string>();
      pending.set(q, d);
      signals.set(q, signal);
      return d.promise;
    });
    const outcomes: SearchOutcome<string>[] = [];
    const searcher = createSearcher(fetcher, (outcome) => outcomes.push(outcome));
    return { pending, signals, fetcher, outcomes, searcher };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("never lets an older answer overwrite a newer one", async () => {
    const { pending, signals, outcomes, searcher } = setup();
    searcher.search("zorg");
    searcher.search("zorgen");
    expect(signals.get("zorg")!.aborted).toBe(true);
    pending.get("zorgen")!.resolve("new");
    pending.get("zorg")!.resolve("old"); // arrives late anyway
    await flush();
    expect(outcomes).toEqual([{ q: "zorgen", result: "new" }]);
  });

  it("asks an identical query once: in flight, and again later from the cache", async () => {
    const { pending, fetcher, outcomes, searcher } = setup();
    searcher.search("wonen");
    searcher.search("wonen");
    expect(fetcher).toHaveBeenCalledTimes(1);
    pending.get("wonen")!.resolve("answer");
    await flush();
    searcher.search("energie");
    searcher.search("wonen");
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(outcomes.at(-1)).toEqual({ q: "wonen", result: "answer" });
  });

  it("refetches when q changes and reports errors of the latest query only", async () => {
    const { pending, fetcher, outcomes, searcher } = setup();
    searcher.search("a1");
    searcher.search("a2");
    pending.get("a2")!.reject(new Error("down"));
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(outcomes).toHaveLength(1);
    expect("error" in outcomes[0]!).toBe(true);
  });

  it("delivers nothing after a reset", async () => {
    const { pending, outcomes, searcher } = setup();
    searcher.search("europa");
    searcher.reset();
    pending.get("europa")!.resolve("late");
    await flush();
    expect(outcomes).toEqual([]);
  });
});

describe("urlWithQuery", () => {
  it("sets, replaces and removes q, keeping the rest", () => {
    expect(urlWithQuery("http://x/nieuws?page=2#top", "zorg en wonen")).toBe("/nieuws?page=2&q=zorg+en+wonen#top");
    expect(urlWithQuery("http://x/?q=oud", "nieuw")).toBe("/?q=nieuw");
    expect(urlWithQuery("http://x/en?q=oud&page=1", "")).toBe("/en?page=1");
  });
});

describe("normalizeQuery", () => {
  it("trims and caps at 200 characters", () => {
    expect(normalizeQuery("  zorg  ")).toBe("zorg");
    expect(normalizeQuery("a".repeat(300))).toHaveLength(200);
  });
});

describe("createFocusHistory", () => {
  it("keeps the ten most recent, newest first, without repeats", () => {
    const history = createFocusHistory<number>();
    for (let i = 1; i <= 12; i++) history.record(i);
    history.record(5);
    expect(history.items()).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    expect(history.latest((n) => n < 10)).toBe(5);
    expect(history.latest((n) => n > 100)).toBeUndefined();
  });
});

describe("dialog texts", async () => {
  const nl = (await import("../locales/nl.json")).default;
  it("use the spec's exact Dutch wording", () => {
    expect(nl.search.open).toBe("Zoeken");
    expect(nl.search.pending).toBe("Zoeken");
    expect(nl.search.noResults).toBe("Geen zoekresultaten");
  });
});
