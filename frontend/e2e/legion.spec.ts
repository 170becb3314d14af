// The legion (SPEC §2.9): join, open the dashboard only through the link in the mail (used once),
// mark an action done, and recruit someone through one's own recruit link (/legioen-mgm).
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, hydrated, mailText, test, visit } from "./fixtures";

/** A visitor of their own, on the project's screen: the form guard counts tries per address
 * (core/abuse.py) and locally every browser comes from 127.0.0.1; the header stands in for the
 * address a proxy would add. */
async function visitor(browser: Browser, info: TestInfo, n: number): Promise<BrowserContext> {
  const { baseURL, viewport, hasTouch } = info.project.use;
  return browser.newContext({ baseURL, viewport, hasTouch, extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${n}` } });
}

const unique = (label: string, project: string) => `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

async function join(page: Page, path: string, email: string, firstName: string) {
  expect(await visit(page, path)).toBe(200);
  await hydrated(page);
  const form = page.getByTestId("legion-join-form");
  await form.getByLabel("Voornaam").fill(firstName);
  await form.getByLabel("Achternaam").fill("Legionair");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Regio").selectOption("utrecht");
  await form.getByRole("checkbox", { name: /Ik wil meedoen met het legioen/ }).check();
  await form.getByRole("button", { name: "Meld mij aan" }).click();
}

/** The dashboard link of the newest mail with this subject to this address. */
async function mailedLink(browser: Browser, email: string, subject: string): Promise<string> {
  const text = await mailText(browser, email, subject);
  const link = text.match(/\/legioen(?:-mgm)?\/toegang-dashboard\?token=[\w%.:-]+/)?.[0];
  expect(link, `the dashboard link in "${subject}"`).toBeTruthy();
  return link!;
}

async function open(page: Page, link: string) {
  expect(await visit(page, link)).toBe(200);
  await hydrated(page);
  await page.getByRole("button", { name: "Open mijn dashboard" }).click();
}

test("the dashboard opens only through the link in the mail, once", async ({ browser }, info) => {
  test.slow(); // two browsers and a mail read in the admin
  const email = unique("legioen", info.project.name);
  const context = await visitor(browser, info, info.project.name === "phone" ? 11 : 12);
  const page = await context.newPage();

  // Without access: sent to the access page with a message, and none of the dashboard.
  await page.goto("/legioen/dashboard");
  await expect(page).toHaveURL(/\/legioen\/toegang-dashboard\?geen-toegang$/);
  await expect(page.getByTestId("legion-no-access")).toContainText("geen toegang tot het dashboard");
  await expect(page.getByTestId("legion-dashboard")).toHaveCount(0);

  // The intro page leads to the join form; an empty form shows what is missing.
  expect(await visit(page, "/legioen")).toBe(200);
  await hydrated(page);
  // On a phone the cookie banner covers the button: the visitor answers it first.
  await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Weigeren" }).click();
  await page.getByTestId("legion-cta").click();
  await expect(page).toHaveURL(/\/legioen\/doe-mee$/);
  await hydrated(page);
  const form = page.getByTestId("legion-join-form");
  await form.getByLabel("Voornaam").focus();
  await form.getByLabel("Achternaam").focus(); // blur: the first name's message shows
  await expect(form.getByText("Voornaam is verplicht.")).toBeVisible();
  await form.getByLabel("Achternaam").blur();
  await expect(form.getByText("Achternaam is verplicht.")).toBeVisible();
  await form.getByRole("button", { name: "Meld mij aan" }).click();
  await expect(page.getByTestId("form-incomplete")).toHaveText("Sorry, niet alle velden zijn correct ingevuld.");
  await expect(form.getByText("Kies uw regio uit de lijst.")).toBeVisible();
  await expect(form.getByText("Geef toestemming om mee te doen met het legioen.")).toBeVisible();
  await expect(page.getByTestId("privacy-note")).toContainText("alleen voor het legioen");

  await join(page, "/legioen/doe-mee", email, "Anna");
  await expect(page).toHaveURL(/\/legioen\/gefeliciteerd$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gefeliciteerd!");

  // Still no access until the link is followed.
  await page.goto("/legioen/dashboard");
  await expect(page).toHaveURL(/geen-toegang$/);

  const link = await mailedLink(browser, email, "Welkom bij het legioen!");
  await open(page, link);
  await expect(page).toHaveURL(/\/legioen\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom, Anna!");
  const personal = await page.request.get("/legioen/dashboard");
  expect(personal.headers()["cache-control"]).toBe("private, no-store");

  // Mark an action done: it moves to what has been done, and stays there.
  const todo = page.getByTestId("legion-todo");
  const action = todo.getByRole("listitem").filter({ hasText: "Folderen in uw gemeente" });
  await action.getByRole("button", { name: "Gedaan" }).click();
  const done = page.getByTestId("legion-done");
  await expect(done.getByRole("listitem").filter({ hasText: "Folderen in uw gemeente" })).toContainText("Gedaan op");
  await expect(todo.getByText("Folderen in uw gemeente")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("legion-done")).toContainText("Folderen in uw gemeente");

  // The same link in another browser: used, so no dashboard there.
  const other = await visitor(browser, info, info.project.name === "phone" ? 13 : 14);
  const otherPage = await other.newPage();
  await open(otherPage, link);
  await expect(otherPage.getByTestId("legion-link-gone")).toContainText("al gebruikt of verlopen");
  await otherPage.goto("/legioen/dashboard");
  await expect(otherPage).toHaveURL(/geen-toegang$/);
  await expect(otherPage.getByText("Welkom, Anna!")).toHaveCount(0);

  // Closing the dashboard on this device ends the access.
  await page.getByTestId("dashboard-close").click();
  await expect(page).toHaveURL(/\/legioen\/toegang-dashboard\?gesloten$/);
  await page.goto("/legioen/dashboard");
  await expect(page).toHaveURL(/geen-toegang$/);
  await context.close();
  await other.close();
});

test("a recruit link records the recruiter, whose dashboard shows the recruit", async ({ browser }, info) => {
  test.slow(); // two visitors and a mail read in the admin
  const base = info.project.name === "phone" ? 21 : 31;
  const recruiterEmail = unique("werver", info.project.name);
  const recruitName = `Rekruut${Math.floor(Math.random() * 1e6)}`;

  const recruiter = await visitor(browser, info, base);
  const page = await recruiter.newPage();
  await join(page, "/legioen/doe-mee", recruiterEmail, "Wim");
  await expect(page).toHaveURL(/\/legioen\/gefeliciteerd$/);
  await open(page, await mailedLink(browser, recruiterEmail, "Welkom bij het legioen!"));
  await expect(page.getByTestId("legion-recruits")).toContainText("Nog niemand heeft zich via uw link aangemeld.");
  const recruitLink = await page.getByTestId("recruit-link").inputValue();
  expect(recruitLink).toMatch(/\/legioen-mgm\/doe-mee\?ref=[\w-]+$/);

  // The recruit follows the link: the join form of the /legioen-mgm set, with the code.
  const recruit = await visitor(browser, info, base + 1);
  const recruitPage = await recruit.newPage();
  await join(recruitPage, new URL(recruitLink).pathname + new URL(recruitLink).search, unique("rekruut", info.project.name), recruitName);
  await expect(recruitPage).toHaveURL(/\/legioen-mgm\/gefeliciteerd$/);

  await page.reload();
  await expect(page.getByTestId("recruit-count")).toHaveText("1 persoon heeft zich via uw link aangemeld.");
  await expect(page.getByTestId("legion-recruits")).toContainText(`${recruitName} L.`);
  await recruiter.close();
  await recruit.close();
});

test("the legion pages have no site header, and speak English under /en", async ({ page }) => {
  expect(await visit(page, "/en/legioen-mgm?ref=demo-legioen-ruben")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The legion");
  await expect(page.getByText("Someone from the legion invited you.")).toBeVisible();
  await expect(page.getByTestId("legion-cta")).toHaveAttribute("href", "/en/legioen-mgm/doe-mee?ref=demo-legioen-ruben");
  await expect(page.locator("header.site-header")).toHaveCount(0);
  await page.goto("/en/legioen/dashboard");
  await expect(page).toHaveURL(/\/en\/legioen\/toegang-dashboard\?geen-toegang$/);
  await expect(page.getByTestId("legion-no-access")).toContainText("no access to the dashboard");
});

test("without JavaScript the server checks the join form and signs up", async ({ browser }, info) => {
  const { baseURL, viewport } = info.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${info.project.name === "phone" ? 41 : 42}` },
  });
  const page = await context.newPage();
  expect(await visit(page, "/legioen-mgm/doe-mee?ref=demo-legioen-ruben")).toBe(200);
  const form = page.getByTestId("legion-join-form");
  await form.getByLabel("Voornaam").fill("Zonder");
  await form.getByRole("button", { name: "Meld mij aan" }).click();
  await expect(page.getByTestId("form-incomplete")).toHaveText("Sorry, niet alle velden zijn correct ingevuld.");
  await expect(form.getByText("Achternaam is verplicht.")).toBeVisible();
  await expect(form.getByText("Geef toestemming om mee te doen met het legioen.")).toBeVisible();
  await form.getByLabel("Achternaam").fill("Script");
  await form.getByLabel("E-mailadres").fill(unique("zonder-js", info.project.name));
  await form.getByLabel("Regio").selectOption("zeeland");
  await form.getByRole("checkbox", { name: /Ik wil meedoen met het legioen/ }).check();
  await form.getByRole("button", { name: "Meld mij aan" }).click();
  await expect(page).toHaveURL(/\/legioen-mgm\/gefeliciteerd$/);
  await context.close();
});
