import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isPreviewPath } from "../preview";
import { commonHeaders, createNonce, isEmbedPath, pagePolicy, scriptHashes, sharedCacheable } from "./csp.server";

const TRACKING = {
  pixel_id: "4242",
  pixel_url: "https://pixel.tracking.test/tr",
  analytics_script_url: "https://analytics.tracking.test/script.js",
  analytics_site: "partij.example",
};
const NO_TRACKING = { pixel_id: "", pixel_url: "", analytics_script_url: "", analytics_site: "" };

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split("; ").map((part) => {
    const [name, ...values] = part.split(" ");
    return [name, values];
  }));
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("the page policy", () => {
  it("allows scripts by nonce, never inline or eval", () => {
    const policy = directives(pagePolicy({ scripts: { nonce: "abc123" }, tracking: NO_TRACKING }));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-abc123'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["style-src"]).toEqual(["'self'"]);
  });

  it("names the tracking hosts only where they act, and only when configured", () => {
    const policy = directives(pagePolicy({ scripts: { nonce: "n" }, tracking: TRACKING }));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-n'", "https://analytics.tracking.test"]);
    expect(policy["connect-src"]).toEqual(["'self'", "https://pixel.tracking.test", "https://analytics.tracking.test"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:"]);
    const without = pagePolicy({ scripts: { nonce: "n" }, tracking: NO_TRACKING });
    expect(without).not.toContain("tracking.test");
    // A pixel URL without an id sends nothing (lib/tracking/pixel.ts), so it is not allowed either.
    expect(pagePolicy({ scripts: { nonce: "n" }, tracking: { ...TRACKING, pixel_id: "" } })).not.toContain("pixel.tracking.test");
    expect(pagePolicy({ scripts: { nonce: "n" }, tracking: { ...TRACKING, analytics_script_url: "javascript:alert(1)" } })).not.toContain("javascript");
  });

  it("lets other sites frame the embeds only", () => {
    expect(directives(pagePolicy({ scripts: { nonce: "n" }, embed: true }))["frame-ancestors"]).toEqual(["*"]);
    expect(isEmbedPath("/embeds/playlist")).toBe(true);
    expect(isEmbedPath("/en/embeds/playlist")).toBe(true);
    expect(isEmbedPath("/embedsx")).toBe(false);
    expect(isEmbedPath("/nieuws/embeds")).toBe(false);
  });

  it("lets only the admin (same origin) frame the preview of a draft", () => {
    expect(directives(pagePolicy({ scripts: { nonce: "n" }, preview: true }))["frame-ancestors"]).toEqual(["'self'"]);
    expect(directives(pagePolicy({ scripts: { nonce: "n" } }))["frame-ancestors"]).toEqual(["'none'"]);
    expect(isPreviewPath("/voorbeeld")).toBe(true);
    expect(isPreviewPath("/en/voorbeeld")).toBe(true);
    expect(isPreviewPath("/voorbeeld/")).toBe(true);
    expect(isPreviewPath("/voorbeeldx")).toBe(false);
    expect(isPreviewPath("/nieuws/voorbeeld")).toBe(false);
  });

  it("adds a payment provider's checkout to form-action", () => {
    expect(directives(pagePolicy({ scripts: { nonce: "n" }, formActions: ["https://www.mollie.com"] }))["form-action"]).toEqual([
      "'self'",
      "https://www.mollie.com",
    ]);
  });

  it("allows Vite's injected styles and websocket only in development", () => {
    const development = directives(pagePolicy({ scripts: { nonce: "n" }, development: true }));
    expect(development["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(development["connect-src"]).toContain("ws:");
    expect(development["script-src"]).not.toContain("'unsafe-inline'");
  });

  it("lists hashes instead of a nonce for a cacheable page", () => {
    const policy = directives(pagePolicy({ scripts: { hashes: ["AAA=", "BBB="] } }));
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(policy["script-src"].join(" ")).not.toContain("nonce");
  });
});

describe("the hashes of a page's scripts", () => {
  it("hashes exactly the inline scripts that carry the render's nonce", () => {
    const html = [
      '<html><head><script nonce="N0nce+/=">document.documentElement.classList.add("js")</script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script nonce="N0nce+/=" src="/assets/a.js"></script>',
      "</head><body><div>",
      "<script>alert('injected')</script>",
      '<script nonce="other">alert("guessed")</script>',
      '</div><script type="module" nonce="N0nce+/=">import "/assets/entry.js";\nwindow.x = "é";</script>',
      '<SCRIPT nonce="N0nce+/=">one()</SCRIPT ></body></html>',
    ].join("");
    expect(scriptHashes(html, "N0nce+/=").sort()).toEqual(
      [sha256('document.documentElement.classList.add("js")'), sha256('import "/assets/entry.js";\nwindow.x = "é";'), sha256("one()")].sort(),
    );
  });

  it("reads the rendered bytes as the text: the same hashes from a Buffer, asked again and again", () => {
    const html = '<p>één</p><script nonce="N">window.t = "één — ü";</script><script nonce="N">window.t = "één — ü";</script>';
    const expected = [sha256('window.t = "één — ü";')];
    expect(scriptHashes(html, "N")).toEqual(expected);
    expect(scriptHashes(Buffer.from(html, "utf8"), "N")).toEqual(expected);
    expect(scriptHashes(Buffer.from(html, "utf8"), "N")).toEqual(expected);
  });

  it("takes only HTML's whitespace before an attribute (a UTF-8 character can end in byte A0)", () => {
    // 'à' is C3 A0 in UTF-8: read as Latin-1 its second byte is a no-break space, which is no
    // attribute separator for the browser.
    expect(scriptHashes('<script data-x=ànonce="N">evil()</script>', "N")).toEqual([]);
  });

  it("knows the nonce attribute in each of HTML's forms, and only the whole nonce", () => {
    const page = (tag: string) => `${tag}run()</script>`;
    for (const tag of ['<script nonce="N+/=">', "<script nonce='N+/='>", "<script nonce=N+/=>", "<script nonce=N+/= async>", "<script\tnonce=N+/=/>"]) {
      expect(scriptHashes(page(tag), "N+/="), tag).toEqual([sha256("run()")]);
    }
    for (const tag of ['<script nonce="N+/=x">', '<script nonce="xN+/=">', "<script nonce=N+/=x>", '<script data-nonce="N+/=">', '<script nonce=" N+/=">']) {
      expect(scriptHashes(page(tag), "N+/="), tag).toEqual([]);
    }
  });

  it("ends a script at its own end tag, past every other '</' in its text", () => {
    const text = 'x = "<b>a</b>" + "<\\/script>"; y = "</scripts>"; z = "</";';
    expect(scriptHashes(`<script nonce="N">${text}</Script\t>`, "N")).toEqual([sha256(text)]);
    // No end tag: nothing to hash (the browser would not run it either).
    expect(scriptHashes(`<script nonce="N">${text}`, "N")).toEqual([]);
  });

  it("gives nothing for a page without scripts", () => {
    expect(scriptHashes("<p>hallo</p>", createNonce())).toEqual([]);
  });
});

describe("fresh nonces", () => {
  it("are random and 128 bits", () => {
    const a = createNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

describe("which answers a shared cache may keep", () => {
  it("follows Cache-Control", () => {
    expect(sharedCacheable("public, max-age=0, s-maxage=60, stale-while-revalidate=300")).toBe(true);
    expect(sharedCacheable("public, max-age=3600")).toBe(true);
    expect(sharedCacheable("private, no-store")).toBe(false);
    expect(sharedCacheable("no-store")).toBe(false);
    expect(sharedCacheable("public, s-maxage=0")).toBe(false);
    expect(sharedCacheable(null)).toBe(false);
  });
});

describe("the headers of every answer", () => {
  it("always sends nosniff, the referrer policy and the permissions policy", () => {
    const headers = commonHeaders({ secure: false, production: true, hstsSeconds: 31536000 });
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=(self)");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
    expect(headers["Permissions-Policy"]).toContain("microphone=()");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("sends HSTS only in production over HTTPS", () => {
    expect(commonHeaders({ secure: true, production: true, hstsSeconds: 31536000 })["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(commonHeaders({ secure: true, production: false, hstsSeconds: 31536000 })["Strict-Transport-Security"]).toBeUndefined();
    expect(commonHeaders({ secure: true, production: true, hstsSeconds: 0 })["Strict-Transport-Security"]).toBeUndefined();
    expect(
      commonHeaders({ secure: true, production: true, hstsSeconds: 600, hstsIncludeSubdomains: true })["Strict-Transport-Security"],
    ).toBe("max-age=600; includeSubDomains");
  });
});
