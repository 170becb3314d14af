// Consent and tracking (SPEC §4, §7), proven by recording every request Chromium makes: before
// consent not one leaves for another host; after consent the pixel and analytics requests go out
// (answered by e2e/fixtures.ts, never sent to the internet); withdrawing stops both; the visitor
// identifier is sent only with the flag 'GDPR-fingerprint:accepted' and a uuid parameter.
import type { Page, Request } from "@playwright/test";
import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VERSION, FINGERPRINT_FLAG_KEY, serializeConsent } from "../app/lib/consent";
import { ANALYTICS_HOST, expect, hydrated, PIXEL_HOST, test, visit } from "./fixtures";

const ARTICLE = "/nieuws/nieuwsbericht-1";
const POSITION = "/standpunten/onderwijs";
const EVENT = "/agenda/vriendendiner";
const LINK_UUID = "11111111-2222-4333-8444-555555555555"; // no personal link: the page stays
const FINGERPRINT_POST = /\/api\/v1\/fingerprint\/create\/([0-9a-f]{32})$/;

/** What local storage holds before every page of the test: the flag, and the banner's answer if any. */
async function stored(page: Page, flag: string, answer: string | null) {
  await page.addInitScript(
    ([keys, flag, answer]) => {
      localStorage.setItem(keys.flag, flag);
      if (answer !== null) localStorage.setItem(keys.answer, answer);
    },
    [{ flag: FINGERPRINT_FLAG_KEY, answer: COOKIE_CONSENT_KEY }, flag, answer] as const,
  );
}
/** The current banner's answer allowing advertising only (so no analytics script). */
const ADVERTISING_ONLY = serializeConsent({ analytics: false, advertising: true });

function recorder(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const hostOf = (request: Request) => new URL(request.url()).host;
  return {
    requests,
    foreign: (own: string) => requests.filter((request) => request.url().startsWith("http") && hostOf(request) !== own).map((r) => r.url()),
    pixel: (event?: string) =>
      requests.filter((r) => hostOf(r) === PIXEL_HOST && (!event || new URL(r.url()).searchParams.get("ev") === event)).map((r) => new URL(r.url())),
    analytics: () => requests.filter((r) => hostOf(r) === ANALYTICS_HOST),
    fingerprints: () => requests.filter((r) => r.method() === "POST" && FINGERPRINT_POST.test(new URL(r.url()).pathname)),
    clear: () => void requests.splice(0),
  };
}

test.describe("before consent", () => {
  test("not one request leaves for a host other than the site's own", async ({ page, baseURL }) => {
    const recorded = recorder(page);
    // Every kind of page, a personal-link uuid, a hover that preloads a route, a client-side navigation.
    for (const path of ["/", ARTICLE, POSITION, EVENT, "/doneer", `/privacy?uuid=${LINK_UUID}&utm_id=voorjaar`]) {
      expect(await visit(page, path), path).toBe(200);
      await hydrated(page);
    }
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    // The unanswered banner may cover the footer on a phone: focus (which preloads) and click in the page.
    const contact = page.getByTestId("site-footer").getByTestId("footer-contact");
    await contact.focus();
    await contact.evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/\/contact$/);
    await page.waitForLoadState("networkidle");
    expect(recorded.requests.length).toBeGreaterThan(20);
    expect(recorded.foreign(new URL(baseURL!).host)).toEqual([]);
    expect(recorded.fingerprints()).toEqual([]);
    // Nothing of the fingerprint library was even loaded.
    expect(recorded.requests.filter((r) => /\/assets\/fp\.esm-/.test(r.url()))).toEqual([]);
  });

  // A flag 'true' counts only beside a current answer: a version bump silences everything until the visitor answers again.
  const older = JSON.stringify({ ...JSON.parse(serializeConsent({ analytics: true, advertising: true })), version: COOKIE_CONSENT_VERSION - 1 });
  for (const [name, answer] of [["no answer", null], ["an answer to an older banner", older]] as const) {
    test(`a flag 'true' with ${name} sends nothing while the banner asks`, async ({ page, baseURL }) => {
      const recorded = recorder(page);
      await stored(page, "true", answer);
      for (const path of [`/privacy?uuid=${LINK_UUID}`, `${ARTICLE}?uuid=${LINK_UUID}`, EVENT]) {
        expect(await visit(page, path), path).toBe(200);
        await hydrated(page);
        await expect(page.getByTestId("cookie-banner")).toBeVisible();
        await page.waitForLoadState("networkidle");
      }
      expect(recorded.foreign(new URL(baseURL!).host)).toEqual([]);
      expect(recorded.pixel()).toEqual([]);
      expect(recorded.fingerprints()).toEqual([]);
      expect(recorded.requests.filter((r) => /\/assets\/fp\.esm-/.test(r.url()))).toEqual([]);
    });
  }

  test("refusing keeps it that way", async ({ page, baseURL }) => {
    const recorded = recorder(page);
    await visit(page, "/");
    await hydrated(page);
    await page.getByTestId("cookie-refuse").click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("GDPR-fingerprint:accepted"))).toBe("false");
    await visit(page, `${ARTICLE}?uuid=${LINK_UUID}`);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(recorded.foreign(new URL(baseURL!).host)).toEqual([]);
    expect(recorded.fingerprints()).toEqual([]);
  });
});

test.describe("after consent", () => {
  test.use({ trackingAllowed: true });

  test("the pixel sends page views, content views and a checkout start, and the analytics script loads", async ({ page }) => {
    const recorded = recorder(page);
    const consentPosts: unknown[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/consent") consentPosts.push(request.postDataJSON());
    });
    await visit(page, "/");
    await hydrated(page);
    expect(recorded.pixel()).toEqual([]);
    await page.getByTestId("cookie-accept").click();

    await expect.poll(() => recorded.analytics().length).toBe(1);
    expect(recorded.analytics()[0].url()).toBe("https://analytics.tracking.test/script.js");
    await expect.poll(() => recorded.pixel("PageView").length).toBe(1);
    const view = recorded.pixel("PageView")[0];
    expect(view.searchParams.get("id")).toBe("e2e-pixel");
    expect(view.searchParams.get("dl")).toMatch(/^http:\/\/localhost:\d+\/$/);
    // The answer is recorded on the server with its version, and nothing else.
    await expect.poll(() => consentPosts).toEqual([{ version: 2, analytics: true, advertising: true }]);

    for (const [path, type, id] of [
      [ARTICLE, "article", "nieuwsbericht-1"],
      [POSITION, "position", "onderwijs"],
      [EVENT, "event", "vriendendiner"],
    ]) {
      recorded.clear();
      await visit(page, path);
      await hydrated(page);
      await expect.poll(() => recorded.pixel("ViewContent").length, path).toBe(1);
      const content = recorded.pixel("ViewContent")[0];
      expect([content.searchParams.get("cd[content_type]"), content.searchParams.get("cd[content_ids]")]).toEqual([type, JSON.stringify([id])]);
      // The page view goes after the content view (the shell's effects run after the page's), and
      // the analytics script with it: each request may still be on its way.
      await expect.poll(() => recorded.pixel("PageView").length, path).toBe(1);
      // A loaded page brings its own analytics script: one per page, from its own host.
      await expect.poll(() => recorded.analytics().length, path).toBe(1);
    }

    // A donation on its way to the payment: the checkout starts.
    recorded.clear();
    await visit(page, "/doneer");
    await hydrated(page);
    const form = page.getByTestId("donation-form");
    await form.getByRole("radio", { name: /^€\s10$/ }).check();
    await form.getByRole("button", { name: /^Doneer\s€\s10$/ }).click();
    await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible();
    await expect.poll(() => recorded.pixel("InitiateCheckout").length).toBe(1);
    const checkout = recorded.pixel("InitiateCheckout");
    expect([checkout[0].searchParams.get("cd[content_category]"), checkout[0].searchParams.get("cd[value]")]).toEqual(["donation", "10.00"]);
  });

  test("a page address goes to the pixel without its query string", async ({ page }) => {
    const recorded = recorder(page);
    await stored(page, "true", ADVERTISING_ONLY);
    await visit(page, `/privacy?uuid=${LINK_UUID}&utm_id=voorjaar`);
    await hydrated(page);
    await expect.poll(() => recorded.pixel("PageView").length).toBe(1);
    expect(recorded.pixel("PageView")[0].searchParams.get("dl")).toMatch(/\/privacy$/);
    expect(recorded.pixel("PageView")[0].href).not.toContain(LINK_UUID);
  });

  test("choosing analytics only loads the script but no pixel; withdrawing stops both at once", async ({ page }) => {
    const recorded = recorder(page);
    const answers: unknown[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/consent") answers.push(request.postDataJSON());
    });
    await visit(page, "/");
    await hydrated(page);
    await page.getByTestId("cookie-choose").click();
    await page.getByTestId("cookie-analytics").check();
    await page.getByTestId("cookie-save").click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    await expect.poll(() => recorded.analytics().length).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("GDPR-fingerprint:accepted"))).toBe("false");
    await visit(page, ARTICLE);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(recorded.pixel()).toEqual([]);

    // Now everything, then withdraw everything from the footer link.
    await page.getByTestId("footer-cookies").click();
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    await expect(banner.getByTestId("cookie-analytics")).toBeChecked();
    await expect(banner.getByTestId("cookie-advertising")).not.toBeChecked();
    await banner.getByTestId("cookie-accept").click();
    await expect.poll(() => recorded.pixel("PageView").length).toBe(1);

    await page.getByTestId("footer-cookies").click();
    // The analytics script ran on this page: withdrawing reloads it without any of it.
    const reloaded = page.waitForEvent("load");
    await banner.getByTestId("cookie-refuse").click();
    await reloaded;
    await hydrated(page);
    // Each answer is recorded on the server, the withdrawal too although the page reloaded at once.
    expect(answers).toEqual([
      { version: 2, analytics: true, advertising: false },
      { version: 2, analytics: true, advertising: true },
      { version: 2, analytics: false, advertising: false },
    ]);
    recorded.clear();
    await expect(page.locator("#analytics-script")).toHaveCount(0);
    await page.getByTestId("site-footer").getByTestId("footer-privacy").click();
    await expect(page).toHaveURL(/\/privacy$/);
    await visit(page, POSITION);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(recorded.pixel()).toEqual([]);
    expect(recorded.analytics()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("GDPR-fingerprint:accepted"))).toBe("false");
  });
});

test.describe("the visitor identifier", () => {
  test.use({ trackingAllowed: true });

  test("is not sent with the flag but without a uuid parameter", async ({ page }) => {
    const recorded = recorder(page);
    await stored(page, "true", ADVERTISING_ONLY);
    await visit(page, "/privacy?utm_id=voorjaar");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(recorded.fingerprints()).toEqual([]);
  });

  test("is not sent with a uuid parameter but without the flag (or with a flag that is not 'true')", async ({ page }) => {
    const recorded = recorder(page);
    await stored(page, "TRUE", ADVERTISING_ONLY);
    await visit(page, `/privacy?uuid=${LINK_UUID}`);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(recorded.fingerprints()).toEqual([]);
    expect(recorded.pixel()).toEqual([]);
  });

  test("is computed and sent with the flag and a uuid parameter, once", async ({ page }) => {
    const recorded = recorder(page);
    // The flag with a current answer for advertising only: the pixel and the identifier, not the analytics script.
    await stored(page, "true", ADVERTISING_ONLY);
    const posted = page.waitForResponse((response) => FINGERPRINT_POST.test(new URL(response.url()).pathname));
    await visit(page, `/privacy?uuid=${LINK_UUID}`);
    await hydrated(page);
    const response = await posted;
    expect([201, 200]).toContain(response.status());
    const [request] = recorded.fingerprints();
    expect(request.postDataJSON()).toEqual({ uuid: LINK_UUID });
    const visitorId = FINGERPRINT_POST.exec(new URL(request.url()).pathname)![1];
    // A client-side route change with the same uuid reuses the cached identifier and sends nothing new.
    await page.getByTestId("site-footer").getByTestId("footer-contact").evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/\/contact$/);
    await page.evaluate((uuid) => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(`/anbi?uuid=${uuid}`), LINK_UUID);
    await expect(page).toHaveURL(/\/anbi\?uuid=/);
    await page.waitForLoadState("networkidle");
    expect(recorded.fingerprints()).toHaveLength(1);
    expect(visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(recorded.analytics()).toEqual([]);
    await expect.poll(() => recorded.pixel("PageView").length).toBeGreaterThan(0);
  });
});
