// The scaled topology itself (make test-e2e-prod): nginx's page cache (what it keeps, what never),
// its invalidation when an editor publishes, a login that holds on every app server, and the
// access log without personal data.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { PASSWORD_HASH_TIMEOUT } from "../fixtures";
import { PROD_E2E } from "./topology";

const MEMBER = { email: "lid@example.org", password: "demo-wachtwoord-2026" };
const node = (i: number) => `http://127.0.0.1:${PROD_E2E.frontendPorts[i]}`;
const django = (i: number) => `http://127.0.0.1:${PROD_E2E.backendPorts[i]}`;

/** Python in the backend, on the topology's database and Redis (as an editor's action would run). */
function backendShell(code: string): string {
  return execFileSync(`${PROD_E2E.backendDir}/.venv/bin/python`, ["manage.py", "shell", "--no-imports", "--verbosity", "0", "-c", code], {
    cwd: PROD_E2E.backendDir,
    env: { ...process.env, DATABASE_URL: PROD_E2E.databaseUrl, REDIS_URL: PROD_E2E.redisUrl, LOG_FORMAT: "plain" },
    encoding: "utf8",
  }).trim();
}

const cacheStatus = async (api: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  (await api.get(path, { headers })).headers()["x-cache-status"];

test("anonymous pages come from nginx's cache, compressed and without cookies; so does a session's", { tag: "@scaled" }, async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const path = `/agenda?probe=${Date.now()}`;
  const first = await api.get(path, { headers: { "accept-encoding": "gzip" } });
  expect(first.status()).toBe(200);
  expect(first.headers()["x-cache-status"]).toBe("MISS");
  expect(first.headers()["content-encoding"]).toBe("gzip");
  expect(first.headers()["set-cookie"], "an anonymous page sets no cookie").toBeUndefined();
  expect(await cacheStatus(api, path)).toBe("HIT");
  // A visitor with a session gets the same page (members.scaled.ts); a personal page never comes
  // from the cache.
  expect(await cacheStatus(api, path, { cookie: "sessionid=not-a-real-session" })).toBe("HIT");
  expect(await cacheStatus(api, "/mijn-account", { cookie: "sessionid=not-a-real-session" })).toBe("BYPASS");
  // A page that sets a cookie (the login form's CSRF cookie) is never kept.
  const login = await api.get("/login");
  expect(login.headers()["set-cookie"]).toContain("csrftoken=");
  expect(await cacheStatus(api, "/login")).not.toBe("HIT");
  // The API and the admin never pass the page cache; Django's internal paths are not reachable.
  expect((await api.get("/api/health/ready")).headers()["x-cache-status"]).toBeUndefined();
  expect((await api.get("/cms/login/")).headers()["x-cache-status"]).toBeUndefined();
  expect((await api.get("/internal/page-cache-version")).status()).toBe(404);
  // Static files from disk, precompressed; the fingerprinted build assets for good.
  const script = await api.get("/static/wagtailadmin/js/core.js", { headers: { "accept-encoding": "gzip" } });
  expect(script.headers()["content-encoding"]).toBe("gzip");
  const asset = (await first.text()).match(/\/assets\/[\w.-]+\.js(?=")/)?.[0];
  expect(asset, "a build asset in the page").toBeTruthy();
  expect((await api.get(asset!)).headers()["cache-control"]).toContain("immutable");
  await api.dispose();
});

test("publishing an article shows through the cache at once", { tag: "@scaled" }, async ({ playwright, baseURL }) => {
  // The oldest article: the flows of the other tests open the newest ones.
  const article = JSON.parse(
    backendShell(`
import json
from django.utils import timezone
from content.models import Article
a = Article.objects.live().filter(region__isnull=True, publish_on__lte=timezone.now()).order_by("publish_on").first()
print(json.dumps({"slug": a.slug, "title": a.title}))`),
  ) as { slug: string; title: string };
  const path = `/nieuws/${article.slug}`;
  const api = await playwright.request.newContext({ baseURL });
  await api.get(path);
  const cached = await api.get(path);
  expect(cached.headers()["x-cache-status"]).toBe("HIT");
  expect(await cached.text()).toContain(article.title);

  // Rendered past nginx's cache (a request with credentials), from the Node servers' kept content
  // answers (lib/api/content-cache.server.ts): each of the two has the article once it was asked twice.
  const uncached = async () => (await api.get(path, { headers: { authorization: "Bearer page-render" } })).text();
  for (let i = 0; i < 4; i++) expect(await uncached()).toContain(article.title);

  const title = `${article.title} (bijgewerkt ${Date.now()})`;
  const publish = (newTitle: string) =>
    backendShell(`
from content.models import Article
a = Article.objects.get(slug=${JSON.stringify(article.slug)})
a.title = ${JSON.stringify(newTitle)}
a.save_revision().publish()`);
  try {
    publish(title);
    // The page may be kept for 60 s (s-maxage): seeing the new title within 5 s is the invalidation.
    await expect.poll(async () => (await api.get(path)).text(), { timeout: 5_000, intervals: [250] }).toContain(title);
    expect(await cacheStatus(api, path)).toBe("HIT");
    await expect.poll(uncached, { timeout: 5_000, intervals: [250] }).toContain(title);
  } finally {
    publish(article.title);
  }
  await api.dispose();
});

test("a login through one instance holds on the other", { tag: "@scaled" }, async ({ playwright, browser }) => {
  // Django: log in on the first app server's API, ask the second who is logged in.
  const api = await playwright.request.newContext();
  const { csrf_token: csrfToken } = await (await api.get(`${django(0)}/api/accounts/session`)).json();
  const login = await api.post(`${django(0)}/api/accounts/login`, {
    data: MEMBER,
    headers: { "x-csrftoken": csrfToken, origin: django(0), referer: `${django(0)}/` },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const other = await (await api.get(`${django(1)}/api/accounts/session`)).json();
  expect(other.user?.email).toBe(MEMBER.email);
  await api.dispose();

  // Node: log in with the first frontend server's login page, open the account on the second.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${node(0)}/login?next=%2Fmijn-account`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("E-mailadres").fill(MEMBER.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(MEMBER.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(`${node(0)}/mijn-account`, { timeout: PASSWORD_HASH_TIMEOUT });
  await page.goto(`${node(1)}/mijn-account`);
  await expect(page).toHaveURL(`${node(1)}/mijn-account`);
  await expect(page.getByText("Ingelogd als Lotte Demolid")).toBeVisible();
  await context.close();
});

test("the access log is JSON lines without addresses, query strings or tokens", { tag: "@scaled" }, async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const secret = `geheim${Date.now()}`;
  await api.get(`/agenda/tickets/Xy7aBc9dEf0GhIjKlMnOpQr?token=${secret}`);
  await api.get(`/lidmaatschap-upgrade/123e4567-e89b-12d3-a456-426614174000?email=lid%40example.org`);
  // Shapes the old masks missed: an account token (user id, a dot, timestamp-hash), a friend's
  // readable link, a ticket key without a digit (deploy/log-masks.json).
  await api.get("/account-aanmaken/MTI.d0xk2a-0123456789abcdef0123456789abcdef");
  await api.get("/lidmaatschap-upgrade/demo-vriend-wordt-lid-2026");
  await api.get("/api/tickets/abcdefghijklmnop_qrstuvwxyzabcdef/pdf");
  await api.dispose();
  const logFile = `${PROD_E2E.dir}/log/access.log`;
  // nginx writes its buffer every second.
  await expect.poll(() => readFileSync(logFile, "utf8"), { timeout: 5_000 }).toContain("/lidmaatschap-upgrade/[token]");
  const text = readFileSync(logFile, "utf8");
  for (const leak of [secret, "Xy7aBc9dEf0", "426614174000", "lid%40example.org", "0123456789abcdef", "demo-vriend-wordt-lid", "abcdefghijklmnop"]) {
    expect(text).not.toContain(leak);
  }
  const entries = text.split("\n").filter(Boolean).map((line) => JSON.parse(line));
  // This test's made-up ticket key (404); other specs of the run open real tickets (200).
  const ticket = entries.find((entry) => entry.path === "/agenda/tickets/[token]" && entry.status === 404);
  expect(ticket).toMatchObject({ logger: "nginx.access", method: "GET", status: 404 });
  // The visitor's address without its last part: this test's loopback is 127.0.0.0 or ::.
  expect(["127.0.0.0", "::"]).toContain(ticket.client);
  for (const entry of entries) expect(entry.client).toMatch(/^(\d+\.\d+\.\d+\.0|[0-9a-f:]*::|-)$/);
});

test("nginx's own error answers carry the security headers", { tag: "@scaled" }, async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  for (const path of ["/media/original_images/", "/internal/page-cache-version"]) {
    const answer = await api.get(path);
    expect([403, 404]).toContain(answer.status());
    const headers = answer.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(await answer.text()).toContain('<html lang="nl">');
  }
  await api.dispose();
});
