// Keyboard-only journeys (issue 24, WCAG 2.1.1, 2.4.3, 2.4.7): buying a ticket, donating, joining,
// signing a petition and logging in with Tab, Shift+Tab, Enter, Space, arrows and typing only. At
// every step the focused element shows a focus indicator; a form sent with errors moves focus to
// its first invalid field (or to its summary when no field is wrong), and a closed dialog gives
// focus back to the button that opened it. The paid journeys stop at the demo payment provider.
import type { Locator, Page } from "@playwright/test";
import { expect, firstYearEuros, hydrated, isPhone, PASSWORD_HASH_TIMEOUT, test, visit } from "./fixtures";

const MEMBER = { email: "lid@example.org", password: "demo-wachtwoord-2026" };
// The browser's own locale (en-US in the test browser) orders a date field's parts: mm/dd/yyyy.
test.use({ locale: "en-US" });

/** '' when the focused element is keyboard-focused and draws a focus indicator; else what is wrong. */
async function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    // Past the last control of a modal dialog, Tab visits the browser's own controls.
    if (!element || element === document.body) return document.querySelector("dialog:modal") ? "" : "nothing has focus";
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    const name = `${element.tagName.toLowerCase()}[name=${element.getAttribute("name") ?? ""}] '${label}'`;
    // A date field's calendar button has focus inside the field: the field matches :focus-within only.
    const dateField = element instanceof HTMLInputElement && element.type === "date" && element.matches(":focus-within");
    if (!element.matches(":focus-visible") && !dateField) return `${name} is not :focus-visible`;
    const drawn = (node: Element | null | undefined) => {
      if (!node) return false;
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      if (box.width < 3 || box.height < 3 || style.visibility === "hidden") return false;
      return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none";
    };
    const own = element.getBoundingClientRect();
    // A visually hidden radio or checkbox shows its focus on the box drawn next to it; a card's
    // link on the whole card.
    const shown =
      own.width < 3 || own.height < 3
        ? drawn(element.nextElementSibling) || drawn(element.closest("label"))
        : drawn(element) || drawn(element.closest(".card, .person-card"));
    return shown ? "" : `${name} shows no focus indicator`;
  });
}

async function expectFocusShown(page: Page) {
  expect(await focusProblem(page)).toBe("");
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator at every stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  if (await isFocused(target)) return;
  for (let stop = 0; stop < max; stop += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    await expectFocusShown(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

/** Types into the focused field (after checking it is the one meant). */
async function typeInto(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}

/** Sends the form with Enter on its submit button; focus must land on `first` (its first error). */
async function submitWithErrors(page: Page, submit: Locator, first: Locator) {
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expectFocusShown(page);
}

async function start(page: Page, path: string) {
  expect(await visit(page, path)).toBe(200);
  await hydrated(page);
}

test("log in: errors take focus, then the member's page", async ({ page }) => {
  await start(page, "/login");
  const form = page.locator("main form").filter({ has: page.locator('input[name="password"]') });
  const email = form.locator('input[name="email"]');
  const password = form.locator('input[name="password"]');
  const submit = form.getByRole("button", { name: "Inloggen" });

  await submitWithErrors(page, submit, email);
  await typeInto(page, email, MEMBER.email);
  await page.keyboard.press("Tab");
  await typeInto(page, password, "een-fout-wachtwoord");
  await page.keyboard.press("Enter");
  // No field is wrong, the pair is: the summary takes focus.
  const summary = page.getByTestId("form-incomplete");
  await expect(summary).toHaveText("Het e-mailadres of het wachtwoord klopt niet.", { timeout: PASSWORD_HASH_TIMEOUT });
  await expect(summary).toBeFocused();
  await expectFocusShown(page);

  await tabTo(page, password, { back: true });
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(MEMBER.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/mijn-account$/, { timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page.getByTestId("membership-status")).toHaveText("Actief");
});

test("sign a petition", async ({ page }, info) => {
  await start(page, "/petities/meer-groen-in-de-stad");
  const form = page.locator("main form").filter({ has: page.locator('input[name="consent"]') });
  const field = (name: string) => form.locator(`[name="${name}"]`);

  await submitWithErrors(page, form.getByRole("button", { name: "Teken de petitie" }), field("first_name"));
  await typeInto(page, field("first_name"), "Kim");
  await page.keyboard.press("Tab");
  await typeInto(page, field("last_name"), "Toetsenbord");
  await page.keyboard.press("Tab");
  await typeInto(page, field("email"), `toetsenbord-petitie-${info.project.name}@example.org`);
  await page.keyboard.press("Tab");
  await typeInto(page, field("place"), "Utrecht");
  await page.keyboard.press("Tab");
  await expect(field("consent")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(field("consent")).toBeChecked();
  await tabTo(page, form.getByRole("button", { name: "Teken de petitie" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/petities\/meer-groen-in-de-stad\/bedankt$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw handtekening!");
});

test("donate: an amount by arrow keys, errors take focus, then the payment provider", async ({ page }) => {
  await start(page, "/doneer");
  const form = page.locator("main form").filter({ has: page.locator('input[name="amount"]') });
  const field = (name: string) => form.locator(`[name="${name}"]`);
  const submit = form.getByRole("button", { name: /^Doneer/ });

  // The amount chips are one radio group: Tab enters it at the chosen one, arrows move the choice.
  await tabTo(page, form.locator('input[name="amount"]:checked'));
  const before = await form.locator('input[name="amount"]:checked').inputValue();
  await page.keyboard.press("ArrowRight");
  const chosen = form.locator('input[name="amount"]:checked');
  await expect(chosen).not.toHaveValue(before);
  await expect(chosen).toBeFocused();
  await expectFocusShown(page);
  const euros = Number(await chosen.inputValue()) / 100; // the value is in cents

  // A name is optional for a small gift; an e-mail address, when given, must be one.
  await tabTo(page, field("first_name"));
  await typeInto(page, field("first_name"), "Kim");
  await page.keyboard.press("Tab");
  await typeInto(page, field("last_name"), "Toetsenbord");
  await page.keyboard.press("Tab");
  await typeInto(page, field("email"), "geen-adres");
  await submitWithErrors(page, submit, field("email"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("kim.toetsenbord@example.org");
  await tabTo(page, submit);
  await expect(submit).toHaveText(new RegExp(`^Doneer\\s€\\s${euros}$`));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible({ timeout: 15_000 });
});

test("join: the form by keyboard, errors take focus, then the payment provider", async ({ page }, info) => {
  await start(page, "/word-lid");
  const { adult } = await firstYearEuros(page);
  const form = page.getByTestId("join-form");
  const field = (name: string) => form.locator(`[name="${name}"]`);
  const submit = form.getByRole("button", { name: /word lid$/ });

  await submitWithErrors(page, submit, field("first_name"));
  await typeInto(page, field("first_name"), "Kim");
  await page.keyboard.press("Tab");
  await typeInto(page, field("last_name"), "Toetsenbord");
  await page.keyboard.press("Tab");
  await typeInto(page, field("email"), `toetsenbord-lid-${info.project.name}@example.org`);
  await page.keyboard.press("Tab");
  await typeInto(page, field("date_of_birth"), "06151990"); // mm/dd/yyyy: the field moves on by itself
  await expect(field("date_of_birth")).toHaveValue("1990-06-15");
  await tabTo(page, field("street"));
  await typeInto(page, field("street"), "Voorbeeldlaan 12");
  await page.keyboard.press("Tab");
  await typeInto(page, field("postal_code"), "1234 AB");
  await page.keyboard.press("Tab");
  await typeInto(page, field("city"), "Utrecht");
  await page.keyboard.press("Tab");
  await expect(field("province")).toBeFocused();
  await page.keyboard.type("Utrecht"); // a closed select picks the option typed
  await expect(field("province")).toHaveValue("utrecht");
  // The agreement is still missing: focus goes to it.
  await submitWithErrors(page, submit, field("agree"));
  await page.keyboard.press("Space");
  await expect(field("agree")).toBeChecked();
  await tabTo(page, submit);
  await expect(submit).toHaveText(new RegExp(`^Betaal\\s€\\s${adult} en word lid$`));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible({ timeout: 15_000 });
});

test("buy a ticket: the modal by keyboard, focus back on the trigger when it closes", async ({ page }, info) => {
  await start(page, "/agenda/ledenavond-utrecht");
  const trigger = page.getByTestId("ticket-button").getByRole("link", { name: "Tickets" });
  const modal = page.getByRole("dialog");
  const focusInModal = () => modal.evaluate((dialog) => dialog.contains(document.activeElement));

  // Opened with Enter, closed with Escape: focus returns to 'Tickets'.
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  await expect(modal).toBeVisible();
  expect(await focusInModal()).toBe(true);
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(trigger).toBeFocused();
  await expectFocusShown(page);

  // Closed with its close button: the same.
  await page.keyboard.press("Enter");
  await expect(modal).toBeVisible();
  await tabTo(page, modal.getByRole("button", { name: "Sluiten" }));
  await page.keyboard.press("Enter");
  await expect(modal).toBeHidden();
  await expect(trigger).toBeFocused();

  // The order: a quantity by arrow key, Next, the details with an error, the summary.
  await page.keyboard.press("Enter");
  await expect(modal).toBeVisible();
  const quantity = modal.getByLabel(/Toegang/);
  await tabTo(page, quantity);
  await page.keyboard.press("ArrowDown");
  await expect(quantity).toHaveValue("1");
  await tabTo(page, modal.getByRole("button", { name: "Volgende" }));
  await page.keyboard.press("Enter");
  // The next step takes focus at its first field.
  const firstName = modal.getByLabel("Voornaam");
  await expect(firstName).toBeFocused();
  await expectFocusShown(page);
  await typeInto(page, firstName, "Kim");
  await page.keyboard.press("Tab");
  await typeInto(page, modal.getByLabel("Achternaam"), "Toetsenbord");
  const next = modal.getByRole("button", { name: "Volgende" });
  await submitWithErrors(page, next, modal.getByLabel(/^E-mailadres/));
  await page.keyboard.type(`toetsenbord-ticket-${info.project.name}@example.org`);
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(modal.getByTestId("order-summary")).toContainText("1 × Toegang");
  expect(await focusInModal()).toBe(true);
  await expectFocusShown(page);
  await tabTo(page, modal.getByTestId("order-submit"));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible({ timeout: 15_000 });
});

test("the skip link takes focus past the header", async ({ page }, info) => {
  test.skip(!isPhone(info.project.name), "once is enough; the phone has the longer way round (the menu)");
  await start(page, "/doneer");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Naar de inhoud" })).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  await expectFocusShown(page);
});
