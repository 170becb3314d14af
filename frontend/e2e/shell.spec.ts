// The site shell of SPEC §2.15 as a visitor sees it, in both languages, at phone and desktop widths.
import { expect, hydrated, isPhone, test, visit } from "./fixtures";
import { documentLoads } from "./navigation";

const PARTY_LINKS = [
  "/mensen/tweede-kamer",
  "/mensen/eerste-kamer",
  "/provincies",
  "/gemeentes",
  "/waterschappen",
  "/kiescollege",
  "/mensen/bestuur",
];
const MAIN_LINKS = ["/standpunten", "/agenda", "/vacatures", "/word-actief", "/nu", "/petities", "/contact", "/login"];
const FOOTER_BUTTONS = [
  ["footer-english", "English"],
  ["footer-merchandise", "Merchandise"],
  ["footer-doneer", "Doneer"],
  ["footer-word-lid", "Word Lid"],
  ["footer-word-actief", "Word actief"],
  ["footer-nieuwsbrief", "Nieuwsbrief"],
];
const SOCIAL = ["Twitter", "Facebook", "Instagram", "YouTube", "Telegram", "TikTok"];

test("home renders in Dutch with every shell link", async ({ page }) => {
  expect(await visit(page, "/")).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByTestId("cms-page")).toBeVisible();
  await expect(page.getByTestId("cms-page").getByRole("heading", { level: 1 })).not.toBeEmpty();

  const header = page.getByTestId("site-header");
  for (const path of [...PARTY_LINKS, ...MAIN_LINKS]) {
    await expect(header.locator(`a[href="${path}"]`), path).toHaveCount(1);
  }
  for (const path of ["/", "/doneer", "/word-lid", "/vrienden"]) {
    await expect(header.locator(`a[href="${path}"]`).first(), path).toBeAttached();
  }
  for (const id of ["nav-english-site", "nav-institute", "nav-shop"]) {
    await expect(header.getByTestId(id)).toHaveAttribute("href", /^https?:\/\//);
  }
  for (const key of ["youth_wing", "international", "institute", "schools"]) {
    await expect(header.getByTestId(`partner-${key}`)).toHaveAttribute("href", /^https?:\/\//);
  }

  const footer = page.getByTestId("site-footer");
  const buttons = footer.getByTestId("footer-buttons");
  for (const [id, label] of FOOTER_BUTTONS) {
    // External buttons add "(opent in een nieuw venster)" for screen readers after the label.
    await expect(buttons.getByTestId(id)).toContainText(new RegExp(`^${label}\\b`));
  }
  await expect(footer.getByTestId("footer-nieuwsbrief")).toHaveAttribute("href", "/nu");
  for (const [id, path] of [["footer-privacy", "/privacy"], ["footer-contact", "/contact"], ["footer-anbi", "/anbi"], ["footer-accessibility", "/toegankelijkheid"]]) {
    await expect(footer.getByTestId(id)).toHaveAttribute("href", path);
  }
  await expect(footer.getByTestId("footer-party-site")).toHaveAttribute("href", /^https?:\/\//);
  const social = footer.getByTestId("social-links");
  for (const name of SOCIAL) {
    await expect(social.getByRole("link", { name })).toHaveAttribute("href", /^https?:\/\//);
  }
});

test("the English site has lang=en, English texts and a way back to Dutch", async ({ page }) => {
  expect(await visit(page, "/en")).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const header = page.getByTestId("site-header");
  await expect(header.locator('a[href="/en/standpunten"]')).toHaveCount(1);
  await expect(header.locator('a[href="/en/mensen/tweede-kamer"]')).toHaveCount(1);
  await expect(page.getByTestId("language-switch")).toHaveAttribute("href", "/");

  await visit(page, "/privacy");
  await expect(page.getByTestId("language-switch")).toHaveAttribute("href", "/en/privacy");
  await hydrated(page);
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("council-member button: not on home, and its label follows the screen size", async ({ page }, info) => {
  await visit(page, "/");
  await expect(page.getByTestId("council-button")).toHaveCount(0);

  await visit(page, "/privacy");
  const button = page.getByTestId("council-button");
  await expect(button).toHaveAttribute("href", "/kandidatenlijst");
  const small = button.getByText("Aanmelden als kandidaat-raadslid", { exact: true });
  const large = button.getByText("Aanmelden als raadslid", { exact: true });
  if (isPhone(info.project.name)) {
    await expect(small).toBeVisible();
    await expect(large).toBeHidden();
  } else {
    await expect(large).toBeVisible();
    await expect(small).toBeHidden();
  }
});

test("the hamburger menu opens and closes on route change", async ({ page }, info) => {
  test.skip(!isPhone(info.project.name), "the hamburger is the phone menu");
  await visit(page, "/");
  await hydrated(page);
  const toggle = page.getByTestId("menu-toggle");
  const menu = page.getByTestId("main-menu");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByTestId("nav-standpunten")).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByTestId("nav-contact")).toBeVisible();

  await menu.getByTestId("nav-contact").click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByTestId("nav-contact")).toBeHidden();
});

test("the party submenu opens on click and closes on a click elsewhere", async ({ page }, info) => {
  test.skip(isPhone(info.project.name), "desktop submenus");
  await visit(page, "/");
  await hydrated(page);
  const toggle = page.getByTestId("party-submenu-toggle");
  const submenu = page.getByTestId("party-submenu");
  await expect(submenu).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(submenu.getByTestId("nav-mensen-tweede-kamer")).toBeVisible();

  await page.locator("main").click({ position: { x: 5, y: 5 } });
  await expect(submenu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await toggle.click();
  await expect(submenu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(submenu).toBeHidden();

  // By keyboard: into the submenu, Escape closes it and the focus is back on 'Partij', not on a
  // link that is hidden now.
  await toggle.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(submenu.getByTestId("nav-mensen-tweede-kamer")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(submenu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test("the site's own links change the page in the app; a modified click is left to the browser", async ({ page }) => {
  await visit(page, "/en");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const documents = documentLoads(page);
  const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

  // By keyboard (the cookie banner may cover the footer on a phone): Enter on a link is a click.
  await page.getByTestId("footer-privacy").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(page.getByTestId("site-footer").getByTestId("footer-privacy")).toHaveAttribute("href", "/en/privacy");
  expect(documents).toEqual([]);
  expect(await samePage()).toBe(true);

  // What the link did with each click, read by a listener on the window that runs after it (and
  // keeps the browser from opening a tab): a ctrl-click, a shift-click and a middle click are not
  // taken; the plain click (the control) is, and navigates in the app.
  const taken = await page.getByTestId("footer-contact").evaluate((link) => {
    const seen: boolean[] = [];
    const record = (event: Event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", record);
    for (const init of [{ ctrlKey: true }, { shiftKey: true }, { button: 1 }, {}]) {
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
    }
    window.removeEventListener("click", record);
    return seen;
  });
  expect(taken).toEqual([false, false, false, true]);
  await expect(page).toHaveURL(/\/en\/contact$/);
  expect(documents).toEqual([]);
  expect(await samePage()).toBe(true);
});

test("the browser hydrates the server's header, menu and footer without a mismatch, in both languages", async ({ page }) => {
  // React reports a page whose HTML differs from its own first render (and then throws that HTML
  // away) as a recoverable error: minified in production as errors #418, #423 and #425.
  const mismatches: string[] = [];
  const record = (text: string) => {
    if (/Minified React error #(418|423|425)|hydrat/i.test(text)) mismatches.push(text);
  };
  page.on("console", (message) => record(message.text()));
  page.on("pageerror", (error) => record(error.message));
  for (const path of ["/", "/agenda", "/nieuws", "/mensen/tweede-kamer", "/contact", "/en", "/en/agenda", "/en/standpunten"]) {
    await visit(page, path);
    await hydrated(page);
    await expect(page.getByTestId("site-footer")).toBeAttached();
  }
  expect(mismatches).toEqual([]);
  // The current page's item is marked in the menu the server kept.
  await expect(page.getByTestId("nav-standpunten")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("nav-agenda")).not.toHaveAttribute("aria-current", "page");
});

test("the cookie banner can be refused and remembers the choice", async ({ page }) => {
  await visit(page, "/");
  await hydrated(page);
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible();
  await banner.getByTestId("cookie-refuse").click();
  await expect(banner).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null"));
  expect(stored).toMatchObject({ choice: "refused", version: 2, analytics: false, advertising: false });

  await page.reload();
  await expect(page.getByTestId("cookie-banner")).toBeHidden();
});

// Accepting (and what it lets through) is e2e/consent.spec.ts.

test("no page is wider than the screen, at every header layout", async ({ page }, info) => {
  const widths = isPhone(info.project.name) ? [375] : [1024, 1280, 1440];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/vacatures", "/doneer/eindsprint", "/en/vacatures"]) {
      await visit(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px`).toBe(0);
    }
  }
});

test("logged in, the header fits at every width and offers giving and joining (issue 24)", async ({ page }, info) => {
  await visit(page, "/login");
  await hydrated(page);
  await page.getByLabel("E-mailadres").fill("lid@example.org");
  await page.getByLabel("Wachtwoord", { exact: true }).fill("demo-wachtwoord-2026");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByTestId("my-account")).toBeVisible();
  if (isPhone(info.project.name)) {
    // On a phone giving and joining are in the menu.
    await visit(page, "/vacatures");
    await hydrated(page);
    await page.getByTestId("menu-toggle").click();
    await expect(page.getByTestId("menu-doneer")).toBeVisible();
    await expect(page.getByTestId("menu-word-lid")).toBeVisible();
    await expect(page.getByTestId("header-doneer")).toBeHidden();
    return;
  }
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/vacatures", "/en/vacatures"]) {
      await visit(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px, logged in`).toBe(0);
      await expect(page.getByTestId("header-doneer"), `${path} at ${width} px`).toBeVisible();
      await expect(page.getByTestId("header-word-lid"), `${path} at ${width} px`).toBeVisible();
      if (width >= 1280) await expect(page.getByTestId("nav-account")).toBeVisible();
    }
  }
});

// With 'font-display: optional' a slow first visit keeps the fallback font for the whole page view:
// the layout must hold in it too (styles/fonts.css: a local font scaled to Inter's metrics).
test("no page is wider than the screen before Inter has arrived", async ({ page }, info) => {
  await page.route("**/*.woff2", (route) => route.abort());
  const widths = isPhone(info.project.name) ? [375] : [1024, 1280, 1440];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/vacatures", "/doneer/eindsprint"]) {
      await visit(page, path);
      expect(await page.evaluate(() => document.fonts.check("16px 'Inter Variable'")), "Inter must not be there").toBe(false);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px`).toBe(0);
    }
  }
});
