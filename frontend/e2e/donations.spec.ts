// Giving money (SPEC §2.3) through the demo payment provider: the form's checks, a paid gift that
// moves the progress bar, and a failed payment that offers to try again.
import { expect, hydrated, isPhone, mailText, test, visit } from "./fixtures";

const raised = async (page: import("@playwright/test").Page) =>
  Number(((await page.getByTestId("donation-progress").textContent()) ?? "").match(/€\s?([\d.]+)/)![1].replace(/\./g, ""));

test("a 25 euro gift on a campaign page is paid, thanked for and counted", { tag: "@flow" }, async ({ page }, info) => {
  // Each viewport gives to its own campaign, so the figures stay exact when both run at once.
  const campaign = isPhone(info.project.name) ? "afrikaners" : "beveiliging";
  expect(await visit(page, `/doneer/${campaign}`)).toBe(200);
  const before = await raised(page);
  await hydrated(page);
  const form = page.getByTestId("donation-form");
  await form.getByRole("radio", { name: /^€\s25$/ }).check();
  await form.getByLabel("Voornaam").fill("Anna");
  await form.getByLabel("Achternaam").fill("Voorbeeld");
  await form.getByLabel("E-mailadres").fill("anna@example.org");
  await form.getByRole("button", { name: /^Doneer\s€\s25$/ }).click();

  await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible();
  await expect(page.getByText(/€\s25,00/)).toBeVisible();
  await page.getByRole("button", { name: "Betalen (geslaagd)" }).click();

  await expect(page).toHaveURL(new RegExp(`/doneer/bedankt/${campaign}\\?donatie=[0-9a-f-]{36}$`));
  await expect(page.getByTestId("donation-thanks")).toHaveAttribute("data-status", "paid");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw gift!");
  expect(await raised(page)).toBe(before + 25);
});

test("a failed payment says so and offers to try again", async ({ page }) => {
  await visit(page, "/doneer");
  await hydrated(page);
  const form = page.getByTestId("donation-form");
  await form.getByRole("radio", { name: /^€\s10$/ }).check();
  await form.getByRole("button", { name: /^Doneer\s€\s10$/ }).click();
  await page.getByRole("button", { name: "Mislukt" }).click();
  await expect(page).toHaveURL(/\/doneer\/bedankt\?donatie=/);
  await expect(page.getByTestId("donation-unpaid")).toHaveAttribute("data-status", "failed");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uw betaling is niet gelukt.");
  await page.getByRole("link", { name: "Probeer het opnieuw" }).click();
  await expect(page).toHaveURL(/\/doneer$/);
  await expect(page.getByTestId("donation-form")).toBeVisible();
});

test("bad input gets a Dutch message on blur and no payment starts", async ({ page }) => {
  await visit(page, "/doneer/eindsprint");
  await hydrated(page);
  const form = page.getByTestId("donation-form");
  await form.getByRole("radio", { name: "Ander bedrag" }).check();
  const other = form.getByLabel("Ander bedrag in euro");
  await other.fill("0,50");
  await other.blur();
  await expect(form.getByText("Vul een bedrag in tussen 1 en 100.000 euro, bijvoorbeeld 15 of 12,50.")).toBeVisible();
  await form.getByLabel("E-mailadres").fill("geen-adres");
  await form.getByLabel("E-mailadres").blur();
  await expect(form.getByText("Vul een geldig e-mailadres in.")).toBeVisible();
  await form.getByRole("button", { name: /^Doneer/ }).click();
  await expect(page.getByTestId("form-incomplete")).toHaveText("Sorry, niet alle velden zijn correct ingevuld.");
  await expect(page).toHaveURL(/\/doneer\/eindsprint$/);
});

test("the server refuses a gift from outside the EU with the reason, also without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await visit(page, "/doneer/eindsprint");
  const form = page.getByTestId("donation-form");
  await form.getByLabel("Land").selectOption("XX");
  await form.getByRole("button", { name: /^Doneer/ }).click();
  await expect(page.getByTestId("form-incomplete")).toHaveText(
    "Wij mogen geen giften aannemen van gevers die buiten de Europese Unie en de Europese Economische Ruimte wonen. Bent u Nederlander en mag u stemmen, vink dan de verklaring aan.",
  );
  await context.close();
});

test("a monthly gift is stopped with the link in its receipt, once", async ({ page, browser }, info) => {
  const email = `maand-${info.project.name}-${Date.now()}@example.org`;
  await visit(page, "/doneer/eindsprint");
  await hydrated(page);
  const form = page.getByTestId("donation-form");
  await expect(form.getByTestId("donation-law")).toContainText("anonieme giften boven € 1.000");
  await form.getByRole("radio", { name: /^€\s25$/ }).check();
  await form.getByRole("radio", { name: "Maandelijks" }).check();
  await form.getByLabel("Voornaam").fill("Maria");
  await form.getByLabel("Achternaam").fill("Maandgever");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByRole("button", { name: /^Doneer\s€\s25$/ }).click();
  await page.getByRole("button", { name: "Betalen (geslaagd)" }).click();
  await expect(page.getByTestId("donation-thanks")).toHaveAttribute("data-status", "paid");

  const receipt = await mailText(browser, email, "Bedankt voor uw gift");
  const link = receipt.match(/https?:\/\/[^/\s"<]+(\/doneer\/stoppen\/[A-Za-z0-9_:.=-]+)/);
  expect(link, "the stop link in the receipt").not.toBeNull();
  const stopPath = link![1];

  // Opening the link (as a mail scanner would) only shows the gift.
  expect(await visit(page, stopPath)).toBe(200);
  expect(await visit(page, stopPath)).toBe(200);
  const stop = page.getByTestId("donation-stop");
  await expect(stop).toHaveAttribute("data-state", "active");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maandelijkse gift stoppen");
  const gift = page.getByTestId("monthly-gift");
  await expect(gift).toContainText("De eindsprint");
  await expect(gift).toContainText(/€\s25,00/);
  await expect(gift).toContainText(new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(new Date()));

  await page.getByRole("button", { name: "Stop mijn maandelijkse gift" }).click();
  await expect(stop).toHaveAttribute("data-state", "stopped");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uw maandelijkse gift is gestopt");

  // The link again, in Dutch and in English: stopped already, nothing more to do.
  await visit(page, stopPath);
  await expect(stop).toHaveAttribute("data-state", "already-stopped");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deze maandelijkse gift is al gestopt");
  await visit(page, `/en${stopPath}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This monthly gift has already stopped");

  const confirmation = await mailText(browser, email, "Uw maandelijkse gift is gestopt");
  expect(confirmation).toContain("De eindsprint");

  // A link with one character changed shows nobody's gift.
  const last = stopPath.at(-1) === "A" ? "B" : "A";
  expect(await visit(page, stopPath.slice(0, -1) + last)).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deze link werkt niet");
  await expect(page.getByText("De eindsprint")).toHaveCount(0);
});
