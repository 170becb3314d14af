// The app as a platform (SPEC §4, §8, §9): a new build makes the next navigation a full page load,
// a chunk that fails to load reloads at the target route, route code is preloaded on intent but
// not on a data-saver connection, the viewport breakpoint lives in a cookie and on /device-info,
// and a mount that fails is logged while the page stays usable.
import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, hydrated, isPhone, test, visit } from "./fixtures";
import { documentLoads, navigate } from "./navigation";

const LATEST = "build/client/builds/latest.json";

const marked = (page: Page) => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

test.describe("a new release", () => {
  test("is noticed by the hourly check of builds/latest.json and the next navigation loads a full document", async ({ page }, info) => {
    test.skip(isPhone(info.project.name), "one build file on disk: swapped by one viewport only");
    const original = readFileSync(LATEST, "utf8");
    const ownId = JSON.parse(original).id as string;
    await page.clock.install();
    const checks: string[] = [];
    page.on("response", async (response) => {
      if (new URL(response.url()).pathname === "/builds/latest.json") checks.push(response.headers()["cache-control"] ?? "");
    });
    await visit(page, "/privacy");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const documents = documentLoads(page);

    // The same build: navigation stays client-side.
    await page.clock.fastForward("01:00:00");
    await expect.poll(() => checks.length).toBe(1);
    await navigate(page, "/contact");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
    expect(documents).toEqual([]);
    expect(await marked(page)).toBe(true);

    try {
      writeFileSync(LATEST, JSON.stringify({ id: `${ownId}-next`, timestamp: Date.now() }));
      await page.clock.fastForward("00:59:00");
      expect(checks).toHaveLength(1); // not before the hour is full
      await page.clock.fastForward("00:01:00");
      await expect.poll(() => checks.length).toBe(2);
      expect(checks.every((header) => header === "no-cache")).toBe(true);
      await navigate(page, "/anbi");
      await expect(page).toHaveURL(/\/anbi$/);
      await expect.poll(() => documents).toEqual(["/anbi"]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("ANBI");
      expect(await marked(page)).toBe(false);
    } finally {
      writeFileSync(LATEST, original);
    }
  });
});

test("a chunk that fails to load reloads the page at the target route", async ({ page }) => {
  await visit(page, "/privacy");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const documents = documentLoads(page);
  // The positions page's code is gone once, as after a deploy that removed the old chunks.
  let failed = 0;
  await page.route(/\/assets\/positions-[\w-]+\.js$/, (route) => {
    if (failed++ === 0) return route.abort("failed");
    return route.continue();
  });
  await navigate(page, "/standpunten");
  await expect.poll(() => documents).toEqual(["/standpunten"]);
  await expect(page).toHaveURL(/\/standpunten$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Standpunten");
  expect(await marked(page)).toBe(false);
  const guard = await page.evaluate(() => JSON.parse(sessionStorage.getItem("reload-guard") ?? "null"));
  expect(guard.path).toBe("/standpunten");
  expect(guard.expires - Date.now()).toBeGreaterThan(0);
  expect(guard.expires - Date.now()).toBeLessThanOrEqual(10_000);
});

test.describe("route preloads", () => {
  const donationModule = /\/assets\/donation-[\w-]+\.js$/;
  const donationModuleLoads = (page: Page) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (donationModule.test(request.url())) loaded.push(request.url());
    });
    return loaded;
  };

  test("load a route's code when a link gets focus, before it is followed", async ({ page }) => {
    await visit(page, "/privacy");
    await hydrated(page);
    const loaded = donationModuleLoads(page);
    await page.getByTestId("footer-doneer").focus();
    // The route's module (with the chunk it shares with the preview page), each fetched once.
    await expect.poll(() => loaded.length).toBeGreaterThan(0);
    expect(new Set(loaded).size).toBe(loaded.length);
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test("are skipped on a data-saver connection", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }));
    await visit(page, "/privacy");
    await hydrated(page);
    const loaded = donationModuleLoads(page);
    await page.getByTestId("footer-doneer").focus();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300); // a preload would have started at once
    expect(loaded).toEqual([]);
    await visit(page, "/device-info");
    await expect(page.getByTestId("device-prefetch")).toHaveText("uit");
  });
});

test("the viewport breakpoint is remembered in a cookie for a year, refreshed after a resize, and shown on /device-info", async ({ page, context }, info) => {
  const phone = isPhone(info.project.name);
  await visit(page, "/device-info");
  await hydrated(page);
  const expected = phone ? "mobileMedium" : "desktopMedium";
  await expect(page.getByTestId("device-breakpoint")).toHaveAttribute("data-value", expected);
  const cookie = async () => (await context.cookies()).find((c) => c.name === "viewport");
  await expect.poll(async () => (await cookie())?.value).toBe(expected);
  const days = ((await cookie())!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
  await expect(page.getByTestId("device-remembered")).toHaveText("nog niet"); // the server saw no cookie yet

  await page.setViewportSize({ width: 800, height: 700 });
  await expect(page.getByTestId("device-breakpoint")).toHaveAttribute("data-value", "tablet");
  await expect.poll(async () => (await cookie())?.value).toBe("tablet");
  await expect(page.getByTestId("device-size")).toHaveText("800 × 700 px");

  await page.reload();
  await expect(page.getByTestId("device-remembered")).toHaveText("tablet");
});

test("a mount that fails is logged and the page stays usable", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // The router's manifest never arrives: the app cannot mount.
  await page.addInitScript(() =>
    Object.defineProperty(window, "__reactRouterManifest", { configurable: true, get: () => undefined, set: () => undefined }),
  );
  expect(await visit(page, "/privacy")).toBe(200);
  await expect.poll(() => errors.some((text) => text.includes("Mounting the app failed"))).toBe(true);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacyverklaring");
  // Links still work (as full page loads).
  await page.getByTestId("site-footer").getByTestId("footer-contact").evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
});
