// The home page (issue 24): the hero from the CMS, the next events, the newsletter sign-up, the calls
// to action, the latest news and the audience counts (SPEC §9).
import type { Page } from "@playwright/test";
import { expect, hydrated, test, visit } from "./fixtures";

test("home shows the calls to action, the latest news and the audience counts", { tag: "@flow" }, async ({ page }) => {
  expect(await visit(page, "/")).toBe(200);
  const cta = page.getByTestId("calls-to-action");
  for (const path of ["/doneer", "/word-lid", "/word-actief", "/nu"]) {
    await expect(cta.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  const news = page.getByTestId("latest-news");
  await expect(news.getByTestId("article-card")).toHaveCount(3);
  await expect(news.locator('a[href="/nieuws"]')).toBeVisible();
  await expect(page.getByText("285.000", { exact: true })).toBeVisible();
  await expect(page.getByText("60.000", { exact: true })).toBeVisible();

  await news.getByTestId("article-card").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/nieuws\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("home opens with the hero of the CMS: one h1, a picture that loads first, the calls to action", async ({ page }) => {
  expect(await visit(page, "/")).toBe(200);
  const hero = page.getByTestId("home-hero");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Meedoen begint hier");
  await expect(hero.getByText(/Wij zijn een partij van leden en vrijwilligers/)).toBeVisible();
  // The largest paint: fetched at once with high priority, in the size the screen needs, with its own size.
  const image = hero.locator("img");
  await expect(image).toHaveAttribute("loading", "eager");
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).toHaveAttribute("srcset", /400w.*1600w/);
  await expect(image).toHaveAttribute("sizes", "100vw");
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("height", "900");
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(hero.getByRole("link", { name: "Word lid" })).toHaveAttribute("href", "/word-lid");
  await hero.getByRole("link", { name: "Bekijk de agenda" }).click();
  await expect(page).toHaveURL(/\/agenda$/);
});

/** The next events of /agenda, in its order: the strip shows the first four, each linking to its page. */
async function agendaSlugs(page: Page, path: string): Promise<string[]> {
  await visit(page, path);
  const hrefs = await page.getByTestId("event-card").getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.slice(0, 4);
}

test("the strip of the next events shows the first four of the agenda, with date and place", async ({ page }) => {
  const soonest = await agendaSlugs(page, "/agenda");
  expect(soonest.length).toBeGreaterThan(0);
  await visit(page, "/");
  const strip = page.getByTestId("upcoming-events");
  await expect(strip.getByRole("heading", { level: 2, name: "Binnenkort" })).toBeVisible();
  const events = strip.getByTestId("upcoming-event");
  await expect(events).toHaveCount(soonest.length);
  expect(await events.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(soonest);
  await expect(events.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(strip.locator('a[href="/agenda"]')).toHaveText("Volledige agenda");
  await events.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${soonest[0]}$`));
});

test("the newsletter sign-up on the home page is the newsletter's own form, sent to /nu", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
  await visit(page, "/");
  const section = page.getByTestId("home-newsletter");
  const form = section.getByTestId("newsletter-form");
  await expect(form).toHaveAttribute("action", "/nu");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Mis niets");
  await hydrated(page);
  // The form's code loads after the page's own (a lazy chunk): until then a click sends the form to
  // /nu without JavaScript, which is right for the visitor but not what this test checks.
  await page.waitForLoadState("networkidle");
  // Checked in the browser first, with the newsletter's own messages.
  await form.getByRole("button", { name: "Aanmelden" }).click();
  await expect(form.getByText("Geef toestemming om de nieuwsbrief te ontvangen.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await form.getByLabel("E-mailadres").fill(`home-${Date.now()}@example.org`);
  await form.getByLabel("Naam").fill("Nina Nieuwsgierig");
  await form.getByLabel("Ja, ik wil de nieuwsbrief per e-mail ontvangen.").check();
  await form.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page).toHaveURL(/\/nieuwsbrief-bevestigen$/);
});

test("the English home page links to the English news", async ({ page }) => {
  await visit(page, "/en");
  await expect(page.getByTestId("latest-news").locator('a[href="/en/nieuws"]')).toBeVisible();
  await expect(page.getByText("285,000", { exact: true })).toBeVisible();
});

test("the English home page has the English hero, with its buttons on the English site", async ({ page }) => {
  await visit(page, "/en");
  const hero = page.getByTestId("home-hero");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Taking part starts here");
  await expect(hero.getByRole("link", { name: "Become a member" })).toHaveAttribute("href", "/en/word-lid");
  await expect(hero.getByRole("link", { name: "See the agenda" })).toHaveAttribute("href", "/en/agenda");
  await expect(page.getByTestId("upcoming-events").locator('a[href="/en/agenda"]')).toBeVisible();
  await expect(page.getByTestId("home-newsletter").getByTestId("newsletter-form")).toHaveAttribute("action", "/en/nu");
});
