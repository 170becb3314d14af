// People lists and persons (§2.6, §2.5), regions and regional news (§2.7), videos and the playlist
// embed, /sitemap.xml and /robots.txt, and the 404s of their bogus slugs.
import { expect, hydrated, test, visit } from "./fixtures";

const PEOPLE_LISTS: [string, string][] = [
  ["/mensen/bestuur", "Bestuur"],
  ["/mensen/eerste-kamer", "Eerste Kamer"],
  ["/mensen/eerste-kamer-oud", "Eerste Kamer"],
  ["/mensen/tweede-kamer", "Tweede Kamer"],
  ["/mensen/europees-parlement", "Europees Parlement"],
];

for (const [path, title] of PEOPLE_LISTS) {
  test(`${path} shows its title and person cards`, async ({ page }) => {
    expect(await visit(page, path)).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    const cards = page.getByTestId("person-card");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first().locator("img")).toHaveAttribute("width", /^\d+$/);
    await expect(cards.first().locator("img")).toHaveAttribute("alt", /.+/);
  });
}

test("a person card opens the person, who links back to their lists", async ({ page }) => {
  await visit(page, "/mensen/tweede-kamer");
  await hydrated(page);
  const link = page.getByTestId("person-card").first().getByRole("link");
  const name = (await link.textContent())!.trim();
  await expect(link).toHaveAttribute("href", /^\/mensen\/[\w-]+$/);
  await link.click();
  await expect(page).toHaveURL(/\/mensen\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("heading", { name: "Lid van" })).toBeVisible();
  await expect(page.getByTestId("person-page").getByRole("link", { name: "Tweede Kamer" })).toHaveAttribute("href", "/mensen/tweede-kamer");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/mensen\/[\w-]+$/);
});

test("/provincies lists 12 links and /waterschappen 21", async ({ page }) => {
  expect(await visit(page, "/provincies")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Provincies");
  await expect(page.getByTestId("region-link")).toHaveCount(12);
  expect(await visit(page, "/waterschappen")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waterschappen");
  await expect(page.getByTestId("region-link")).toHaveCount(21);
  expect(await visit(page, "/gemeentes")).toBe(200);
  expect(await page.getByTestId("region-link").count()).toBeGreaterThanOrEqual(20);
});

test("/provincies/gelderland shows its municipalities and news; the regional article opens", async ({ page }) => {
  expect(await visit(page, "/provincies/gelderland")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gelderland");
  const municipalities = page.getByTestId("region-municipalities");
  await expect(municipalities.getByRole("heading")).toHaveText("Gemeentes in Gelderland");
  await expect(municipalities.getByRole("link", { name: "Arnhem" })).toHaveAttribute("href", "/gemeentes/arnhem");
  await expect(municipalities.getByRole("link", { name: "Nijmegen" })).toHaveAttribute("href", "/gemeentes/nijmegen");
  const news = page.getByTestId("region-news");
  await expect(news.getByRole("heading", { level: 2, name: "Regionaal nieuws" })).toBeVisible();
  const cards = news.getByTestId("article-card");
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first().getByRole("link")).toHaveAttribute("href", /^\/provincies\/gelderland\/nieuws\/[\w-]+$/);

  expect(await visit(page, "/gemeentes/arnhem")).toBe(200);
  await expect(page.getByTestId("region-province")).toHaveAttribute("href", "/provincies/gelderland");
  await hydrated(page);
  const article = page.locator('a[href="/gemeentes/arnhem/nieuws/nieuws-gemeente-arnhem"]');
  await article.click();
  await expect(page).toHaveURL(/\/gemeentes\/arnhem\/nieuws\/nieuws-gemeente-arnhem$/);
  await expect(page.getByTestId("regional-article")).toBeVisible();
  await expect(page.getByTestId("breadcrumbs").getByRole("link", { name: "Arnhem" })).toHaveAttribute("href", "/gemeentes/arnhem");

  expect(await visit(page, "/gemeentes/arnhem/nieuws/nieuws-gemeente-arnhem")).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/gemeentes\/arnhem\/nieuws\/nieuws-gemeente-arnhem$/);
});

test("/videos lists twelve cards; a video waits for a click before loading the player", async ({ page }) => {
  expect(await visit(page, "/videos")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Video's");
  await expect(page.getByTestId("video-card")).toHaveCount(12);
  await hydrated(page);
  const link = page.getByTestId("video-card").first().getByRole("link");
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/videos\/video-\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("video-placeholder")).toBeVisible();
  await expect(page.getByRole("link", { name: /Video afspelen/ })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("/embeds/playlist lists the latest videos without the site header", async ({ page }) => {
  expect(await visit(page, "/embeds/playlist")).toBe(200);
  expect(await page.getByTestId("playlist-item").count()).toBeGreaterThan(0);
  await expect(page.getByTestId("site-header")).toHaveCount(0);
  await expect(page.getByRole("banner")).toHaveCount(0);
});

test("/sitemap.xml lists Dutch and English addresses; /robots.txt names it", async ({ request, baseURL }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain("<urlset");
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/nieuws/[\\w-]+</loc>`));
  expect(xml).toContain(`<loc>${baseURL}/en/`);
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("every address in /sitemap.xml answers 200 to an anonymous visitor", async ({ request }) => {
  test.setTimeout(240_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const addresses = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, "&"));
  expect(addresses.length).toBeGreaterThan(50);
  const failures: string[] = [];
  const queue = [...addresses];
  const worker = async () => {
    for (let address = queue.shift(); address; address = queue.shift()) {
      const response = await request.get(address, { maxRedirects: 0 });
      if (response.status() !== 200) failures.push(`${response.status()} ${address}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  expect(failures, failures.join("\n")).toEqual([]);
});

for (const path of [
  "/mensen/niemand-bekend",
  "/gemeentes/nergenshuizen",
  "/provincies/atlantis",
  "/waterschappen/droogland",
  "/videos/video-9999",
  "/gemeentes/arnhem/nieuws/bestaat-niet",
]) {
  test(`${path} answers 404`, async ({ page }) => {
    expect(await visit(page, path)).toBe(404);
    await expect(page.getByText("Pagina niet gevonden").first()).toBeVisible();
  });
}
