// Friends (issue 8): joining with a yearly gift through the demo payment provider, the thank-you
// page, the welcome mail with the friend's own link to become a member (issue 6), which prefills
// the join form and works once; used, expired and unknown links get clear pages.
import type { Page } from "@playwright/test";
import { expect, firstYearEuros, hydrated, mailText, test, visit } from "./fixtures";

async function ownAddress(page: Page) {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.${octet()}.${octet()}` });
}

test("a friend gives 100 euro a year, is thanked, and becomes a member through the link in the welcome mail", async ({ page, browser }, info) => {
  test.slow(); // mails read through the admin, and a second browser context
  await ownAddress(page);
  const email = `vriend-${info.project.name}-${Date.now()}@example.org`;
  expect(await visit(page, "/vrienden")).toBe(200);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Word vriend");
  const form = page.getByTestId("friend-form");
  // Less than the minimum is refused on blur.
  await form.getByRole("radio", { name: "Ander bedrag" }).check();
  await form.getByLabel("Ander bedrag in euro per jaar").fill("20");
  await form.getByLabel("Ander bedrag in euro per jaar").blur();
  await expect(form.getByText(/^Als vriend geeft u minimaal €\s50 per jaar\.$/)).toBeVisible();
  await form.getByRole("radio", { name: /^€\s100$/ }).check();
  await form.getByLabel("Voornaam").fill("Fenna");
  await form.getByLabel("Achternaam").fill("Vriendelijk");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByRole("checkbox", { name: /Ik ga ermee akkoord/ }).check();
  await form.getByRole("button", { name: /^Word vriend voor\s€\s100 per jaar$/ }).click();

  await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible();
  await expect(page.getByText(/€\s100,00/)).toBeVisible();
  await page.getByRole("button", { name: "Betalen (geslaagd)" }).click();
  await expect(page).toHaveURL(/\/vrienden\/bedankt\?vriend=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("friend-thanks")).toHaveAttribute("data-status", "active");
  await expect(page.getByRole("status")).toContainText(/Uw gift van €\s100 is ontvangen/);

  // The welcome mail carries the friend's own link: the join form starts with their details.
  const welcome = await mailText(browser, email, "Welkom als vriend!");
  const link = welcome.match(/\/lidmaatschap-upgrade\/[\w-]+/)?.[0];
  expect(link, "the link to become a member in the welcome mail").toBeTruthy();
  expect(await visit(page, link!)).toBe(200);
  await hydrated(page);
  await expect(page.getByTestId("membership-upgrade")).toHaveAttribute("data-state", "friend");
  const join = page.getByTestId("join-form");
  await expect(join.getByLabel("Voornaam")).toHaveValue("Fenna");
  await expect(join.getByLabel("E-mailadres")).toHaveValue(email);
  await join.getByLabel("Geboortedatum").fill("1985-04-02");
  await join.getByLabel("Straat en huisnummer").fill("Voorbeeldlaan 12");
  await join.getByLabel("Postcode").fill("1234 AB");
  await join.getByLabel("Woonplaats").fill("Utrecht");
  await join.getByRole("checkbox", { name: /Ik ga akkoord met de statuten/ }).check();
  // The usual first year's dues (pro-rated to the 31st of December), on the button and at the checkout.
  const { adult } = await firstYearEuros(page);
  await join.getByRole("button", { name: new RegExp(`^Betaal\\s€\\s${adult} en word lid$`) }).click();
  await expect(page.getByText(new RegExp(`€\\s${adult},00`))).toBeVisible();
  await page.getByRole("button", { name: "Betalen (geslaagd)" }).click();
  await expect(page).toHaveURL(/\/registreer-bedankt\?lidmaatschap=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom als lid!");
  // Used up: the link now says so, and shows nobody's details.
  expect(await visit(page, link!)).toBe(410);
  await expect(page.getByText("Deze link is al gebruikt.")).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
});

test("a failed first payment says so and offers to try again", async ({ page }) => {
  await ownAddress(page);
  await visit(page, "/vrienden");
  await hydrated(page);
  const form = page.getByTestId("friend-form");
  await form.getByLabel("Voornaam").fill("Joris");
  await form.getByLabel("Achternaam").fill("Mislukt");
  await form.getByLabel("E-mailadres").fill(`mislukt-${Date.now()}@example.org`);
  await form.getByRole("checkbox", { name: /Ik ga ermee akkoord/ }).check();
  await form.getByRole("button", { name: /^Word vriend voor/ }).click();
  await page.getByRole("button", { name: "Mislukt" }).click();
  await expect(page).toHaveURL(/\/vrienden\/bedankt\?vriend=/);
  await expect(page.getByTestId("friend-unpaid")).toHaveAttribute("data-status", "failed");
  await page.getByRole("link", { name: "Probeer het opnieuw" }).click();
  await expect(page).toHaveURL(/\/vrienden$/);
});

test("a friend's used, expired and unknown links get clear pages naming nobody", async ({ page }) => {
  expect(await visit(page, "/lidmaatschap-upgrade/demo-vriend-wordt-lid-gebruikt")).toBe(410);
  await expect(page.getByText("Deze link is al gebruikt.")).toBeVisible();
  expect(await visit(page, "/lidmaatschap-upgrade/demo-vriend-wordt-lid-verlopen")).toBe(410);
  await expect(page.getByText("Deze link is verlopen.")).toBeVisible();
  expect(await visit(page, "/lidmaatschap-upgrade/demo-vriend-wordt-lid-2027")).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deze link bestaat niet");
  await expect(page.getByText("vriend@example.org")).toHaveCount(0);
  // The valid demo link shows the demo friend's own details, and only on that page.
  expect(await visit(page, "/lidmaatschap-upgrade/demo-vriend-wordt-lid-2026")).toBe(200);
  await expect(page.getByTestId("join-form").getByLabel("E-mailadres")).toHaveValue("vriend@example.org");
  expect(await visit(page, "/en/vrienden")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a friend");
});
