// Members from the cache (issue 25): a logged-in visitor reading content pages gets the very page an
// anonymous visitor gets, from nginx's cache; what is personal on it comes from the browser's one
// private call (/api/accounts/session). Personal pages never come from the cache.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { PASSWORD_HASH_TIMEOUT } from "../fixtures";

const MEMBER = { email: "lid@example.org", password: "demo-wachtwoord-2026", first: "Lotte", last: "Demolid", street: "Voorbeeldlaan 12" };
const EVENT = "/agenda/ledenavond-utrecht";
/** What a cached page must never hold: the member's identity, their details, the header's greeting,
 * and the ticket form's member price note. */
const PERSONAL = [MEMBER.email, MEMBER.first, MEMBER.last, MEMBER.street, "Ingelogd als", "U ziet de ledenprijs"];

async function loggedIn(api: APIRequestContext, baseURL: string) {
  const { csrf_token: csrfToken } = await (await api.get("/api/accounts/session")).json();
  const login = await api.post("/api/accounts/login", {
    data: { email: MEMBER.email, password: MEMBER.password },
    headers: { "x-csrftoken": csrfToken, origin: baseURL },
    timeout: PASSWORD_HASH_TIMEOUT,
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const cookies = (await api.storageState()).cookies.map((cookie) => cookie.name);
  expect(cookies).toEqual(expect.arrayContaining(["sessionid", "csrftoken", "signed_in"]));
}

/** The newest article's address, as the news list links it. */
async function anArticle(api: APIRequestContext): Promise<string> {
  const { items } = await (await api.get("/api/articles?locale=nl")).json();
  return `/nieuws/${items[0].slug}`;
}

test("a logged-in member gets an article and an event from the cache, without anything personal in them", { tag: "@scaled" }, async ({ playwright, baseURL }) => {
  const member = await playwright.request.newContext({ baseURL });
  const anonymous = await playwright.request.newContext({ baseURL });
  await loggedIn(member, baseURL!);
  for (const path of [await anArticle(anonymous), EVENT]) {
    await member.get(path);
    // The second request is a hit; polled, as the scheduled publications of the periodic jobs may
    // bump the content version at any moment (a fresh topology publishes the demo's at start).
    let page = await member.get(path);
    await expect
      .poll(async () => (page = await member.get(path)).headers()["x-cache-status"], { message: `${path} for a session`, timeout: 10_000 })
      .toBe("HIT");
    expect(page.status(), path).toBe(200);
    expect(page.headers()["cache-control"]).toContain("s-maxage");
    expect(page.headers()["set-cookie"], `${path} sets no cookie`).toBeUndefined();
    const html = await page.text();
    for (const personal of PERSONAL) expect(html, `${path} holds ${personal}`).not.toContain(personal);
    // The very page an anonymous visitor gets, from the same cache entry.
    const other = await anonymous.get(path);
    expect(other.headers()["x-cache-status"]).toBe("HIT");
    expect(await other.text()).toBe(html);
  }
  await member.dispose();
  await anonymous.dispose();
});

test("the private call is never cached, and tells a member's parts only to the member", { tag: "@scaled" }, async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const answer = await anonymous.get("/api/accounts/session");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(answer.headers()["x-cache-status"]).toBeUndefined();
  expect(await answer.json()).toMatchObject({ user: null, price_group: "non_member" });
  const member = await playwright.request.newContext({ baseURL });
  await loggedIn(member, baseURL!);
  const own = await member.get("/api/accounts/session");
  expect(own.headers()["cache-control"]).toBe("private, no-store");
  expect(await own.json()).toMatchObject({ user: { email: MEMBER.email, first_name: MEMBER.first }, price_group: "member" });
  await anonymous.dispose();
  await member.dispose();
});

test("a personal page is never served from the cache, nor kept in it", { tag: "@scaled" }, async ({ playwright, baseURL }) => {
  const member = await playwright.request.newContext({ baseURL });
  await loggedIn(member, baseURL!);
  for (const path of ["/mijn-account", "/fi-premium", `${EVENT}?bestellen`]) {
    for (let i = 0; i < 2; i++) {
      const page = await member.get(path, { maxRedirects: 0 });
      expect(page.headers()["x-cache-status"], path).toBe("BYPASS");
      expect(page.headers()["cache-control"], path).toBe("private, no-store");
    }
  }
  // Rendered with the session: the member's own page names them; the order form without
  // JavaScript shows their price.
  expect(await (await member.get("/mijn-account")).text()).toContain(MEMBER.email);
  expect(await (await member.get(`${EVENT}?bestellen`)).text()).toContain("U ziet de ledenprijs");
  await member.dispose();
});

test("in the browser, the cached page's header and ticket form become the member's after hydration", { tag: "@scaled" }, async ({ playwright, browser, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await loggedIn(api, baseURL!);
  const context = await browser.newContext({ storageState: await api.storageState() });
  await api.dispose();
  const page = await context.newPage();
  await page.goto(EVENT);
  const response = await page.goto(EVENT);
  expect(response?.headers()["x-cache-status"]).toBe("HIT");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByTestId("nav-account")).toHaveText(`Ingelogd als ${MEMBER.first}`);
  await expect(page.locator("html[data-signed-in]")).toHaveCount(0);

  await page.getByTestId("ticket-button").getByRole("link", { name: "Tickets" }).click();
  const modal = page.getByTestId("ticket-modal");
  await expect(modal).toBeVisible();
  await expect(modal.getByText("U ziet de ledenprijs")).toBeVisible();
  await expect(modal.getByText("€ 10,00")).toBeVisible();
  await modal.getByLabel(/Toegang/).selectOption("1");
  await modal.getByRole("button", { name: "Volgende" }).click();
  await expect(modal.getByTestId("order-logged-in")).toContainText(`Ingelogd als ${MEMBER.first}`);
  await expect(modal.getByLabel(/^E-mailadres/)).toHaveValue(MEMBER.email);
  await page.screenshot({ path: test.info().outputPath("event-member-1280.png"), fullPage: false });
  await context.close();
});
