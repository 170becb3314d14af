import { describe, expect, it } from "vitest";
import { RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS, reloadAt } from "./reload";

function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe("reload after a chunk failure (SPEC §4, §9)", () => {
  it("reloads at the target route", () => {
    const store = memoryStore();
    const assigned: string[] = [];
    expect(reloadAt("/agenda/debat?x=1", { store, now: 1_000, assign: (path) => assigned.push(path) })).toBe(true);
    expect(assigned).toEqual(["/agenda/debat?x=1"]);
    expect(JSON.parse(store.items.get(RELOAD_GUARD_KEY)!)).toEqual({ path: "/agenda/debat?x=1", expires: 11_000 });
  });

  it("does not reload again within 10 seconds, so it never loops", () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
    const store = memoryStore();
    const assigned: string[] = [];
    const assign = (path: string) => assigned.push(path);
    reloadAt("/a", { store, now: 0, assign });
    expect(reloadAt("/a", { store, now: 5_000, assign })).toBe(false);
    expect(reloadAt("/b", { store, now: 9_999, assign })).toBe(false);
    expect(reloadAt("/b", { store, now: 10_000, assign })).toBe(true);
    expect(assigned).toEqual(["/a", "/b"]);
  });

  it("never reloads without a place to keep the guard, and survives a broken guard", () => {
    const assigned: string[] = [];
    expect(reloadAt("/a", { store: null, assign: (path) => assigned.push(path) })).toBe(false);
    const store = memoryStore();
    store.items.set(RELOAD_GUARD_KEY, "{broken");
    expect(reloadAt("/a", { store, now: 0, assign: (path) => assigned.push(path) })).toBe(true);
    expect(assigned).toEqual(["/a"]);
  });
});
