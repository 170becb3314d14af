// Personal links and redirects (SPEC §2.14): before every route change, and on the first load, a
// uuid in the address is looked up and followed; paths staff moved answer with a redirect. Both
// work without JavaScript (the server answers 301/302) and as client-side route changes.
import { expect, hydrated, isPhone, test, visit } from "./fixtures";
import { documentLoads, navigate } from "./navigation";
import { staffLogin } from "./staff";

const DEMO_LINK = "6f1c9a52-3b1e-4d8e-9c3a-2a7f5d0e9b11"; // backend/tracking/demo.py → /doneer/eindsprint

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a personal link's uuid leads to its page, with the query kept", async ({ page }) => {
    const response = await page.goto(`/?uuid=${DEMO_LINK}&utm_id=mailing`);
    expect(response!.status()).toBe(200);
    expect(response!.request().redirectedFrom()?.url()).toMatch(/\/\?uuid=/);
    await expect(page).toHaveURL(new RegExp(`/doneer/eindsprint\\?uuid=${DEMO_LINK}&utm_id=mailing$`));
    await expect(page.getByTestId("donation-form")).toBeVisible();
  });

  test("at its target the link stays put, and an unknown uuid changes nothing", async ({ page }) => {
    expect(await visit(page, `/doneer/eindsprint?uuid=${DEMO_LINK}`)).toBe(200);
    await expect(page).toHaveURL(/\/doneer\/eindsprint\?uuid=/);
    expect(await visit(page, "/privacy?uuid=00000000-0000-4000-8000-000000000000")).toBe(200);
    await expect(page).toHaveURL(/\/privacy\?uuid=/);
  });

  test("a moved path answers 301, a temporary one 302", async ({ page }) => {
    const moved = await page.goto("/oude-doneerpagina?utm_id=x");
    await expect(page).toHaveURL(/\/doneer\?utm_id=x$/);
    const first = moved!.request().redirectedFrom()!;
    expect((await first.response())!.status()).toBe(301);
    const temporary = await page.goto("/actie");
    await expect(page).toHaveURL(/\/word-lid$/);
    expect((await temporary!.request().redirectedFrom()!.response())!.status()).toBe(302);
    // A path without a redirect is still the 404 page.
    expect(await visit(page, "/bestaat-echt-niet")).toBe(404);
  });
});

test.describe("in the browser, before a route change", () => {
  test("a uuid is looked up and followed without loading a new document", async ({ page }) => {
    await visit(page, "/privacy");
    await hydrated(page);
    const documents = documentLoads(page);
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/redirects/resolve") lookups.push(new URL(request.url()).search);
    });
    await navigate(page, `/contact?uuid=${DEMO_LINK}`);
    await expect(page).toHaveURL(new RegExp(`/doneer/eindsprint\\?uuid=${DEMO_LINK}$`));
    await expect(page.getByTestId("donation-form")).toBeVisible();
    expect(lookups).toHaveLength(2); // asked at /contact, and (staying) at the target
    expect(lookups[0]).toContain("path=%2Fcontact");
    expect(documents).toEqual([]);
  });

  test("a moved path is followed as a client-side route change too", async ({ page }) => {
    await visit(page, "/privacy");
    await hydrated(page);
    const documents = documentLoads(page);
    await navigate(page, "/actie");
    await expect(page).toHaveURL(/\/word-lid$/);
    await expect(page.getByTestId("join-form")).toBeVisible();
    expect(documents).toEqual([]);
  });

  test("a normal route change asks nothing", async ({ page }) => {
    await visit(page, "/privacy");
    await hydrated(page);
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/redirects/resolve") lookups.push(request.url());
    });
    await navigate(page, "/contact?utm_id=x");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
    expect(lookups).toEqual([]);
  });
});

test("staff make a personal link and a redirect in the admin, and visitors follow them", async ({ page, browser, baseURL }, info) => {
  const suffix = `${isPhone(info.project.name) ? "telefoon" : "desktop"}-${Date.now()}`;
  const admin = await browser.newContext();
  const staff = await admin.newPage();
  await staffLogin(staff, "editor");

  await staff.goto("/cms/snippets/tracking/personallink/add/");
  await staff.locator("input[name=label]").fill(`Browsertest ${suffix}`);
  await staff.locator("input[name=target_path]").fill("/word-actief");
  await staff.getByRole("button", { name: /Opslaan|Save/ }).first().click();
  await expect(staff).toHaveURL(/\/cms\/snippets\/tracking\/personallink\/$/);
  const row = staff.locator("tr", { hasText: `Browsertest ${suffix}` });
  const uuid = (await row.textContent())!.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)![0];

  await staff.goto("/cms/redirects/add/");
  await staff.locator("input[name=old_path]").fill(`/oud-${suffix}`);
  // The admin asks for a full URL; one on the site itself is followed as its path.
  await staff.locator("input[name=redirect_link]").fill(`${baseURL}/privacy`);
  await staff.getByRole("button", { name: /Create|Aanmaken|Opslaan|Save/ }).first().click();
  await expect(staff).toHaveURL(/\/cms\/redirects\/$/);
  await admin.close();

  await visit(page, `/nieuws?uuid=${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/word-actief\\?uuid=${uuid}$`));
  await visit(page, `/oud-${suffix}`);
  await expect(page).toHaveURL(/\/privacy$/);
});
