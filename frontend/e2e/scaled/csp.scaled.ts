// The Content-Security-Policy through nginx's page cache (make test-e2e-prod; deploy/README.md
// "Security headers"). A cached page is the same bytes for every visitor, so it must not carry a
// nonce that would then be everyone's: such a page's policy lists the hashes of its inline scripts
// (app/lib/security/csp.server.ts), kept with the page, and needs no secret at all. Pages that are
// never cached (the personal pages of lib/personal-pages.ts, with or without a session) get a fresh
// nonce with every answer.
import { createHash } from "node:crypto";
import { expect, hydrated, test } from "../fixtures";

const scriptSources = (policy: string | undefined) => policy?.match(/script-src ([^;]*)/)?.[1].split(" ") ?? [];

function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes, text]) => text && !/\ssrc=/.test(` ${attributes}`) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text]) => text);
}

test("two cache hits share no nonce: the cached page's policy holds the hashes of its scripts", { tag: "@scaled" }, async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const path = `/agenda?csp=${Date.now()}`;
  const miss = await api.get(path);
  expect(miss.headers()["x-cache-status"]).toBe("MISS");
  const hits = [await api.get(path), await api.get(path)];
  for (const hit of hits) {
    expect(hit.headers()["x-cache-status"]).toBe("HIT");
    const sources = scriptSources(hit.headers()["content-security-policy"]);
    expect(sources.filter((value) => value.startsWith("'nonce-")), "no nonce in a cached page's policy").toEqual([]);
    expect(sources).not.toContain("'unsafe-inline'");
    const scripts = executableInlineScripts(await hit.text());
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const text of scripts) {
      expect(sources, text.slice(0, 60)).toContain(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
    }
  }
  expect(hits[0].headers()["content-security-policy"]).toBe(miss.headers()["content-security-policy"]);
  await api.dispose();
});

test("a page never cached gets a fresh nonce with every answer", { tag: "@scaled" }, async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    // A session no longer keeps a content page out of the cache; a personal page is never in it.
    const answer = await api.get("/login", { headers: { cookie: "sessionid=not-a-real-session" } });
    expect(answer.headers()["x-cache-status"]).toBe("BYPASS");
    const nonce = scriptSources(answer.headers()["content-security-policy"]).find((value) => value.startsWith("'nonce-"));
    expect(nonce, "a nonce").toBeTruthy();
    expect(await answer.text()).toContain(`nonce="${nonce!.slice(7, -1)}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
  await api.dispose();
});

test("a page from the cache hydrates without a policy violation", { tag: "@scaled" }, async ({ page }) => {
  const path = `/agenda?hydrate=${Date.now()}`;
  await page.request.get(path); // into the cache
  const answer = await page.goto(path);
  expect(answer?.headers()["x-cache-status"]).toBe("HIT");
  await hydrated(page);
  // A client-side navigation still works under the policy (lazily loaded route modules).
  await page.locator('a[href="/privacy"]:visible').first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The fixture fails the test on any violation (fixtures.ts).
});
