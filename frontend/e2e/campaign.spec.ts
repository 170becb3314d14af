// Campaign tracking (SPEC §4): utm_id and utm_content_id are kept in session storage on first
// sight and never overwritten; they travel with a gift; staff see the result per campaign.
import { expect, hydrated, isPhone, test, visit } from "./fixtures";
import { staffLogin } from "./staff";

test("the first campaign of the session travels with a gift into the results per campaign", async ({ page, browser }, info) => {
  const campaign = `voorjaar-${isPhone(info.project.name) ? "telefoon" : "desktop"}-${Date.now()}`;
  await visit(page, `/nieuws?utm_id=${campaign}&utm_content_id=banner-1`);
  await hydrated(page);
  await visit(page, "/doneer?utm_id=later&utm_content_id=banner-2");
  await hydrated(page);
  const stored = await page.evaluate(() => [sessionStorage.getItem("utm_id"), sessionStorage.getItem("utm_content_id")]);
  expect(stored).toEqual([campaign, "banner-1"]);
  const form = page.getByTestId("donation-form");
  await expect(form.locator("input[name=utm_id]")).toHaveValue(campaign);
  await expect(form.locator("input[name=utm_content_id]")).toHaveValue("banner-1");

  await page.getByTestId("cookie-refuse").click();
  await form.getByRole("radio", { name: /^€\s10$/ }).check();
  await form.getByRole("button", { name: /^Doneer\s€\s10$/ }).click();
  await page.getByRole("button", { name: "Betalen (geslaagd)" }).click();
  await expect(page).toHaveURL(/\/doneer\/bedankt\?donatie=/);

  const admin = await browser.newContext();
  const staff = await admin.newPage();
  await staffLogin(staff, "administration");
  await staff.goto("/cms/reports/campagnes/");
  const row = staff.locator("tr", { hasText: campaign });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/€\s?10,00/);
  const csv = await (await staff.request.get("/cms/reports/campagnes/?export=csv")).text();
  const line = csv.split(/\r?\n/).find((text) => text.startsWith(campaign));
  // Orders, their revenue, gifts, the amount given: euros as staff read them, not cents.
  expect(line).toMatch(new RegExp(`^${campaign},0,"€\\s0,00",1,"€\\s10,00",`));
  await admin.close();
});

test("without JavaScript a form on the landing page carries the address's campaign", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/doneer?utm_id=zonder-js&utm_content_id=mail-3");
  const form = page.getByTestId("donation-form");
  await expect(form.locator("input[name=utm_id]")).toHaveValue("zonder-js");
  await expect(form.locator("input[name=utm_content_id]")).toHaveValue("mail-3");
  await context.close();
});
