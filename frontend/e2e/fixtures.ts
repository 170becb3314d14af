// Shared helpers for the browser tests.
import { type Browser, expect, test as base, type Page } from "@playwright/test";
import { staffLogin } from "./staff";

/** The consent-gated third parties the e2e server is configured with (playwright.config.ts). */
export const PIXEL_HOST = "pixel.tracking.test";
export const ANALYTICS_HOST = "analytics.tracking.test";
const TRACKING_HOSTS = [PIXEL_HOST, ANALYTICS_HOST];

/**
 * Fails the test when a page talks to any host but the site itself (SPEC: private by default).
 * The tracking hosts are always answered here, never on the internet; a test that gives consent
 * declares `test.use({ trackingAllowed: true })` and checks those requests itself.
 */
export const test = base.extend<{ thirdPartyRequests: string[]; trackingAllowed: boolean; cspViolations: string[]; visitorAddress: string }>({
  trackingAllowed: [false, { option: true }],
  /**
   * Each test is a visitor of its own address (X-Forwarded-For, trusted from the local Node
   * server): the API counts form tries and failed logins per address (core/abuse.py,
   * accounts/lockout.py), and one address for the whole run would meet the captcha everywhere.
   */
  visitorAddress: [
    async ({ context }, use) => {
      const octet = () => 1 + Math.floor(Math.random() * 250);
      const address = `100.${64 + Math.floor(Math.random() * 64)}.${octet()}.${octet()}`;
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": address });
      await use(address);
    },
    { auto: true },
  ],
  /**
   * Fails the test on any Content-Security-Policy violation in any page of the test (the policy:
   * app/lib/security/csp.server.ts, backend/core/security.py): each page reports its own
   * `securitypolicyviolation` events, and the console's CSP errors catch those that fire no event
   * (a blocked worker or frame).
   */
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await context.exposeBinding("__reportCspViolation", ({ page }, report: string) => {
        seen.push(`${page.url()}: ${report}`);
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile || "?"}:${event.lineNumber})`);
        });
      });
      context.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
      });
      await use(seen);
      expect([...new Set(seen)], "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  thirdPartyRequests: [
    async ({ context, baseURL, trackingAllowed }, use) => {
      const own = new URL(baseURL!).host;
      const seen: string[] = [];
      context.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && url.host !== own) seen.push(request.url());
      });
      await context.route(
        (url) => TRACKING_HOSTS.includes(url.host),
        (route) =>
          route.fulfill({
            status: 200,
            contentType: route.request().resourceType() === "script" ? "text/javascript" : "image/gif",
            body: route.request().resourceType() === "script" ? "/* analytics stand-in */" : "",
          }),
      );
      await use(seen);
      const unexpected = trackingAllowed ? seen.filter((url) => !TRACKING_HOSTS.includes(new URL(url).host)) : seen;
      expect(unexpected, "requests to third-party hosts").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * How long a step that checks or sets a member's password may take: Argon2 is memory-hard by design
 * (about 100 MB and a few hundred ms on an idle core), and CI runs two browsers and the servers on
 * two busy cores, where one hash has been seen to take longer than the default 5 s expect timeout.
 */
export const PASSWORD_HASH_TIMEOUT = 15_000;

export const isPhone = (projectName: string) => projectName === "phone";

/** Opens a path and returns the HTTP status of the document response. */
export async function visit(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  expect(response, `response for ${path}`).not.toBeNull();
  return response!.status();
}

/** What joining costs today, in whole euros, as the backend states it (members/pricing.py: the
 * first year is pro-rated to the 31st of December, so the amount depends on the month). */
export async function firstYearEuros(page: Page): Promise<{ adult: number; youth: number }> {
  const options = await (await page.request.get("/api/members/options")).json();
  return { adult: options.adult_first_year_cents / 100, youth: options.youth_first_year_cents / 100 };
}

/** Waits until React has hydrated the document (the root marks it), so clicks reach handlers. */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

// The mails of the embedded default are kept in the database and readable by staff in the admin
// ("E-mails", personal data: the administration's login): the test reads them there, in a context
// of its own, as a tester would.
export async function mailText(browser: Browser, to: string, subject: string): Promise<string> {
  const admin = await browser.newContext();
  const page = await admin.newPage();
  await staffLogin(page, "administration");
  let inspect = "";
  await expect(async () => {
    const listing = await (await page.request.get(`/cms/snippets/core/outgoingemail/?q=${encodeURIComponent(to)}`)).text();
    const row = listing.split("<tr").find((part) => part.includes(subject));
    inspect = row?.match(/href="([^"]*\/inspect\/\d+\/)"/)?.[1] ?? "";
    expect(inspect, `a mail "${subject}" to ${to}`).not.toBe("");
  }).toPass({ timeout: 15_000 });
  const text = await (await page.request.get(inspect)).text();
  await admin.close();
  return text;
}
