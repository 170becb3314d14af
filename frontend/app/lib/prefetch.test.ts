import { describe, expect, it } from "vitest";
import { createPreloadQueue, MAX_CONCURRENT_PRELOADS } from "./prefetch";
import { prefetchAllowed } from "./prefetch-allowed";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("route preloads (SPEC §9)", () => {
  it("run at most 4 at once", async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    const started: string[] = [];
    const tasks = new Map<string, ReturnType<typeof deferred>>();
    for (const key of ["a", "b", "c", "d", "e", "f"]) {
      const task = deferred();
      tasks.set(key, task);
      queue.add(key, () => {
        started.push(key);
        return task.promise;
      });
    }
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect([queue.active, queue.waiting]).toEqual([4, 2]);
    tasks.get("b")!.resolve();
    await tick();
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
    tasks.get("a")!.reject(new Error("offline")); // a failure frees its place too
    await tick();
    expect(started).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(queue.active).toBe(4);
  });

  it("preload each route once, unless forgotten after a failure", () => {
    const queue = createPreloadQueue();
    let runs = 0;
    const task = () => {
      runs += 1;
      return Promise.resolve();
    };
    expect(queue.add("/nieuws", task)).toBe(true);
    expect(queue.add("/nieuws", task)).toBe(false);
    queue.forget("/nieuws");
    expect(queue.add("/nieuws", task)).toBe(true);
    expect(runs).toBe(2);
  });

  it("are skipped on data-saver and 2g connections", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "3g", saveData: false })).toBe(true);
    expect(prefetchAllowed({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
  });
});
