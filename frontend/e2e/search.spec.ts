// The search dialog of SPEC §2.15 and GET /api/search of §7, as a visitor uses it, at phone and
// desktop widths.
import type { Page } from "@playwright/test";
import { expect, hydrated, test, visit } from "./fixtures";

async function openSearch(page: Page, path = "/standpunten", name = "Zoeken") {
  expect(await visit(page, path)).toBe(200);
  await hydrated(page);
  await page.getByRole("button", { name }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test("typing shows the spinner, mirrors q into the URL and lists positions and articles", { tag: "@flow" }, async ({ page }, testInfo) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/search") requests.push(new URL(request.url()).searchParams.get("q")!);
  });
  const dialog = await openSearch(page);
  await expect(dialog).toHaveAccessibleName("Zoeken op de site");
  const input = dialog.getByRole("searchbox", { name: "Zoekterm" });
  await expect(input).toBeFocused();

  // Hold the answer for a moment so the pending state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/search?**", async (route) => {
    await held;
    await route.continue();
  });
  await input.fill("onderwijs");
  await expect(page).toHaveURL(/[?&]q=onderwijs$/);
  await expect(dialog.getByRole("status")).toContainText("Zoeken");
  await expect(dialog.getByTestId("search-pending").locator(".spinner")).toBeVisible();
  release();

  const positions = dialog.getByTestId("search-positions");
  await expect(positions.getByRole("heading", { name: "Standpunten" })).toBeVisible();
  await expect(positions.getByRole("link", { name: /^Onderwijs/ })).toHaveAttribute("href", "/standpunten/onderwijs");
  const articles = dialog.getByTestId("search-articles");
  await expect(articles.getByRole("link").first()).toHaveAttribute("href", /^\/nieuws\/nieuwsbericht-\d+$/);
  await expect(articles.getByRole("link").first().locator("time")).toContainText("geleden");
  await expect(articles.locator("img").first()).toHaveAttribute("src", /\.webp$/);
  await expect(dialog.getByTestId("search-pending")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("search-dialog.png") });

  // A new q refetches; going back to an earlier q is answered without asking again.
  await input.fill("onderwijs zorg");
  await expect(page).toHaveURL(/[?&]q=onderwijs\+zorg$/);
  await expect(dialog.getByTestId("search-pending")).toHaveCount(0);
  await input.fill("onderwijs");
  await expect(positions.getByRole("link", { name: /^Onderwijs/ })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=onderwijs$/);
  expect(requests.filter((q) => q === "onderwijs")).toHaveLength(1);
});

test("nonsense finds nothing: 'Geen zoekresultaten'", async ({ page }) => {
  const dialog = await openSearch(page);
  await dialog.getByRole("searchbox").fill("xqzvbnmw");
  await expect(dialog.getByTestId("search-empty")).toHaveText("Geen zoekresultaten");
  await expect(dialog.getByRole("link")).toHaveCount(0);
});

test("a typo is corrected: 'Bedoelde u: onderwijs' with its results, and a click puts it in the field", async ({ page }) => {
  const dialog = await openSearch(page);
  const input = dialog.getByRole("searchbox", { name: "Zoekterm" });
  await input.fill("onderwys");
  await expect(dialog.getByTestId("search-corrected")).toHaveText("Bedoelde u: onderwijs");
  await expect(dialog.getByTestId("search-positions").getByRole("link", { name: /^Onderwijs/ })).toBeVisible();
  await dialog.getByRole("button", { name: "onderwijs" }).click();
  await expect(input).toHaveValue("onderwijs");
  await expect(input).toBeFocused();
  await expect(dialog.getByTestId("search-corrected")).toHaveCount(0);
  await expect(dialog.getByTestId("search-positions").getByRole("link", { name: /^Onderwijs/ })).toBeVisible();
});

test("Escape closes, focus returns to the button and q leaves the URL", async ({ page }) => {
  const dialog = await openSearch(page);
  await dialog.getByRole("searchbox").fill("zorg");
  await expect(page).toHaveURL(/q=zorg/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Zoeken" })).toBeFocused();
  await expect(page).toHaveURL(/\/standpunten$/);
});

test("a click outside and the close button close it", async ({ page }) => {
  let dialog = await openSearch(page);
  const viewport = page.viewportSize()!;
  await page.mouse.click(8, viewport.height - 8);
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Zoeken" }).click();
  dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Zoeken sluiten" }).click();
  await expect(dialog).toBeHidden();
});

test("arrow keys move through the results and Enter opens one", async ({ page }) => {
  const dialog = await openSearch(page);
  await dialog.getByRole("searchbox").fill("onderwijs");
  const links = dialog.getByRole("link");
  await expect(links.nth(1)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(dialog.getByRole("searchbox")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const href = await links.nth(1).getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a page opened with ?q= opens the dialog with that query", async ({ page }) => {
  expect(await visit(page, "/?q=zorg")).toBe(200);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("searchbox")).toHaveValue("zorg");
  await expect(dialog.getByTestId("search-positions").getByRole("link", { name: /^Zorg/ })).toHaveAttribute("href", "/standpunten/zorg");
});

test("the English site searches its English pages in English and links within /en", async ({ page }) => {
  const dialog = await openSearch(page, "/en/standpunten", "Search");
  // 'educational' meets 'Education' through the English stemmer, not the Dutch one.
  await dialog.getByRole("searchbox", { name: "Search term" }).fill("educational");
  const first = dialog.getByTestId("search-positions").getByRole("link").first();
  await expect(first).toHaveAttribute("href", "/en/standpunten/onderwijs");
  await expect(first).toContainText("Education");
});

test("no search code is loaded before the button is used", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  expect(await visit(page, "/")).toBe(200);
  await hydrated(page);
  expect(scripts.filter((url) => /SearchDialog/.test(url))).toEqual([]);
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(scripts.filter((url) => /SearchDialog/.test(url))).toHaveLength(1);
});
