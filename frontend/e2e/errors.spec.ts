// The error page of SPEC §2.15 and §8: unknown paths and invalid route parameters answer 404.
import { expect, test, visit } from "./fixtures";

const NOT_FOUND_PATHS = [
  "/deze-pagina-bestaat-niet",
  "/nieuws/een/te/diep/pad",
  "/404",
  "/organisaties/geen-uuid", // a malformed uuid
  "/nieuws/slug%20met%20spaties", // characters no slug has
];

for (const path of NOT_FOUND_PATHS) {
  test(`${path} answers the 404 page with status 404`, async ({ page }) => {
    expect(await visit(page, path)).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    const button = page.getByRole("link", { name: "Terug naar de homepagina" });
    await expect(button).toHaveAttribute("href", "/");
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/Traceback|at .*\.js:\d+/);
  });
}

test("the English 404 page is in English and links to the English home", async ({ page }) => {
  expect(await visit(page, "/en/this-page-does-not-exist")).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Back to the homepage" })).toHaveAttribute("href", "/en");
});

test("following the button from the 404 page leads home", async ({ page }) => {
  await visit(page, "/bestaat-niet");
  await page.getByRole("link", { name: "Terug naar de homepagina" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("cms-page")).toBeVisible();
});

test("client-side navigation to an unknown page shows the 404 page too", async ({ page }) => {
  await visit(page, "/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/nog-een-onbekende-pagina";
    link.textContent = "onbekend";
    link.id = "e2e-unknown-link";
    document.querySelector("main")!.append(link);
  });
  await page.locator("#e2e-unknown-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
});
