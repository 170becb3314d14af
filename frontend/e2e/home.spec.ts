// The home page: calls to action, the latest news and the audience counts (SPEC §9).
import { expect, test, visit } from "./fixtures";

test("home shows the calls to action, the latest news and the audience counts", { tag: "@flow" }, async ({ page }) => {
  expect(await visit(page, "/")).toBe(200);
  const cta = page.getByTestId("calls-to-action");
  for (const path of ["/doneer", "/word-lid", "/word-actief", "/nu"]) {
    await expect(cta.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  const news = page.getByTestId("latest-news");
  await expect(news.getByTestId("article-card")).toHaveCount(3);
  await expect(news.locator('a[href="/nieuws"]')).toBeVisible();
  await expect(page.getByText("285.000", { exact: true })).toBeVisible();
  await expect(page.getByText("60.000", { exact: true })).toBeVisible();

  await news.getByTestId("article-card").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/nieuws\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the English home page links to the English news", async ({ page }) => {
  await visit(page, "/en");
  await expect(page.getByTestId("latest-news").locator('a[href="/en/nieuws"]')).toBeVisible();
  await expect(page.getByText("285,000", { exact: true })).toBeVisible();
});
