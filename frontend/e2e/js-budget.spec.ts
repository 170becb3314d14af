// DESIGN.md §6: the JavaScript a first visit to an article page loads stays under 120 KB gzip.
// Counted as the browser loads it: every script of the site's own origin requested from opening the
// page until the network is quiet (the modulepreloads, the route's chunks and whatever the page
// imports by itself, such as the code of a video block in the article), each as many bytes as the
// server sends it to a browser that accepts gzip (files under 1 KB come uncompressed). `make bench` (bench/js_budget.mjs) prints the same
// figure per route from the build's manifest.
import { request as httpRequest } from "node:http";
import { expect, hydrated, test } from "./fixtures";

const BUDGET = 120 * 1024;

/** The size of a response body as sent to a client that accepts gzip (small files come plain). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    });
    request.on("error", reject);
    request.end();
  });
}

test("a first visit to an article loads less than 120 KB of JavaScript (gzip)", async ({ browser, baseURL, page }) => {
  await page.goto("/nieuws");
  const href = await page.getByTestId("article-card").filter({ hasText: "Nieuwsbericht" }).first().getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/nieuws\/[\w-]+$/);

  // A fresh browser context: nothing cached, no consent given yet.
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  const origin = new URL(baseURL!).origin;
  const scripts = new Set<string>();
  visitor.on("request", (request) => {
    const url = request.url();
    if (url.startsWith(origin) && (request.resourceType() === "script" || /\.m?js$/.test(new URL(url).pathname))) scripts.add(url);
  });
  await visitor.goto(href!, { waitUntil: "networkidle" });
  await hydrated(visitor);
  await visitor.waitForLoadState("networkidle");
  await context.close();

  const sizes = await Promise.all([...scripts].map(async (url) => ({ url, bytes: await gzipBytes(url.replace("localhost", "127.0.0.1")) })));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const list = sizes
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ url, bytes }) => `${(bytes / 1024).toFixed(1)} KB ${new URL(url).pathname}`)
    .join("\n");
  expect(sizes.length, "scripts loaded").toBeGreaterThan(5);
  test.info().annotations.push({ type: "first-load JavaScript (gzip)", description: `${(total / 1024).toFixed(1)} KB in ${sizes.length} files` });
  expect(total, `JavaScript of a first visit to ${href} (gzip), ${(total / 1024).toFixed(1)} KB in:\n${list}`).toBeLessThan(BUDGET);
});
