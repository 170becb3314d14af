// The security headers (issue 10): the pages' Content-Security-Policy (app/lib/security/csp.server.ts)
// and Django's (backend/core/security.py), as the browser gets them. Every other spec fails on a CSP
// violation too (fixtures.ts).
import { createHash } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { ANALYTICS_HOST, expect, hydrated, PIXEL_HOST, test, visit } from "./fixtures";

function directives(policy: string | undefined): Record<string, string[]> {
  expect(policy, "a Content-Security-Policy").toBeTruthy();
  return Object.fromEntries(
    policy!.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=(self)");
  expect(headers["permissions-policy"]).toContain("geolocation=()");
  expect(headers["permissions-policy"]).toContain("microphone=()");
  // Served over plain http here: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/** The executable inline scripts of a page: [attributes, text]. */
function inlineScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .map(([, attributes, text]) => ({ attributes, text }))
    .filter(({ attributes, text }) => text && !/\ssrc=/.test(` ${attributes}`) && !/type="application\/(ld\+)?json"/.test(attributes));
}

async function page(response: APIResponse) {
  return { headers: response.headers(), policy: directives(response.headers()["content-security-policy"]), html: await response.text() };
}

test("a page for one visitor has a fresh nonce on every inline script, and no inline code otherwise", async ({ request }) => {
  // The login page is private (it sets the CSRF cookie): never in a shared cache.
  const first = await page(await request.get("/login"));
  const second = await page(await request.get("/login"));
  expectCommonHeaders(first.headers);
  expect(first.headers["cache-control"]).toContain("private");
  const nonceOf = (policy: Record<string, string[]>) => policy["script-src"].find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
  const nonce = nonceOf(first.policy);
  expect(nonce, "a nonce").toBeTruthy();
  expect(nonceOf(second.policy)).not.toBe(nonce);
  const scripts = inlineScripts(first.html);
  expect(scripts.length, "the head script, React Router's scripts").toBeGreaterThanOrEqual(3);
  for (const script of scripts) expect(script.attributes, script.text.slice(0, 60)).toContain(`nonce="${nonce}"`);

  const policy = first.policy;
  expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'");
  expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  expect(policy["object-src"]).toEqual(["'none'"]);
  expect(policy["base-uri"]).toEqual(["'self'"]);
  expect(policy["form-action"]).toEqual(["'self'"]);
  expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  expect(policy["style-src"]).toEqual(["'self'"]);
  // The consent-gated third parties (playwright.config.ts), each only where it acts.
  expect(policy["script-src"]).toContain(`https://${ANALYTICS_HOST}`);
  expect(policy["connect-src"]).toEqual(expect.arrayContaining([`https://${PIXEL_HOST}`, `https://${ANALYTICS_HOST}`]));
  expect(policy["img-src"].join(" ")).not.toContain("tracking.test");
  expect(policy["frame-src"]).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
});

test("a page a shared cache may keep lists its scripts' hashes instead of a nonce", async ({ request }) => {
  const home = await page(await request.get("/"));
  expectCommonHeaders(home.headers);
  expect(home.headers["cache-control"]).toContain("s-maxage");
  const scriptSources = home.policy["script-src"];
  expect(scriptSources.some((value) => value.startsWith("'nonce-")), "no nonce in a cacheable page's policy").toBe(false);
  const scripts = inlineScripts(home.html);
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  for (const { text } of scripts) {
    const hash = createHash("sha256").update(text, "utf8").digest("base64");
    expect(scriptSources, text.slice(0, 60)).toContain(`'sha256-${hash}'`);
  }
});

test("pages hydrate under the policy, and an injected inline script would not run", async ({ page, cspViolations }) => {
  expect(await visit(page, "/")).toBe(200);
  await hydrated(page);
  // The policy is in force: an inline script added now is refused (and reported).
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.appendChild(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join("\n")).toContain("script-src");
  cspViolations.length = 0; // expected: the fixture checks for any other
});

test("only /embeds/ may be framed", async ({ page, request, cspViolations }) => {
  const embed = await page.goto("/embeds/playlist");
  expect(directives(embed!.headers()["content-security-policy"])["frame-ancestors"]).toEqual(["*"]);
  const news = await request.get("/nieuws");
  expect(directives(news.headers()["content-security-policy"])["frame-ancestors"]).toEqual(["'none'"]);

  await page.route("**/__framing-test", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><iframe name="embed" src="/embeds/playlist"></iframe><iframe name="news" src="/nieuws"></iframe>',
    }),
  );
  await page.goto("/__framing-test");
  await expect(page.frameLocator("iframe[name=embed]").getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => cspViolations.some((text) => /frame-ancestors/.test(text))).toBe(true);
  expect(page.frame({ name: "news" })?.url()).not.toContain("/nieuws");
  expect(cspViolations.every((text) => /frame-ancestors/.test(text)), cspViolations.join("\n")).toBe(true);
  cspViolations.length = 0; // expected: the news page refused to be framed
});

test("Django's answers: the API loads nothing and cannot be framed; the admin has its own policy", async ({ request }) => {
  const api = await request.get("/api/health/live");
  expectCommonHeaders(api.headers());
  const apiPolicy = directives(api.headers()["content-security-policy"]);
  expect(apiPolicy["default-src"]).toEqual(["'none'"]);
  expect(apiPolicy["frame-ancestors"]).toEqual(["'none'"]);

  const admin = await request.get("/cms/login/");
  expectCommonHeaders(admin.headers());
  const adminPolicy = directives(admin.headers()["content-security-policy"]);
  expect(adminPolicy["frame-ancestors"]).toEqual(["'self'"]);
  expect(adminPolicy["object-src"]).toEqual(["'none'"]);
  expect(adminPolicy["script-src"]).not.toContain("'unsafe-eval'");
});

test("static files are served with nosniff", async ({ request }) => {
  const icon = await request.get("/favicon.svg");
  expect(icon.status()).toBe(200);
  expectCommonHeaders(icon.headers());
});
