// The layout flags of SPEC §2.13 and the header/footer visibility of §2.15 on a sample of paths.
import { expect, isPhone, test, visit } from "./fixtures";

const WITH_SHELL = ["/privacy", "/contact", "/vrienden/bedankt", "/en/privacy"];
const WITHOUT_HEADER_AND_FOOTER = ["/belasting", "/crypto", "/asiel-check", "/content", "/1euro", "/en/belasting"];

for (const path of WITH_SHELL) {
  test(`${path} has header and footer`, async ({ page }) => {
    expect(await visit(page, path)).toBe(200);
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.getByTestId("site-footer")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

for (const path of WITHOUT_HEADER_AND_FOOTER) {
  test(`${path} has no header and no footer`, async ({ page }) => {
    expect(await visit(page, path)).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("site-header")).toHaveCount(0);
    await expect(page.getByTestId("site-footer")).toHaveCount(0);
    // A discreet way home stays (issue 24): the party's mark, to the home page in the page's language.
    await expect(page.getByTestId("home-mark")).toHaveAttribute("href", path.startsWith("/en") ? "/en" : "/");
  });
}

test("/belasting wraps its content in the flex wrapper", async ({ page }) => {
  await visit(page, "/belasting");
  await expect(page.getByTestId("flex-wrapper").getByTestId("cms-page")).toBeVisible();
  await expect(page.getByTestId("flex-wrapper")).toHaveCSS("display", "flex");
});

test("/forumwijzer uses no layout at all", async ({ page }) => {
  expect(await visit(page, "/forumwijzer")).toBe(200);
  await expect(page.getByTestId("site-shell")).toHaveAttribute("data-layout", "bare");
  await expect(page.getByTestId("site-header")).toHaveCount(0);
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  await expect(page.getByTestId("home-mark")).toBeVisible();
});

test("/doneer hides the mobile main menu and shows the footer buttons on desktop only", async ({ page }, info) => {
  await visit(page, "/doneer");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByTestId("menu-toggle")).toHaveCount(0);
  const buttons = page.getByTestId("footer-buttons");
  if (isPhone(info.project.name)) await expect(buttons).toBeHidden();
  else await expect(buttons).toBeVisible();
});

test("the footer buttons show at every width elsewhere", async ({ page }) => {
  await visit(page, "/privacy");
  await expect(page.getByTestId("footer-buttons")).toBeVisible();
});

test("on a phone the hamburger shows on ordinary pages", async ({ page }, info) => {
  test.skip(!isPhone(info.project.name), "phone only");
  await visit(page, "/privacy");
  await expect(page.getByTestId("menu-toggle")).toBeVisible();
});
