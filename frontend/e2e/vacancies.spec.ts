// /vacatures and its nested child page /vacatures/{uuid} (SPEC §2.12).
import { expect, test, visit } from "./fixtures";

test("/vacatures lists the open vacancies and one opens", async ({ page }) => {
  expect(await visit(page, "/vacatures")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacatures");
  const cards = page.getByTestId("vacancy-card");
  await expect(cards).toHaveCount(4);
  await expect(page.getByText("Stagiair communicatie")).toHaveCount(0); // closed
  await expect(cards.first()).toContainText(/uur per week/);

  const link = cards.first().getByRole("link");
  const title = (await link.textContent())!.trim();
  await expect(link).toHaveAttribute("href", /^\/vacatures\/[0-9a-f-]{36}$/);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("vacancy").getByRole("heading", { level: 2 }).first()).toHaveText("Wat gaat u doen?");
});

for (const path of ["/vacatures/00000000-0000-4000-8000-000000000000", "/vacatures/geen-uuid"]) {
  test(`${path} answers the 404 page`, async ({ page }) => {
    expect(await visit(page, path)).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  });
}

test("the English vacancies page", async ({ page }) => {
  expect(await visit(page, "/en/vacatures")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacancies");
  await expect(page.getByTestId("vacancy-card").first().getByRole("link")).toHaveAttribute("href", /^\/en\/vacatures\//);
});
