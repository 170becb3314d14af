// The payment forms and the login behind the abuse guard (core/abuse.py, accounts/lockout.py): from
// one address the first tries go through, then the form shows the captcha step, which the browser
// solves, and the next try goes through.
import type { Page } from "@playwright/test";
import { expect, hydrated, isPhone, test, visit } from "./fixtures";

const CAPTCHA_SOLVED = 60_000;

async function giveOneEuro(page: Page, path: string, email: string) {
  await visit(page, path);
  await hydrated(page);
  const form = page.getByTestId("donation-form");
  await form.getByLabel("Voornaam").fill("Kaart");
  await form.getByLabel("Achternaam").fill("Tester");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByRole("button", { name: /^Doneer/ }).click();
}

test("the fourth gift from one address asks the captcha, then goes to the payment", async ({ page }, info) => {
  test.skip(isPhone(info.project.name), "one pass is enough");
  test.setTimeout(120_000);
  for (let n = 0; n < 3; n++) {
    await giveOneEuro(page, "/doneer/eindsprint", `gift-${n}-${Date.now()}@example.org`);
    await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible({ timeout: 20_000 });
  }
  await giveOneEuro(page, "/doneer/eindsprint", `gift-3-${Date.now()}@example.org`);
  // The reason once, with the captcha; the summary says the form is not complete yet.
  await expect(page.getByTestId("captcha")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("captcha")).toContainText("Bevestig eerst dat u geen robot bent");
  await expect(page.getByText(/Bevestig eerst dat u geen robot bent/)).toHaveCount(1);
  await expect(page.getByTestId("form-incomplete")).toHaveText("Sorry, niet alle velden zijn correct ingevuld.");
  await expect(page.locator('input[name="captcha"]')).not.toHaveValue("", { timeout: CAPTCHA_SOLVED });
  await page.getByTestId("donation-form").getByRole("button", { name: /^Doneer/ }).click();
  await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible({ timeout: 20_000 });
});

async function apply(page: Page, email: string) {
  await visit(page, "/word-lid");
  await hydrated(page);
  const form = page.getByTestId("join-form");
  await form.getByLabel("Voornaam").fill("Anna");
  await form.getByLabel("Achternaam").fill("Aanmelder");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Geboortedatum").fill("1980-05-17");
  await form.getByLabel("Straat en huisnummer").fill("Voorbeeldlaan 12");
  await form.getByLabel("Postcode").fill("1234 AB");
  await form.getByLabel("Woonplaats").fill("Utrecht");
  await form.getByLabel("Provincie").selectOption("utrecht");
  await form.getByRole("checkbox", { name: /Ik ga akkoord met de statuten/ }).check();
  await form.getByRole("button", { name: /word lid$/ }).click();
}

test("the fourth sign-up from one address asks the captcha, then goes to the payment", async ({ page }, info) => {
  test.skip(isPhone(info.project.name), "one pass is enough");
  test.setTimeout(120_000);
  for (let n = 0; n < 3; n++) {
    await apply(page, `aanmelding-${n}-${Date.now()}@example.org`);
    await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible({ timeout: 20_000 });
  }
  await apply(page, `aanmelding-3-${Date.now()}@example.org`);
  await expect(page.getByTestId("captcha")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('input[name="captcha"]')).not.toHaveValue("", { timeout: CAPTCHA_SOLVED });
  await page.getByTestId("join-form").getByRole("button", { name: /word lid$/ }).click();
  await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible({ timeout: 20_000 });
});

test("after three wrong passwords the login shows the captcha step, in English too", async ({ page }, info) => {
  test.skip(isPhone(info.project.name), "one pass is enough");
  test.setTimeout(120_000);
  const email = `onbekend-${Date.now()}@example.org`;
  for (let n = 0; n < 4; n++) {
    await visit(page, "/en/login");
    await hydrated(page);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByTestId("form-incomplete")).toBeVisible({ timeout: 20_000 });
  }
  const captcha = page.getByTestId("captcha");
  await expect(captcha).toBeVisible({ timeout: 20_000 });
  await expect(captcha).toContainText(/robot|check/i);
  await expect(page.locator('input[name="captcha"]')).not.toHaveValue("", { timeout: CAPTCHA_SOLVED });
});
