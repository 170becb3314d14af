// Shared helpers for the browser tests.
import { expect, test as base, type Page } from "@playwright/test";

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
