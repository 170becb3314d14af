// Member accounts in the browser (issue 6): the login guard with its return path, the messages for
// a wrong password and a not-activated account, activation through the link in the welcome mail,
// the member's own page, and logging out.
import { readFileSync } from "node:fs";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, hydrated, isPhone, mailText, PASSWORD_HASH_TIMEOUT, test, visit } from "./fixtures";

const MEMBER = { email: "lid@example.org", password: "demo-wachtwoord-2026" };
const NEW_PASSWORD = "mijn-eigen-wachtwoord-2026";

async function logIn(page: Page, email: string, password: string) {
  await hydrated(page);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
}

test("a ?next= that leaves the site or breaks the header is ignored: the login ends on the member's page", async ({ page }) => {
  // A tab between the slashes: a browser reads '/\t/evil.example' as '//evil.example'.
  expect(await visit(page, "/login?next=%2F%09%2Fevil.example")).toBe(200);
  await expect(page.locator('input[name="next"]')).toHaveValue("");
  // A line break gave a 500 (Node refuses it in the Location header).
  expect(await visit(page, "/login?next=%2Fagenda%0D%0ASet-Cookie%3A%20x%3D1")).toBe(200);
  await logIn(page, MEMBER.email, MEMBER.password);
  await expect(page).toHaveURL(/\/mijn-account$/, { timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page.getByTestId("membership-status")).toHaveText("Actief");
});

test("the member's page asks for a login, and returns there after it", { tag: "@flow" }, async ({ page }, info) => {
  await visit(page, "/mijn-account");
  await expect(page).toHaveURL(/\/login\?next=%2Fmijn-account$/);
  await logIn(page, MEMBER.email, "een-fout-wachtwoord");
  await expect(page.getByTestId("form-incomplete")).toHaveText("Het e-mailadres of het wachtwoord klopt niet.", {
    timeout: PASSWORD_HASH_TIMEOUT,
  });
  await logIn(page, MEMBER.email, MEMBER.password);
  await expect(page).toHaveURL(/\/mijn-account$/, { timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page.getByTestId("membership-status")).toHaveText("Actief");
  await expect(page.getByText("Ingelogd als Lotte Demolid")).toBeVisible();
  if (!isPhone(info.project.name)) await expect(page.getByTestId("nav-account")).toHaveText("Ingelogd als Lotte");
  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await visit(page, "/mijn-account");
  await expect(page).toHaveURL(/\/login\?next=/);
});

test("a member without a password is told how to activate the account", async ({ page }) => {
  await visit(page, "/login");
  await logIn(page, "jeugdlid@example.org", "wat-dan-ook-123");
  await expect(page.getByTestId("form-incomplete")).toContainText("nog niet geactiveerd");
  await page.getByTestId("not-activated").getByRole("link", { name: "Account aanmaken" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account aanmaken" })).toBeVisible();
});

test("a new member activates the account with the link in the welcome mail", async ({ page, browser, request }, info) => {
  const email = `nieuw-${info.project.name}-${Date.now()}@example.org`;
  const joined = await request.post("/api/members/join", {
    data: {
      tier: "adult", first_name: "Fenna", last_name: "Proef", email, date_of_birth: "1990-04-02", street: "Laan 5",
      postal_code: "1234 AB", city: "Ergens", agree: true, idempotency_key: `e2e-${Date.now()}-${info.project.name}`,
    },
  });
  expect(joined.status()).toBe(201);
  await visit(page, (await joined.json()).checkout_url);
  await page.getByRole("button", { name: "Betalen (geslaagd)" }).click();
  await expect(page).toHaveURL(/\/registreer-bedankt\?lidmaatschap=/);

  const welcome = await mailText(browser, email, "Welkom als lid!");
  const path = welcome.match(/\/account-aanmaken\/[\w.-]+/)?.[0];
  expect(path, "the activation link in the welcome mail").toBeTruthy();
  await visit(page, path!);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Account activeren" })).toBeVisible();
  await page.getByLabel("Nieuw wachtwoord").fill("kort");
  await page.getByLabel("Herhaal het wachtwoord").fill("anders");
  await page.getByLabel("Herhaal het wachtwoord").blur();
  await expect(page.getByText("Kies een wachtwoord van minstens 8 tekens.")).toBeVisible();
  await page.getByLabel("Nieuw wachtwoord").fill("mijn-eigen-wachtwoord-2026");
  await page.getByLabel("Herhaal het wachtwoord").fill("mijn-eigen-wachtwoord-2026");
  await page.getByRole("button", { name: "Wachtwoord opslaan en inloggen" }).click();
  await expect(page).toHaveURL(/\/mijn-account\?welkom=1$/, { timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page.getByTestId("welcome")).toBeVisible();
  await expect(page.getByTestId("membership-status")).toHaveText("Actief");
  await expect(page.getByTestId("own-payments")).toContainText("Contributie");

  // The link is spent.
  const again = await visit(page, path!);
  expect(again).toBe(410);
  await expect(page.getByTestId("link-invalid")).toBeVisible();
});

/** A member of one's own (the demo member stays as other tests expect it): joins, pays, activates
 * the account with the welcome mail's link, and ends logged in on /mijn-account. */
async function newMember(page: Page, browser: Browser, request: APIRequestContext, label: string, address: string): Promise<string> {
  const email = `${label}-${Date.now()}@example.org`;
  const joined = await request.post("/api/members/join", {
    headers: { "X-Forwarded-For": address }, // the test's own visitor: joins are counted per address
    data: {
      tier: "adult", first_name: "Fenna", last_name: "Proef", email, date_of_birth: "1990-04-02", street: "Laan 5",
      postal_code: "1234 AB", city: "Ergens", agree: true, idempotency_key: `e2e-${label}-${Date.now()}`,
    },
  });
  expect(joined.status()).toBe(201);
  await visit(page, (await joined.json()).checkout_url);
  await page.getByRole("button", { name: "Betalen (geslaagd)" }).click();
  await expect(page).toHaveURL(/\/registreer-bedankt\?lidmaatschap=/);
  const welcome = await mailText(browser, email, "Welkom als lid!");
  await visit(page, welcome.match(/\/account-aanmaken\/[\w.-]+/)![0]);
  await hydrated(page);
  await page.getByLabel("Nieuw wachtwoord").fill(NEW_PASSWORD);
  await page.getByLabel("Herhaal het wachtwoord").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Wachtwoord opslaan en inloggen" }).click();
  await expect(page).toHaveURL(/\/mijn-account\?welkom=1$/, { timeout: PASSWORD_HASH_TIMEOUT });
  return email;
}

test("deleting the account works after a wrong password, in one page load, and confirms on screen and by mail", async ({ page, browser, request, visitorAddress }, info) => {
  test.skip(isPhone(info.project.name), "one width is enough for the form's state");
  test.setTimeout(120_000); // joins, pays, activates and reads two mails through the admin
  const email = await newMember(page, browser, request, `weg-${info.project.name}`, visitorAddress);
  await hydrated(page);
  await page.getByRole("button", { name: "Weigeren" }).click(); // the cookie notice would cover the section
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByText("Mijn account verwijderen", { exact: true }).click();
  const password = page.getByLabel("Bevestig met uw wachtwoord");
  await password.fill("een-fout-wachtwoord");
  await page.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(page.getByTestId("form-incomplete")).toHaveText("Het wachtwoord klopt niet.", { timeout: PASSWORD_HASH_TIMEOUT });
  await password.fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(page.getByTestId("account-deleted")).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page.getByTestId("account-deleted")).toContainText("Wet financiering politieke partijen (Wfpp)");
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), "no reload").toBe(true);
  const mail = await mailText(browser, email, "Uw account is verwijderd");
  expect(mail).toContain("7 jaar");
  await visit(page, "/mijn-account");
  await expect(page).toHaveURL(/\/login\?next=/);
});

test("a member cancels at the end of the paid period, is told on screen and by mail, and withdraws it", async ({ page, browser, request, visitorAddress }, info) => {
  test.setTimeout(120_000); // joins, pays, activates and reads three mails through the admin
  const email = await newMember(page, browser, request, `opzeg-${info.project.name}`, visitorAddress);
  await hydrated(page);
  await page.getByRole("button", { name: "Weigeren" }).click(); // the cookie notice would cover the section
  const membership = page.getByTestId("membership");
  const end = `31 december ${new Date().getFullYear()}`;
  await membership.getByText("Lidmaatschap opzeggen", { exact: true }).click();
  await expect(membership).toContainText(`Uw lidmaatschap blijft actief tot en met ${end}`);
  await membership.getByRole("button", { name: `Opzeggen per ${end}` }).click();
  await expect(page.getByTestId("cancel-status")).toHaveText(
    `Uw opzegging is ontvangen. Uw lidmaatschap blijft actief tot en met ${end}. U ontvangt een bevestiging per e-mail.`,
  );
  await expect(page.getByTestId("membership-status")).toHaveText("Actief");
  await expect(page.getByTestId("membership-ends")).toHaveText(end);
  await membership.scrollIntoViewIfNeeded();
  await membership.screenshot({ path: info.outputPath(`membership-cancelled-${info.project.name}.png`) });
  expect(await mailText(browser, email, "Uw opzegging is ontvangen")).toContain(`actief tot en met ${end}`);

  await visit(page, "/en/mijn-account");
  await hydrated(page);
  await expect(page.getByTestId("cancel-undo")).toContainText(`Cancelled: your membership ends after ${end.replace("december", "December")}.`);
  await page.getByRole("button", { name: "Withdraw cancellation" }).click();
  await expect(page.getByTestId("cancel-status")).toHaveText("Your cancellation has been withdrawn. Your membership simply continues.");
  await expect(page.getByTestId("cancel-undo")).toHaveCount(0);
  await expect(page.getByTestId("cancel")).toBeVisible();
  // Withdrawn on the English site: the mail is English too (issue 22, the reader's language).
  expect(await mailText(browser, email, "Your cancellation has been withdrawn")).toContain("simply continues");
});

test("forgetting a password gives the same answer for any address", async ({ page }) => {
  await visit(page, "/wachtwoord-vergeten");
  await hydrated(page);
  await page.getByLabel("E-mailadres").fill("bestaat-niet@example.org");
  await page.getByRole("button", { name: "Stuur mij een link" }).click();
  await expect(page.getByTestId("link-sent")).toHaveText(
    "Als dit e-mailadres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail met een link.",
  );
});

test("a wrong activation link gets a clear page with status 410", async ({ page }) => {
  expect(await visit(page, "/account-aanmaken/onbekend-token")).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "Deze link werkt niet meer" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nieuwe link aanvragen" })).toHaveAttribute("href", "/account-aanmaken");
});

test("the English login page", async ({ page }) => {
  await visit(page, "/en/login");
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await expect(page.getByLabel("Email address")).toBeVisible();
});

test("the member's privacy section says what erasure keeps and why, in Dutch and in English", async ({ page }, info) => {
  await visit(page, "/login?next=%2Fmijn-account");
  await logIn(page, MEMBER.email, MEMBER.password);
  await expect(page).toHaveURL(/\/mijn-account$/, { timeout: PASSWORD_HASH_TIMEOUT });
  await page.getByRole("button", { name: "Weigeren" }).click(); // the cookie notice would cover the section
  await page.getByText("Mijn account verwijderen", { exact: true }).click();
  const kept = page.getByTestId("kept-after-erasure");
  await expect(kept).toContainText("Wet financiering politieke partijen (Wfpp)");
  await expect(kept).toContainText("7 jaar");
  await expect(page.getByText("Wat wij bewaren, zonder uw naam")).toBeVisible();
  await kept.scrollIntoViewIfNeeded();
  const section = page.locator('section[aria-labelledby="privacy-title"]');
  await section.screenshot({ path: info.outputPath(`privacy-nl-${info.project.name}.png`) });

  await visit(page, "/en/mijn-account");
  await hydrated(page);
  await page.getByText("Delete my account", { exact: true }).click();
  await expect(kept).toContainText("party-finance law (Wfpp)");
  await expect(kept).toContainText("7 years");
  await expect(page.getByText("What we keep, without your name")).toBeVisible();
  await section.screenshot({ path: info.outputPath(`privacy-en-${info.project.name}.png`) });

  const download = page.waitForEvent("download");
  await page.getByTestId("export").click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, "utf-8"));
  expect(exported.person.first_name).toBe("Lotte");
  expect(Object.keys(exported.records)).toEqual(expect.arrayContaining(["memberships", "donations", "orders", "signatures"]));
});
