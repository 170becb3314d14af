// The accessibility audit (issue 24): axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules on every route
// of SPEC §2 (one page per parameterised route) and on the open states of the shell and the forms.
// Each route once per language: the Dutch site at desktop width, the English site on the phone
// (both widths see both languages in the states below). The cookie banner is open on every first
// load of a page here, and closed in the states.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, isPhone, test, visit } from "./fixtures";
import { siteRoutes } from "./site-pages";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];


/** Every violation on the page, one line each: the rule, its impact and where. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return result.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(" | ")}`,
  );
}

async function audit(page: Page, what: string, failures: string[]) {
  for (const line of await violations(page)) failures.push(`${what}: ${line}`);
}

const localized = (path: string, english: boolean) => (!english ? path : path === "/" ? "/en" : `/en${path}`);

// The routes in four parts, run side by side.
const PARTS = 4;
test.describe("every route", () => {
  test.describe.configure({ mode: "parallel" });
  for (let part = 0; part < PARTS; part += 1) {
    test(`has no WCAG A/AA violations (part ${part + 1} of ${PARTS})`, async ({ page }, info) => {
      test.setTimeout(180_000);
      const english = isPhone(info.project.name);
      const all = await siteRoutes(page);
      const failures: string[] = [];
      for (const path of all.filter((_, index) => index % PARTS === part)) {
        const url = localized(path, english);
        await page.goto(url);
        await audit(page, url, failures);
      }
      expect(failures).toEqual([]);
    });
  }
});

test("the open states of the shell have no violations, in both languages", async ({ page }, info) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const english of [false, true]) {
    await visit(page, localized("/standpunten", english));
    await hydrated(page);
    if (!english) await page.getByTestId("cookie-refuse").click(); // remembered for the English visit
    if (isPhone(info.project.name)) {
      await page.getByTestId("menu-toggle").click();
      await expect(page.getByTestId("main-menu")).toBeVisible();
      await page.getByTestId("party-submenu-toggle").click();
      await audit(page, `${english ? "en" : "nl"} menu and party submenu open`, failures);
      await page.getByTestId("menu-toggle").click();
    } else {
      await page.getByTestId("party-submenu-toggle").click();
      await expect(page.getByTestId("party-submenu")).toBeVisible();
      await audit(page, `${english ? "en" : "nl"} party submenu open`, failures);
      await page.keyboard.press("Escape");
    }
    await page.getByTestId("search-open").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("searchbox").fill(english ? "education" : "onderwijs");
    await expect(dialog.getByTestId("search-results").getByRole("link").first()).toBeVisible();
    await audit(page, `${english ? "en" : "nl"} search with results`, failures);
    await dialog.getByRole("searchbox").fill("xqzvbnmw");
    await expect(dialog.getByTestId("search-empty")).toBeVisible();
    await audit(page, `${english ? "en" : "nl"} search without results`, failures);
  }
  expect(failures).toEqual([]);
});

test("the home page has no violations with the banner closed and the newsletter form's errors shown, in both languages", async ({ page }) => {
  const failures: string[] = [];
  for (const english of [false, true]) {
    await visit(page, localized("/", english));
    await hydrated(page);
    if (!english) await page.getByTestId("cookie-refuse").click(); // remembered for the English visit
    await audit(page, `${english ? "en" : "nl"} home`, failures);
    const form = page.getByTestId("home-newsletter").getByTestId("newsletter-form");
    await form.getByRole("button", { name: english ? "Sign up" : "Aanmelden" }).click();
    await expect(form.getByRole("textbox").first()).toHaveAttribute("aria-invalid", "true");
    await audit(page, `${english ? "en" : "nl"} home, newsletter form with errors`, failures);
  }
  expect(failures).toEqual([]);
});

test("the ticket modal and a form with its errors have no violations", async ({ page }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  await visit(page, "/agenda/ledenavond-utrecht");
  await hydrated(page);
  await page.getByTestId("cookie-refuse").click();
  await page.getByTestId("ticket-button").getByRole("link", { name: "Tickets" }).click();
  const modal = page.getByRole("dialog");
  await expect(modal).toBeVisible();
  await audit(page, "ticket modal: the tickets", failures);
  await modal.getByLabel(/Toegang/).selectOption("1");
  await modal.getByRole("button", { name: "Volgende" }).click();
  await expect(modal.getByLabel("Voornaam")).toBeVisible();
  await audit(page, "ticket modal: the buyer's details", failures);
  await modal.getByRole("button", { name: "Volgende" }).click();
  await expect(modal.locator("[aria-invalid=true]").first()).toBeVisible();
  await audit(page, "ticket modal: the details with their errors", failures);

  await visit(page, "/en/contact");
  await hydrated(page);
  await page.locator("main form button[type=submit]").first().click();
  await expect(page.locator("main [aria-invalid=true]").first()).toBeVisible();
  await audit(page, "contact form with its errors (en)", failures);
  expect(failures).toEqual([]);
});
