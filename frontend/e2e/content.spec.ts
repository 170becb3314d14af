// News, authors and positions (SPEC §2.5): the lists, the detail pages, pagination and their 404s.
import { expect, hydrated, isPhone, test, visit } from "./fixtures";

test("/nieuws lists twelve article cards and the next page works", async ({ page }) => {
  expect(await visit(page, "/nieuws")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuws");
  const cards = page.getByTestId("article-card");
  await expect(cards).toHaveCount(12);
  // A seeded card: the admin test may publish a newer article without an image meanwhile.
  const first = cards.filter({ hasText: "Nieuwsbericht" }).first();
  await expect(first.locator("img")).toHaveAttribute("srcset", /\d+w/);
  await expect(first.locator("img")).toHaveAttribute("width", /^\d+$/);
  await expect(first).toContainText(/geleden/);
  await expect(page.getByTestId("pagination")).toContainText(/Pagina 1 van \d+/);
  await expect(page.getByTestId("pagination-previous")).toHaveCount(0);

  const firstTitle = await first.getByRole("heading", { level: 2 }).textContent();
  const next = page.getByTestId("pagination-next");
  await expect(next).toHaveAttribute("href", "/nieuws?pagina=2");
  await hydrated(page);
  await next.click();
  await expect(page).toHaveURL(/\/nieuws\?pagina=2$/);
  await expect(page.getByTestId("pagination")).toContainText(/Pagina 2 van \d+/);
  await expect(page.getByTestId("article-card")).toHaveCount(12);
  await expect(page.getByTestId("article-card").first().getByRole("heading", { level: 2 })).not.toHaveText(firstTitle!);
  await expect(page.getByTestId("pagination-previous")).toHaveAttribute("href", "/nieuws");
});

test("paging works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  expect(await visit(page, "/nieuws?pagina=2")).toBe(200);
  await page.getByTestId("pagination-next").click();
  await expect(page).toHaveURL(/\/nieuws\?pagina=3$/);
  await expect(page.getByTestId("pagination")).toContainText(/Pagina 3 van \d+/);
  await context.close();
});

test("a card opens its article with the NewsArticle structured data", { tag: "@flow" }, async ({ page }) => {
  await visit(page, "/nieuws");
  await hydrated(page);
  const link = page.getByTestId("article-card").filter({ hasText: "Nieuwsbericht" }).first().getByRole("link");
  const title = (await link.textContent())!.trim();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/nieuws\/[\w-]+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Loaded fresh, the document carries the JSON-LD and the article's share tags.
  expect(await visit(page, href!)).toBe(200);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd["@type"]).toBe("NewsArticle");
  expect(jsonLd.headline).toBe(title);
  expect(jsonLd.datePublished).toBeTruthy();
  expect(jsonLd.publisher.name).toBe("Forum voor Democratie");
  expect(jsonLd.author.length).toBeGreaterThan(0);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/.+\/media\//);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${href}$`));
});

test("an author link leads to the author's articles", async ({ page }) => {
  // A seeded article (the admin test may publish a newer one without authors meanwhile).
  await visit(page, "/nieuws/nieuwsbericht-1");
  await hydrated(page);
  const author = page.getByTestId("author-link").first();
  const name = (await author.textContent())!.trim();
  await expect(author).toHaveAttribute("href", /^\/auteurs\/[\w-]+$/);
  await author.click();
  await expect(page).toHaveURL(/\/auteurs\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText(`Alle artikelen van ${name}`)).toBeVisible();
  const cards = page.getByTestId("article-card");
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card).toContainText(name);
});

test("/standpunten lists the positions and one opens", async ({ page }, testInfo) => {
  expect(await visit(page, "/standpunten")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Standpunten");
  const cards = page.getByTestId("position-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(20);
  await hydrated(page);
  const card = cards.nth(isPhone(testInfo.project.name) ? 0 : 1);
  const title = (await card.getByRole("heading", { level: 2 }).textContent())!.trim();
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/standpunten\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("position")).toBeVisible();
});

for (const path of ["/nieuws/bestaat-niet-xyz", "/standpunten/bestaat-niet-xyz", "/auteurs/bestaat-niet-xyz", "/nieuws?pagina=abc", "/nieuws?pagina=0", "/nieuws?pagina=9999"]) {
  test(`${path} answers 404`, async ({ page }) => {
    expect(await visit(page, path)).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  });
}

test("/en/nieuws shows the English shell", async ({ page }) => {
  expect(await visit(page, "/en/nieuws")).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await expect(page.getByTestId("article-card")).toHaveCount(12);
  await expect(page.getByTestId("article-card").first().getByRole("link")).toHaveAttribute("href", /^\/en\/nieuws\//);
  await expect(page.getByTestId("pagination")).toContainText(/Page 1 of \d+/);
  await expect(page.getByTestId("pagination-next")).toHaveAttribute("href", "/en/nieuws?pagina=2");
});
