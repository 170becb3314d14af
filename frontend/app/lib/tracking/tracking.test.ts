import { afterEach, describe, expect, it } from "vitest";
import { appState } from "../app-state";
import { loadAnalytics } from "./analytics";
import { cachedVisitorId, forgetSentFingerprints, sendFingerprint, type FingerprintDeps } from "./fingerprint";
import { pixelUrl } from "./pixel";
import { configureTracking, NO_TRACKING } from "./config";
import { track } from "./track";

const CONFIG = {
  pixel_id: "4242",
  pixel_url: "https://pixel.tracking.test/tr",
  analytics_script_url: "https://analytics.tracking.test/script.js",
  analytics_site: "partij.example",
};
const PAGE = new URL("https://partij.example/nieuws/artikel?uuid=6f1c9a52-3b1e-4d8e-9c3a-2a7f5d0e9b11&utm_id=x");

describe("the social-ad pixel", () => {
  it("sends page view, content view and checkout start in the pixel's own words", () => {
    const view = new URL(pixelUrl(CONFIG, { type: "page_view" }, PAGE, 1)!);
    expect(view.origin + view.pathname).toBe("https://pixel.tracking.test/tr");
    expect(Object.fromEntries(view.searchParams)).toEqual({
      id: "4242",
      ev: "PageView",
      dl: "https://partij.example/nieuws/artikel", // never the query string: no uuid, no token
      noscript: "1",
      ts: "1",
    });
    const content = new URL(pixelUrl(CONFIG, { type: "content_view", contentType: "article", id: "artikel" }, PAGE)!);
    expect(content.searchParams.get("ev")).toBe("ViewContent");
    expect(content.searchParams.get("cd[content_type]")).toBe("article");
    expect(content.searchParams.get("cd[content_ids]")).toBe('["artikel"]');
    const checkout = new URL(pixelUrl(CONFIG, { type: "checkout_start", kind: "donation", valueCents: 2500 }, PAGE)!);
    expect(checkout.searchParams.get("ev")).toBe("InitiateCheckout");
    expect(checkout.searchParams.get("cd[content_category]")).toBe("donation");
    expect(checkout.searchParams.get("cd[value]")).toBe("25.00");
    expect(checkout.searchParams.get("cd[currency]")).toBe("EUR");
  });

  it("has no address without an id or with a URL that is not http(s)", () => {
    expect(pixelUrl({ ...CONFIG, pixel_id: "" }, { type: "page_view" }, PAGE)).toBeNull();
    expect(pixelUrl({ ...CONFIG, pixel_url: "javascript:alert(1)" }, { type: "page_view" }, PAGE)).toBeNull();
  });

  it("track() is a no-op outside the browser and without configuration", () => {
    configureTracking(undefined);
    expect(() => track({ type: "page_view" })).not.toThrow();
    configureTracking(CONFIG);
    expect(() => track({ type: "page_view" })).not.toThrow();
    configureTracking(NO_TRACKING);
  });
});

describe("the analytics script", () => {
  function fakeDocument() {
    const added: { id: string; src: string; defer: boolean; dataset: Record<string, string> }[] = [];
    const doc = {
      getElementById: (id: string) => added.find((script) => script.id === id) ?? null,
      createElement: () => ({ id: "", src: "", defer: false, dataset: {} as Record<string, string> }),
      head: { appendChild: (script: (typeof added)[number]) => added.push(script) },
    };
    return { doc: doc as unknown as Document, added };
  }

  it("is added once, from its configured host", () => {
    const { doc, added } = fakeDocument();
    expect(loadAnalytics(CONFIG, doc)).toBe(true);
    expect(loadAnalytics(CONFIG, doc)).toBe(false);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ src: CONFIG.analytics_script_url, defer: true, dataset: { domain: "partij.example" } });
  });

  it("is not added without a (safe) URL", () => {
    const { doc, added } = fakeDocument();
    expect(loadAnalytics({ ...CONFIG, analytics_script_url: "" }, doc)).toBe(false);
    expect(loadAnalytics({ ...CONFIG, analytics_script_url: "data:text/javascript,1" }, doc)).toBe(false);
    expect(added).toHaveLength(0);
  });
});

describe("the visitor identifier (SPEC §4, §7)", () => {
  afterEach(() => {
    appState.delete("fingerprint");
    forgetSentFingerprints();
  });

  function deps(allowed: boolean | (() => boolean)) {
    const posted: [string, string][] = [];
    let computed = 0;
    const fake: FingerprintDeps = {
      allowed: typeof allowed === "function" ? allowed : () => allowed,
      visitorId: async () => {
        computed += 1;
        return "0123456789abcdef0123456789abcdef";
      },
      post: async (visitorId, uuid) => void posted.push([visitorId, uuid]),
    };
    return { fake, posted, computed: () => computed };
  }

  it("is computed and sent only with the flag and a uuid parameter", async () => {
    const noFlag = deps(false);
    expect(await sendFingerprint("?uuid=abc", noFlag.fake)).toBe(false);
    expect([noFlag.computed(), noFlag.posted]).toEqual([0, []]);

    const noUuid = deps(true);
    expect(await sendFingerprint("?utm_id=x", noUuid.fake)).toBe(false);
    expect(await sendFingerprint("?uuid=", noUuid.fake)).toBe(false);
    expect([noUuid.computed(), noUuid.posted]).toEqual([0, []]);

    const both = deps(true);
    expect(await sendFingerprint("?uuid=abc", both.fake)).toBe(true);
    expect(both.posted).toEqual([["0123456789abcdef0123456789abcdef", "abc"]]);
  });

  it("is cached in the state entry 'fingerprint' and sent once per uuid", async () => {
    const both = deps(true);
    await sendFingerprint("?uuid=abc", both.fake);
    await sendFingerprint("?uuid=abc", both.fake);
    await sendFingerprint("?uuid=def", both.fake);
    expect(appState.get("fingerprint")).toBe("0123456789abcdef0123456789abcdef");
    expect(both.computed()).toBe(1);
    expect(both.posted.map(([, uuid]) => uuid)).toEqual(["abc", "def"]);
    expect(await cachedVisitorId(both.fake)).toBe("0123456789abcdef0123456789abcdef");
  });

  it("is not sent when consent is withdrawn while it is computed", async () => {
    let allowed = true;
    const fake = deps(() => allowed);
    const original = fake.fake.visitorId;
    fake.fake.visitorId = async () => {
      allowed = false;
      return original();
    };
    expect(await sendFingerprint("?uuid=abc", fake.fake)).toBe(false);
    expect(fake.posted).toEqual([]);
  });

  it("never throws when the library fails", async () => {
    const failing = deps(true);
    failing.fake.visitorId = async () => {
      throw new Error("canvas blocked");
    };
    expect(await sendFingerprint("?uuid=abc", failing.fake)).toBe(false);
    expect(appState.get("fingerprint")).toBeUndefined();
  });
});
