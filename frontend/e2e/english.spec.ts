// The English site in English (issue 22): the server's refusals, the member's statuses, the ticket
// types' names, and the Dutch items of an English list marked as Dutch.
import type { Page } from "@playwright/test";
import { expect, hydrated, PASSWORD_HASH_TIMEOUT, test, visit } from "./fixtures";

const MEMBER = { email: "lid@example.org", password: "demo-wachtwoord-2026" };

async function logIn(page: Page, password: string) {
  await hydrated(page);
  await page.getByLabel("Email address").fill(MEMBER.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("on /en the server's refusal is English, and so are the member's statuses", async ({ page }) => {
  await visit(page, "/en/mijn-account");
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fmijn-account$/);
  await logIn(page, "een-fout-wachtwoord");
  await expect(page.getByTestId("form-incomplete")).toHaveText("The e-mail address or the password is not correct.", {
    timeout: PASSWORD_HASH_TIMEOUT,
  });
  await logIn(page, MEMBER.password);
  await expect(page).toHaveURL(/\/en\/mijn-account$/, { timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page.getByTestId("membership-status")).toHaveText("Active");
  const payments = page.getByTestId("own-payment");
  await expect(payments.first()).toContainText("Paid");
  await expect(page.getByTestId("own-payments")).not.toContainText("Betaald");
});

test("the ticket modal on /en names the ticket types in English", async ({ page }) => {
  expect(await visit(page, "/en/agenda/ledenavond-utrecht")).toBe(200);
  await hydrated(page);
  await page.getByTestId("ticket-button").getByRole("link", { name: "Tickets" }).click();
  const modal = page.getByRole("dialog");
  await expect(modal.getByLabel(/Admission/)).toBeVisible();
  await expect(modal).not.toContainText("Toegang");
});

test("an English list marks its untranslated items as Dutch", async ({ page }) => {
  expect(await visit(page, "/en/nieuws")).toBe(200);
  const cards = page.getByTestId("article-card");
  const dutch = cards.locator('h2.card__title[lang="nl"]');
  await expect(dutch.first()).toBeVisible();
  // The seed translates the first articles only: those carry no lang of their own.
  await expect(cards.locator("h2.card__title:not([lang])").first()).toBeVisible();
  // Marked Dutch: the untranslated articles (the seed's older news; other tests may add more), never
  // a translated one.
  const marked = await dutch.allInnerTexts();
  expect(marked.some((title) => /^Nieuwsbericht/.test(title))).toBe(true);
  for (const title of marked) expect(title).not.toMatch(/^News item/);
  expect(await visit(page, "/nieuws")).toBe(200);
  await expect(page.locator('[lang="nl"]')).toHaveCount(1); // <html lang="nl"> only
});
