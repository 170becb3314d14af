// A giver manages a recurring gift (issue 21): from the link in a monthly gift's receipt, without
// logging in, they pause it (opening the link changes nothing; the old stop links lead there; a
// changed link shows nobody's gift); from /mijn-account, logged in, they change the amount.
// Both at phone and desktop width; the English page too.
import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, mailText, PASSWORD_HASH_TIMEOUT, test, visit } from "./fixtures";

const MEMBER = { email: "lid@example.org", password: "demo-wachtwoord-2026" };

/** Gives monthly on /doneer/eindsprint (an own amount) and pays on the demo checkout. */
async function giveMonthly(page: Page, { euros, email, first = "Maria", last = "Maandgever" }: { euros: string; email: string; first?: string; last?: string }) {
  await visit(page, "/doneer/eindsprint");
  await hydrated(page);
  const form = page.getByTestId("donation-form");
  await form.getByRole("radio", { name: "Ander bedrag" }).check();
  await form.getByLabel("Ander bedrag in euro").fill(euros);
  await form.getByRole("radio", { name: "Maandelijks" }).check();
  await form.getByLabel("Voornaam").fill(first);
  await form.getByLabel("Achternaam").fill(last);
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByRole("button", { name: /^Doneer/ }).click();
  await page.getByRole("button", { name: "Betalen (geslaagd)" }).click();
  await expect(page.getByTestId("donation-thanks")).toHaveAttribute("data-status", "paid");
}

async function manageLinkIn(browser: Browser, email: string, subject: string): Promise<string> {
  const mail = await mailText(browser, email, subject);
  const link = mail.match(/https?:\/\/[^/\s"<]+(\/doneer\/beheren\/[A-Za-z0-9_:.=-]+)/);
  expect(link, `the manage link in "${subject}"`).not.toBeNull();
  return link![1];
}

test("a monthly gift is paused with the link in its receipt", async ({ page, browser }, info) => {
  const email = `pauze-${info.project.name}-${Date.now()}@example.org`;
  await giveMonthly(page, { euros: "25", email });
  const path = await manageLinkIn(browser, email, "Bedankt voor uw gift");

  // Opening the link (as a mail scanner would) only shows the gift.
  expect(await visit(page, path)).toBe(200);
  expect(await visit(page, path)).toBe(200);
  const manage = page.getByTestId("gift-manage");
  await expect(manage).toHaveAttribute("data-state", "active");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uw maandelijkse gift");
  const gift = page.getByTestId("gift");
  await expect(gift).toContainText("Gift aan De eindsprint");
  await expect(page.getByTestId("gift-amount")).toHaveText(/€\s25,00 per maand/);
  const next = (await page.getByTestId("gift-next").textContent()) ?? "";

  await hydrated(page);
  await page.getByTestId("gift-pause").locator("summary").click();
  await page.getByRole("radio", { name: "3 maanden" }).check();
  await page.getByRole("button", { name: "Pauzeer mijn gift" }).click();
  await expect(page.getByTestId("gift-done")).toHaveText(/Uw gift is gepauzeerd/);
  await expect(manage).toHaveAttribute("data-state", "paused");
  await expect(page.getByTestId("gift-state")).toHaveText(/^Gepauzeerd tot \d+ \w+ \d{4}$/);
  expect(await page.getByTestId("gift-next").textContent()).not.toBe(next);

  const confirmation = await manageLinkIn(browser, email, "Uw gift is gepauzeerd");
  // The confirmation's link shows the paused gift, in English too.
  await visit(page, `/en${confirmation}`);
  await expect(page.getByTestId("gift-state")).toHaveText(/^Paused until /);
  await expect(page.getByRole("button", { name: "Resume now" })).toBeVisible();

  // A stop link of before leads to the same page; a changed link shows nobody's gift.
  await visit(page, path.replace("/beheren/", "/stoppen/"));
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  const last = path.at(-1) === "A" ? "B" : "A";
  expect(await visit(page, path.slice(0, -1) + last)).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deze link werkt niet");
  await expect(page.getByText("De eindsprint")).toHaveCount(0);
});

test("a member changes the amount of a monthly gift on /mijn-account", async ({ page, browser }, info) => {
  await visit(page, "/login?next=%2Fmijn-account");
  await hydrated(page);
  await page.getByLabel("E-mailadres").fill(MEMBER.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(MEMBER.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/mijn-account$/, { timeout: PASSWORD_HASH_TIMEOUT });

  // A gift of an amount of its own, to tell it from the member's other gifts (the demo's € 10 a
  // month, the other viewport's); from the member's verified address, it is the member's.
  const euros = String(11 + (Date.now() % 80)) + (info.project.name === "phone" ? ",25" : ",75");
  await giveMonthly(page, { euros, email: MEMBER.email, first: "Lotte", last: "Demolid" });
  await visit(page, "/mijn-account");
  const section = page.getByTestId("my-gifts");
  await expect(section.getByRole("heading", { level: 2, name: "Mijn giften" })).toBeVisible();
  const gift = section.getByTestId("gift").filter({ hasText: new RegExp(`€\\s${euros} per maand`) });
  await expect(gift).toHaveCount(1);
  await expect(gift.getByTestId("gift-state")).toHaveText("Actief");
  await expect(gift.getByTestId("gift-next")).toHaveText(/\d{4}$/);

  await hydrated(page);
  await gift.getByTestId("gift-change-amount").locator("summary").click();
  await gift.getByLabel("Nieuw bedrag in euro").fill("0,50");
  await gift.getByRole("button", { name: "Bedrag opslaan" }).click();
  await expect(gift.getByTestId("gift-error")).toContainText("Kies een bedrag tussen 1 en 100.000 euro");

  await gift.getByTestId("gift-change-amount").locator("summary").click();
  const amount = gift.getByLabel("Nieuw bedrag in euro");
  if (!(await amount.isVisible())) await gift.getByTestId("gift-change-amount").locator("summary").click();
  await amount.fill("42");
  await gift.getByRole("button", { name: "Bedrag opslaan" }).click();
  const changed = section.getByTestId("gift").filter({ hasText: /€\s42,00 per maand/ }).filter({ has: page.getByTestId("gift-done") });
  await expect(changed.getByTestId("gift-done")).toHaveText(/Het bedrag is gewijzigd/);
  const confirmation = await mailText(browser, MEMBER.email, "Uw gift is gewijzigd");
  expect(confirmation).toContain("Beste Lotte");
});
