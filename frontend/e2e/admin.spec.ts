// An editor publishes an article in the Wagtail admin and a visitor reads it at /nieuws/{slug}.
import { expect, test } from "./fixtures";

test("an article published in the admin is on the site", async ({ page }, info) => {
  test.skip(info.project.name === "phone", "the admin round trip runs once, at desktop width");
  const title = `Artikel uit het beheer ${Date.now()}`;
  const slug = title.toLowerCase().replace(/ /g, "-");

  await page.goto("/cms/login/");
  await page.fill("input[name=username]", "redactie");
  await page.fill("input[name=password]", "redactie-demo");
  await page.click("button[type=submit]");
  await expect(page).toHaveURL(/\/cms\/$/);

  // The news index page is the article's parent.
  await page.goto("/cms/pages/search/?q=Nieuws&content_type=content.articleindexpage");
  const edit = await page.locator("a[href$='/edit/']").filter({ hasText: "Nieuws" }).first().getAttribute("href");
  const parentId = edit!.match(/pages\/(\d+)\//)![1];

  await page.goto(`/cms/pages/add/content/article/${parentId}/`);
  await page.fill("#id_title", title);
  await page.fill("#id_intro", "Een korte samenvatting, gepubliceerd vanuit het beheer.");
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/pages/${parentId}/$`));

  const response = await page.goto(`/nieuws/${slug}`);
  expect(response!.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.goto("/nieuws");
  await expect(page.getByTestId("article-card").first()).toContainText(title);
});
