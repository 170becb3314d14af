// The agenda and ticket sales (SPEC §2.2, §2.16, §4): the list and its filters, the ticket button's
// states, the countdown turning into the button, and buying a paid and a free ticket through the
// modal, the demo checkout, the e-mail link and the thank-you page.
import { type Page } from "@playwright/test";
import { expect, hydrated, mailText, PASSWORD_HASH_TIMEOUT, test, visit } from "./fixtures";

async function openTickets(page: Page, slug: string) {
  expect(await visit(page, `/agenda/${slug}`)).toBe(200);
  await hydrated(page);
  await page.getByTestId("ticket-button").getByRole("link", { name: "Tickets" }).click();
  const modal = page.getByRole("dialog");
  await expect(modal).toBeVisible();
  return modal;
}

async function fillDetails(page: Page, email: string) {
  const modal = page.getByRole("dialog");
  await modal.getByLabel("Voornaam").fill("Tess");
  await modal.getByLabel("Achternaam").fill("Koper");
  await modal.getByLabel(/^E-mailadres/).fill(email);
  await modal.getByRole("button", { name: "Volgende" }).click();
}

/** The e-mail's confirm link, opened as the buyer would. */
async function confirmByMail(page: Page, email: string) {
  const mail = await mailText(page.context().browser()!, email, "Bevestig uw bestelling");
  const link = mail.match(/https?:\/\/[^\s"<]+\/agenda\/bevestigen\/[^\s"<]+/)?.[0];
  expect(link, "the confirm link in the e-mail").toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByTestId("order-thanks")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw bestelling!");
}

test("the agenda lists upcoming events, filters by type and province, and leaves out past ones", async ({ page }) => {
  expect(await visit(page, "/agenda")).toBe(200);
  const list = page.getByTestId("event-list");
  await expect(list.getByRole("heading", { name: "Ledenavond Utrecht" })).toBeVisible();
  await expect(list.getByRole("heading", { name: "Voorjaarscongres" })).toHaveCount(0);
  await hydrated(page);
  await page.getByLabel("Soort").selectOption({ label: "JFVD" });
  await expect(page).toHaveURL(/soort=JFVD/);
  await expect(list.getByTestId("event-card")).toHaveCount(1);
  await expect(list.getByRole("heading", { name: "Jongerenborrel Groningen" })).toBeVisible();
  expect(await visit(page, "/agenda?provincie=limburg")).toBe(200);
  await expect(page.getByTestId("event-card")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Campagnedag Limburg" })).toBeVisible();
  expect(await visit(page, "/agenda?soort=CURSUS&provincie=zeeland")).toBe(200);
  await expect(page.getByTestId("agenda-empty")).toBeVisible();
});

test("a paid ticket: modal, summary, demo checkout, e-mail confirmation, thank-you and the tickets mail", { tag: "@flow" }, async ({ page }, info) => {
  const email = `koper-betaald-${info.project.name}@example.org`;
  const modal = await openTickets(page, "ledenavond-utrecht");
  await modal.getByLabel(/Toegang/).selectOption("2");
  await modal.getByRole("button", { name: "Volgende" }).click();
  await fillDetails(page, email);
  await expect(modal.getByTestId("order-summary")).toContainText("2 × Toegang");
  await expect(modal.getByTestId("order-summary")).toContainText("€ 30,00");
  await modal.getByTestId("order-submit").click();
  await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Betalen (geslaagd)" }).click();
  await expect(page).toHaveURL(/\/agenda\/bevestigen\?order=/, { timeout: 15_000 });
  await expect(page.getByTestId("order-email")).toHaveAttribute("data-stage", "mail");
  await expect(page.getByTestId("confirm-steps").getByRole("listitem")).toHaveCount(3);
  await confirmByMail(page, email);
  const tickets = await mailText(page.context().browser()!, email, "Uw tickets voor Ledenavond Utrecht");
  expect(tickets).toContain("tickets.pdf");
  expect(tickets.match(/[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  await page.getByTestId("to-tickets").click();
  await expect(page.getByTestId("ticket")).toHaveCount(2);
  await expect(page.getByTestId("ticket-qr").first()).toBeVisible();
});

test("a free ticket skips the payment and is labelled 'Gratis'", async ({ page }, info) => {
  const email = `koper-gratis-${info.project.name}@example.org`;
  const modal = await openTickets(page, "jongerenborrel-groningen");
  await expect(modal.locator(".ticket-types__price")).toHaveText("Gratis");
  await modal.getByLabel(/Toegang/).selectOption("1");
  await modal.getByRole("button", { name: "Volgende" }).click();
  await fillDetails(page, email);
  await modal.getByRole("button", { name: "Bestellen (gratis)" }).click();
  await expect(page).toHaveURL(/\/agenda\/bevestigen\?order=/, { timeout: 15_000 });
  await expect(page.getByTestId("order-email")).toHaveAttribute("data-stage", "mail");
  await confirmByMail(page, email);
});

test("bad contact details are explained in Dutch and nothing is ordered", async ({ page }) => {
  const modal = await openTickets(page, "ledenavond-utrecht");
  await modal.getByLabel(/Toegang/).selectOption("1");
  await modal.getByRole("button", { name: "Volgende" }).click();
  await modal.getByLabel(/^E-mailadres/).fill("geen-adres");
  await modal.getByLabel(/^E-mailadres/).blur();
  await expect(modal.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  await modal.getByRole("button", { name: "Volgende" }).click();
  await expect(modal.getByText("Voornaam is verplicht")).toBeVisible();
  await expect(modal.getByTestId("order-summary")).toBeHidden();
});

test("sold-out and cancelled events show their state and structured data instead of the button", async ({ page }) => {
  expect(await visit(page, "/agenda/vriendendiner")).toBe(200);
  await expect(page.getByTestId("ticket-button")).toHaveAttribute("data-state", "sold_out");
  await expect(page.getByTestId("ticket-button")).toHaveText("Uitverkocht");
  const soldOut = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(soldOut.offers[0].availability).toBe("https://schema.org/SoldOut");
  expect(soldOut.eventStatus).toBe("https://schema.org/EventScheduled");

  expect(await visit(page, "/agenda/cursus-debatteren")).toBe(200);
  await expect(page.getByTestId("ticket-button")).toHaveText("Geannuleerd");
  await expect(page.getByRole("link", { name: "Tickets" })).toHaveCount(0);
  const cancelled = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(cancelled.eventStatus).toBe("https://schema.org/EventCancelled");
  expect(cancelled.offers[0].availability).toBe("https://schema.org/InStock");
});

test("before sales open a flip-clock counts down and turns into the 'Tickets' button without a reload", async ({ page }) => {
  await page.clock.install();
  expect(await visit(page, "/agenda/internationale-conferentie")).toBe(200);
  await hydrated(page);
  const button = page.getByTestId("ticket-button");
  await expect(button).toHaveAttribute("data-state", "countdown");
  await expect(button).toContainText("Tickets verkrijgbaar vanaf");
  await expect(page.getByTestId("countdown")).toContainText("dagen");
  await page.clock.fastForward(73 * 3600 * 1000);
  await expect(button).toHaveAttribute("data-state", "available");
  await expect(button.getByRole("link", { name: "Tickets" })).toBeVisible();
});

test("a logged-in member sees the member price and 'logged in as' with their details filled in", async ({ page }) => {
  await visit(page, "/login?next=/agenda/ledenavond-utrecht");
  await hydrated(page);
  await page.getByLabel("E-mailadres").fill("lid@example.org");
  await page.getByLabel("Wachtwoord", { exact: true }).fill("demo-wachtwoord-2026");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/agenda\/ledenavond-utrecht$/, { timeout: PASSWORD_HASH_TIMEOUT });
  const modal = await openTickets(page, "ledenavond-utrecht");
  await expect(modal.getByText("€ 10,00")).toBeVisible();
  await modal.getByLabel(/Toegang/).selectOption("1");
  await modal.getByRole("button", { name: "Volgende" }).click();
  await expect(modal.getByTestId("order-logged-in")).toContainText("Ingelogd als");
  await expect(modal.getByLabel(/^E-mailadres/)).toHaveValue("lid@example.org");
});
