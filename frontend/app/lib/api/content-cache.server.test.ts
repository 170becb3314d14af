import { describe, expect, it } from "vitest";
import { ContentCache, sharedMaxAge, withPageVersion } from "./content-cache.server";

const ARTICLE = "http://django/api/articles/een?locale=nl";

/** Django as the cache sees it: content answers, and the content version it reports. */
function fakeDjango(answer: (request: Request) => Response = () => json({ title: "Een" }, "s-maxage=60")) {
  const state = { version: "a1" as string | null, versionAsks: 0, calls: [] as string[], clock: 0 };
  const send = async (request: Request) => {
    state.calls.push(request.url);
    return answer(request);
  };
  const cache = new ContentCache({
    backendUrl: "http://django",
    now: () => state.clock,
    fetch: async (url) => {
      expect(url).toBe("http://django/internal/page-cache-version");
      state.versionAsks += 1;
      if (state.version === null) throw new Error("connection refused");
      return new Response(null, { headers: { "x-page-cache-version": state.version } });
    },
  });
  const get = async (url = ARTICLE, headers: Record<string, string> = {}) => (await cache.through(new Request(url, { headers }), send)).json();
  return { state, cache, send, get };
}

function json(body: unknown, cacheControl?: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  if (cacheControl) headers.set("cache-control", cacheControl);
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** Django has offered an answer once (before that, nothing is kept and no version asked). */
async function warmed(django: ReturnType<typeof fakeDjango>) {
  await django.get("http://django/api/articles/warm");
  django.state.calls.length = 0;
}

describe("the content cache", () => {
  it("answers a kept public answer from memory, the same bytes, without calling Django", async () => {
    const django = fakeDjango();
    await warmed(django);
    expect(await django.get()).toEqual({ title: "Een" });
    expect(await django.get()).toEqual({ title: "Een" });
    expect(django.state.calls).toEqual([ARTICLE]);
  });

  it("keeps nothing and asks no version until Django offers an answer to keep (its own cache off)", async () => {
    const django = fakeDjango(() => json({ title: "Een" }));
    await django.get();
    await django.get();
    expect(django.state.calls).toHaveLength(2);
    expect(django.state.versionAsks).toBe(0);
    expect(django.cache.size).toBe(0);
  });

  it("misses everything once the content version changes", async () => {
    const django = fakeDjango();
    await warmed(django);
    await django.get();
    django.state.version = "b2";
    django.state.clock += 1_000;
    await django.get();
    expect(django.state.calls).toEqual([ARTICLE, ARTICLE]);
  });

  it("asks the version at most once a second, however many calls", async () => {
    const django = fakeDjango();
    await warmed(django);
    await Promise.all([django.get(), django.get("http://django/api/articles/twee"), django.get()]);
    django.state.clock += 999;
    await django.get();
    expect(django.state.versionAsks).toBe(1);
    django.state.clock += 1;
    await django.get();
    expect(django.state.versionAsks).toBe(2);
  });

  it("keeps an answer no longer than its s-maxage", async () => {
    const django = fakeDjango(() => json({ title: "Een" }, "s-maxage=5"));
    await warmed(django);
    await django.get();
    django.state.clock += 4_999;
    await django.get();
    expect(django.state.calls).toHaveLength(1);
    django.state.clock += 1;
    await django.get();
    expect(django.state.calls).toHaveLength(2);
  });

  it.each([
    ["a cookie", { cookie: "sessionid=abc" }],
    ["credentials", { authorization: "Basic eDp5" }],
  ])("never answers nor keeps a call with %s", async (_, headers) => {
    const django = fakeDjango();
    await warmed(django);
    await django.get(ARTICLE, headers);
    await django.get(ARTICLE, headers);
    await django.get();
    expect(django.state.calls).toEqual([ARTICLE, ARTICLE, ARTICLE]);
  });

  it("keeps each language apart", async () => {
    const django = fakeDjango((request) => json({ language: request.headers.get("accept-language") }, "s-maxage=60"));
    await warmed(django);
    expect(await django.get(ARTICLE, { "accept-language": "nl" })).toEqual({ language: "nl" });
    expect(await django.get(ARTICLE, { "accept-language": "en" })).toEqual({ language: "en" });
    expect(await django.get(ARTICLE, { "accept-language": "en" })).toEqual({ language: "en" });
    expect(django.state.calls).toHaveLength(2);
  });

  it("passes everything through while Django cannot say its version", async () => {
    const django = fakeDjango();
    await warmed(django);
    django.state.version = null;
    django.state.clock += 1_000;
    await django.get();
    await django.get();
    expect(django.state.calls).toEqual([ARTICLE, ARTICLE]);
  });

  it("renders a page under the version nginx sent, without asking Django", async () => {
    const django = fakeDjango();
    await warmed(django);
    const asks = django.state.versionAsks;
    const page = (version: string) => withPageVersion(new Request("http://site/nieuws/een", { headers: { "x-page-cache-version": version } }), () => django.get());
    await page("c3");
    await page("c3");
    await page("d4");
    expect(django.state.calls).toEqual([ARTICLE, ARTICLE]);
    expect(django.state.versionAsks).toBe(asks);
  });

  it("settles a page's version with its first call: one page, one version", async () => {
    const django = fakeDjango();
    await warmed(django);
    await withPageVersion(new Request("http://site/"), async () => {
      await django.get();
      django.state.version = "b2";
      django.state.clock += 5_000;
      await django.get();
    });
    expect(django.state.calls).toEqual([ARTICLE]);
  });

  it("ignores a malformed version header and asks Django itself", async () => {
    const django = fakeDjango();
    await warmed(django);
    await withPageVersion(new Request("http://site/", { headers: { "x-page-cache-version": "../x y" } }), () => django.get());
    expect(django.state.versionAsks).toBe(1);
    await withPageVersion(new Request("http://site/", { headers: { "x-page-cache-version": "../x y" } }), () => django.get());
    expect(django.state.calls).toEqual([ARTICLE]); // kept under Django's own version, a1
  });

  it("drops the least recently used answers beyond its size", async () => {
    const state = { calls: 0 };
    const cache = new ContentCache({
      backendUrl: "http://django",
      maxBytes: 1_000,
      fetch: async () => new Response(null, { headers: { "x-page-cache-version": "a1" } }),
    });
    const send = async () => {
      state.calls += 1;
      return json("x".repeat(60), "s-maxage=60");
    };
    const get = (n: number) => cache.through(new Request(`http://django/api/articles/${n}`), send);
    for (let n = 0; n < 30; n++) await get(n); // the first is offered before a version is known
    expect(cache.size).toBe(16); // 62 bytes each: 16 fit in 1 000
    state.calls = 0;
    await get(29);
    expect(state.calls).toBe(0);
    await get(1);
    expect(state.calls).toBe(1);
  });
});

describe("sharedMaxAge", () => {
  it.each([
    [json({}, "s-maxage=60"), 60],
    [json({}, "max-age=0, s-maxage=14"), 14],
    [json({}, "public, max-age=30"), 30],
    [json({}), null],
    [json({}, "s-maxage=0"), null],
    [json({}, "private, s-maxage=60"), null],
    [json({}, "s-maxage=60, no-store"), null],
    [json({}, "s-maxage=60", { status: 404 }), null],
    [json({}, "s-maxage=60", { headers: { "set-cookie": "a=b" } }), null],
  ])("%#", (response, seconds) => {
    expect(sharedMaxAge(response)).toBe(seconds);
  });
});
