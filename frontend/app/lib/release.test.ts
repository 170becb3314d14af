import { afterEach, describe, expect, it } from "vitest";
import { BUILD_CHECK_INTERVAL_MS } from "./release-check";
import { BUILD_META_PATH, checkRelease, newReleaseAvailable, resetReleaseState } from "./release";

const answer = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status });

describe("the build check (SPEC §4, §7)", () => {
  afterEach(() => resetReleaseState());

  it("asks builds/latest.json every 60 minutes, past any cache", async () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    const asked: [string, RequestInit][] = [];
    await checkRelease(async (url, init) => {
      asked.push([url, init]);
      return new Response(JSON.stringify({ id: "build-1" }));
    }, "build-1");
    expect(asked).toEqual([[BUILD_META_PATH, expect.objectContaining({ cache: "no-store" })]]);
    expect(BUILD_META_PATH).toBe("/builds/latest.json");
  });

  it("notices a new build and remembers it", async () => {
    expect(await checkRelease(answer({ id: "build-1" }), "build-1")).toBe(false);
    expect(newReleaseAvailable()).toBe(false);
    expect(await checkRelease(answer({ id: "build-2" }), "build-1")).toBe(true);
    expect(newReleaseAvailable()).toBe(true);
    // A later failure does not make it forget.
    expect(await checkRelease(answer({}, 500), "build-1")).toBe(true);
  });

  it("ignores failures and odd answers", async () => {
    expect(await checkRelease(answer({ id: "" }), "build-1")).toBe(false);
    expect(await checkRelease(answer({ id: 2 }), "build-1")).toBe(false);
    expect(await checkRelease(answer({ id: "build-2" }, 404), "build-1")).toBe(false);
    expect(await checkRelease(async () => new Response("<html>"), "build-1")).toBe(false);
    expect(
      await checkRelease(async () => {
        throw new TypeError("offline");
      }, "build-1"),
    ).toBe(false);
  });
});
