// /mijn-account's payments (issue 21): the demo member sees what they paid (monthly gifts, tickets),
// downloads a receipt and the yearly overview for the tax return as PDF, in Dutch and in English;
// another's receipt is not found, and nothing is served without a login.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, hydrated, PASSWORD_HASH_TIMEOUT, test, visit } from "./fixtures";

const MEMBER = { email: "lid@example.org", password: "demo-wachtwoord-2026" };

async function logIn(page: Page) {
  await visit(page, "/login?next=%2Fmijn-account");
  await hydrated(page);
  await page.getByLabel("E-mailadres").fill(MEMBER.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(MEMBER.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/mijn-account$/, { timeout: PASSWORD_HASH_TIMEOUT });
}

/** Downloads through the link as the browser does, and reads the answer's headers with the same session. */
async function download(page: Page, link: ReturnType<Page["getByTestId"]>, name: RegExp) {
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(answer.headers()["content-disposition"]).toMatch(name);
  const started = page.waitForEvent("download");
  await link.click();
  const file = await started;
  expect(file.suggestedFilename()).toMatch(name);
  expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe("%PDF-");
}

test("the member sees their payments, downloads a receipt and the yearly overview, in Dutch and English", async ({ page }, info) => {
  await logIn(page);
  await page.getByRole("button", { name: "Weigeren" }).click(); // the cookie notice would cover the section
  const section = page.getByTestId("own-payments");
  await expect(section.getByRole("heading", { name: "Betalingen en kwitanties" })).toBeVisible();
  const gifts = section.getByTestId("own-payment").filter({ hasText: "Maandelijkse gift: Doneer voor de gemeenteraad" });
  await expect(gifts).toHaveCount(4);
  await expect(gifts.first()).toContainText("€ 10,00");
  await expect(gifts.first()).toContainText("Betaald");
  await expect(section.getByTestId("own-payment").filter({ hasText: "Tickets: Najaarscongres" })).toContainText("€ 15,00");
  await expect(section).not.toContainText("undefined");
  await expect(section).not.toContainText("None");
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: info.outputPath(`payments-nl-${info.project.name}.png`) });

  await download(page, gifts.first().getByTestId("receipt"), /^(attachment; filename=")?kwitantie-\d{4}-G\d{6}\.pdf"?$/);
  const year = new Date().getFullYear();
  const overview = section.getByTestId("overview").first();
  await expect(overview).toHaveText(`Jaaroverzicht ${year} (pdf)`);
  await download(page, overview, new RegExp(`^(attachment; filename=")?belastingoverzicht-${year}\\.pdf"?$`));

  // Only one's own: an id that is not theirs is not found; without a session nothing is served.
  const stranger = await page.request.get("/api/members/me/payments/gift/00000000-0000-4000-8000-000000000000/receipt");
  expect(stranger.status()).toBe(404);
  const anonymous = await page.context().browser()!.newContext();
  const href = await gifts.first().getByTestId("receipt").getAttribute("href");
  expect((await anonymous.request.get(new URL(href!, page.url()).toString())).status()).toBe(401);
  await anonymous.close();

  await visit(page, "/en/mijn-account");
  await expect(section.getByRole("heading", { name: "Payments and receipts" })).toBeVisible();
  const englishGift = section.getByTestId("own-payment").filter({ hasText: "Monthly gift: Doneer voor de gemeenteraad" }).first();
  await expect(englishGift).toContainText("€10.00");
  await expect(englishGift).toContainText("Paid");
  // Money on the whole English page as the English site writes it (issue 22): never the Dutch '€ 25,00'.
  await expect(page.getByTestId("membership-status")).toBeVisible();
  await expect(page.locator("main")).toContainText(/€\d+\.\d{2}/);
  await expect(page.locator("main")).not.toContainText(/€\s\d[\d.]*,\d{2}/);
  await expect(englishGift.getByTestId("receipt")).toHaveAttribute("href", /lang=en$/);
  await expect(section.getByTestId("overview").first()).toHaveText(`Annual statement ${year} (PDF)`);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: info.outputPath(`payments-en-${info.project.name}.png`) });
  await download(page, englishGift.getByTestId("receipt"), /^(attachment; filename=")?receipt-\d{4}-G\d{6}\.pdf"?$/);
});
