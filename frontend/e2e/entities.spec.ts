// Organisations, products and profiles by uuid (SPEC §2.11); the demo ones have fixed uuids.
import { expect, test, visit } from "./fixtures";

const ORGANISATION = "6f1c2a3e-7d4b-4c8e-9a10-1b2c3d4e5f60";
const PRODUCT = "7a2d3b4f-8e5c-4d9f-8b21-2c3d4e5f6071";
const PROFILE = "8b3e4c5a-9f6d-4ea0-9c32-3d4e5f607182";

test("an organisation, a product at both addresses, and a profile", async ({ page }) => {
  expect(await visit(page, `/organisaties/${ORGANISATION}`)).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stichting Voorbeeld");

  for (const path of [`/producten/${PRODUCT}`, `/products/${PRODUCT}`]) {
    expect(await visit(page, path)).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Katoenen draagtas");
    await expect(page.getByTestId("product")).toContainText(/€\s12,50/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/producten/${PRODUCT}$`));
  }

  expect(await visit(page, `/profielen/${PROFILE}`)).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jan Voorbeeld");
});

for (const base of ["/organisaties", "/producten", "/products", "/profielen"]) {
  test(`${base}: an unknown or malformed uuid answers 404`, async ({ page }) => {
    expect(await visit(page, `${base}/00000000-0000-4000-8000-000000000000`)).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    expect(await visit(page, `${base}/niet-een-uuid`)).toBe(404);
  });
}
