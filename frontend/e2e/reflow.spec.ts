// Reflow (WCAG 1.4.10, issue 24): no page scrolls sideways at 320 CSS px, at 200 % zoom on a
// 1280 px screen (a 640 CSS px layout viewport at device scale factor 2: what the zoom does to the
// layout), nor at 1024 and 1280 px with the longest header (logged in: 'Ingelogd als {naam}', the
// council-candidate button, search and EN). Every page of site-pages.ts and the other SPEC routes,
// in three parts per state, run side by side; each fails with the list of every offender.
import type { Page } from "@playwright/test";
import { expect, hydrated, test, visit } from "./fixtures";
import { siteRoutes } from "./site-pages";

const MEMBER = { email: "lid@example.org", password: "demo-wachtwoord-2026" };


/** '' when the page fits its viewport; else the widths and the innermost elements reaching past its edge. */
async function overflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    if (root.scrollWidth <= root.clientWidth) return "";
    const edge = root.clientWidth + 0.5;
    const past = (element: Element) => element.getBoundingClientRect().right > edge;
    // Content wider than its box (an unbroken word) counts as well as a box past the edge.
    const spills = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === "visible";
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      if (!(past(element) || spills(element)) || [...element.children].some((child) => past(child) || spills(child as HTMLElement))) continue;
      const classes = typeof element.className === "string" && element.className.trim() ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
      culprits.push(`${element.tagName.toLowerCase()}${classes} '${(element.textContent ?? "").trim().slice(0, 30)}'`);
    }
    return `scrollWidth ${root.scrollWidth} > ${root.clientWidth}: ${culprits.slice(0, 4).join(", ")}`;
  });
}

async function check(page: Page, paths: string[], widths: number[], failures: string[]) {
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0], height: 800 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined)); // the layout with its own fonts
    for (const width of widths) {
      if (width !== widths[0]) await page.setViewportSize({ width, height: 800 });
      const found = await overflow(page);
      if (found) failures.push(`${path} at ${width}px: ${found}`);
    }
  }
}

test.describe("reflow", () => {
  test.describe.configure({ mode: "parallel" });
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructuring pattern here, and this hook needs no fixture
  test.beforeEach(({}, info) => {
    test.skip(info.project.name !== "desktop", "the test sets its own viewports");
  });

  // The routes in parts, run side by side: each part has its own time limit on a slow machine.
  const PARTS = 3;
  const partOf = (paths: string[], part: number) => paths.filter((_, index) => index % PARTS === part);

  for (let part = 0; part < PARTS; part += 1) {
    test(`no page scrolls sideways at 320 px nor at 200 % zoom (part ${part + 1} of ${PARTS})`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ viewport: { width: 320, height: 800 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      const failures: string[] = [];
      await check(page, partOf(await siteRoutes(page), part), [320, 640], failures);
      await context.close();
      expect(failures).toEqual([]);
    });

    test(`no page scrolls sideways at 1024 and 1280 px when logged in (part ${part + 1} of ${PARTS})`, async ({ page }) => {
      test.setTimeout(180_000);
      await visit(page, "/login");
      await hydrated(page);
      await page.getByLabel("E-mailadres").fill(MEMBER.email);
      await page.getByLabel("Wachtwoord", { exact: true }).fill(MEMBER.password);
      await page.getByRole("button", { name: "Inloggen" }).click();
      await expect(page).toHaveURL(/\/mijn-account$/, { timeout: 15_000 });
      await expect(page.getByTestId("nav-account")).toHaveText("Ingelogd als Lotte");
      const failures: string[] = [];
      await check(page, partOf([...(await siteRoutes(page)), "/mijn-account", "/en", "/en/agenda"], part), [1024, 1280], failures);
      expect(failures).toEqual([]);
    });
  }
});
