// Shared helpers for the browser tests.
import { type Browser, expect, test as base, type Page } from "@playwright/test";

/** Fails the test when the page talks to any host but the site itself (SPEC: private by default). */
export const test = base.extend<{ thirdPartyRequests: string[] }>({
  thirdPartyRequests: [
    async ({ page, baseURL }, use) => {
      const own = new URL(baseURL!).host;
      const seen: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && url.host !== own) seen.push(request.url());
      });
      await use(seen);
      expect(seen, "requests to third-party hosts").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isPhone = (projectName: string) => projectName === "phone";

/** Opens a path and returns the HTTP status of the document response. */
export async function visit(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  expect(response, `response for ${path}`).not.toBeNull();
  return response!.status();
}

/** Waits until React has hydrated the document (the root marks it), so clicks reach handlers. */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

// The mails of the embedded default are kept in the database and readable by staff in the admin
// ("E-mails"): the test reads them there, in a context of its own, as a tester would.
export async function mailText(browser: Browser, to: string, subject: string): Promise<string> {
  const admin = await browser.newContext();
  const page = await admin.newPage();
  await page.goto("/cms/login/");
  await page.fill("input[name=username]", "redactie");
  await page.fill("input[name=password]", "redactie-demo");
  await page.click("button[type=submit]");
  await expect(page).toHaveURL(/\/cms\/$/);
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
