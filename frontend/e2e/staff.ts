// Staff log into the admin (/cms/) as a person would: the password, then the current code of the
// demo accounts' authenticator key (seed_demo, backend/staff/demo.py: a published key, demo
// only; `make demo-code` prints the same code). Editors (Redactie) see content only; member data
// (members, orders, sign-ups, e-mails, reports) needs the administration (Administratie).
import { expect, type Cookie, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

export type StaffRole = "editor" | "administration";

export const DEMO_TOTP_KEY = "PARTIJWEBSITEDEMOTOTPKEYNIETECHT";
const LOGINS: Record<StaffRole, { username: string; password: string }> = {
  editor: { username: "redactie", password: "redactie-demo" },
  administration: { username: "beheer", password: "beheer-demo" },
};
const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_KEY), algorithm: "SHA1", digits: 6, period: 30 });

// The server accepts each code once per account (replay protection): a second login in the same
// 30 seconds needs the next code. So a worker logs in once per role and lends that session to
// later calls (checked still valid); `fresh` forces the two steps.
const sessions = new Map<StaffRole, Cookie[]>();

export async function staffLogin(page: Page, role: StaffRole, options: { fresh?: boolean } = {}) {
  const saved = sessions.get(role);
  if (saved && !options.fresh) {
    await page.context().addCookies(saved);
    await page.goto("/cms/");
    if (new URL(page.url()).pathname === "/cms/") return;
  }
  const { username, password } = LOGINS[role];
  await page.goto("/cms/login/");
  await page.fill("input[name=username]", username);
  await page.fill("input[name=password]", password);
  await page.click("button[type=submit]");
  await expect(page).toHaveURL(/\/cms\/2fa\//);
  await expect(page.locator("input[name=otp_token]")).toBeVisible();
  for (let attempt = 1; ; attempt++) {
    await page.fill("input[name=otp_token]", totp.generate());
    await page.click("button[type=submit]");
    await page.waitForLoadState();
    if (!new URL(page.url()).pathname.startsWith("/cms/2fa/")) break;
    // Refused: another login of this account used the code of this period. Wait for the next.
    await expect(page.getByText("Deze code klopt niet of is al gebruikt")).toBeVisible();
    expect(attempt, "the current code is accepted within two periods").toBeLessThan(3);
    const wait = msToNextPeriod() + 1_000;
    test.info().setTimeout(test.info().timeout + wait); // a deliberate wait, not a slow page
    await page.waitForTimeout(wait);
  }
  await expect(page).toHaveURL(/\/cms\/$/);
  const cookies = await page.context().cookies();
  sessions.set(role, cookies.filter((cookie) => cookie.name === "sessionid" || cookie.name === "csrftoken"));
}

function msToNextPeriod(): number {
  return 30_000 - (Date.now() % 30_000);
}
