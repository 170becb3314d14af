// Member-get-member (SPEC §2.10): a logged-in member makes a personal link, shares it (link, QR
// code, share buttons), and a membership started from it records the referrer and counts.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, firstYearEuros, hydrated, PASSWORD_HASH_TIMEOUT, test, visit } from "./fixtures";

const BACKEND = path.resolve(process.cwd(), "../backend");
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? `sqlite:///${process.cwd()}/../var/e2e.sqlite3`;
const PASSWORD = "werving-e2e-wachtwoord";

// A member with an active membership and an account, straight in the test database: one per test
// run and project, so that parallel tests never share a referral link or its count.
const CREATE_MEMBER = `
import os
from datetime import date
from django.contrib.auth import get_user_model
from django.utils import timezone
from members.models import Membership, MembershipStatus
email = os.environ["E2E_EMAIL"]
user = get_user_model().objects.create(username=email, email=email, first_name="Wendy")
user.set_password(os.environ["E2E_PASSWORD"])
user.save()
Membership.objects.create(
    user=user, email=email, first_name="Wendy", last_name="Werver", status=MembershipStatus.ACTIVE,
    member_since=date(2020, 1, 1), paid_until=date(timezone.localdate().year, 12, 31),
)
`;

function createMember(email: string) {
  execFileSync(".venv/bin/python", ["manage.py", "shell", "-c", CREATE_MEMBER], {
    cwd: BACKEND,
    env: { ...process.env, DATABASE_URL, E2E_EMAIL: email, E2E_PASSWORD: PASSWORD },
    stdio: "pipe",
  });
}

async function fillApplication(page: Page, email: string) {
  const form = page.getByTestId("join-form");
  await form.getByLabel("Voornaam").fill("Rik");
  await form.getByLabel("Achternaam").fill("Geworven");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Geboortedatum").fill("1985-04-02");
  await form.getByLabel("Straat en huisnummer").fill("Voorbeeldlaan 3");
  await form.getByLabel("Postcode").fill("1234 AB");
  await form.getByLabel("Woonplaats").fill("Utrecht");
  await form.getByRole("checkbox", { name: /Ik ga akkoord met de statuten/ }).check();
  return form;
}

test("a referral link leads to a membership that records the referrer", async ({ page, browser }, info) => {
  test.slow(); // a member made in the database, a login, a join and a payment
  const stamp = `${info.project.name}-${Date.now()}`;
  const referrer = `werver-${stamp}@example.org`;
  createMember(referrer);

  // Not logged in: to the login page, and back to /aanmaken after it.
  expect(await visit(page, "/member-get-member")).toBe(200);
  await page.getByTestId("referral-cta").click();
  await expect(page).toHaveURL(/\/login\?next=%2Fmember-get-member%2Faanmaken$/);
  await hydrated(page);
  await page.getByLabel("E-mailadres").fill(referrer);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/member-get-member\/aanmaken$/, { timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page.getByTestId("privacy-note")).toBeVisible();
  await page.getByRole("button", { name: "Maak mijn link" }).click();

  await expect(page).toHaveURL(/\/member-get-member\/deel-je-link$/);
  const link = await page.getByTestId("referral-link").inputValue();
  expect(link).toMatch(/\/member-get-member\/doe-mee\?ref=[\w-]+$/);
  await expect(page.getByTestId("referral-qr")).toHaveAttribute("src", /^data:image\/svg\+xml/);
  await expect(page.getByTestId("share-whatsapp")).toHaveAttribute("href", new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link)}`));
  await expect(page.getByTestId("referral-joined")).toHaveText("Nog niemand is via uw link lid geworden.");
  const personal = await page.request.get("/member-get-member/deel-je-link");
  expect(personal.headers()["cache-control"]).toBe("private, no-store");
  // With a link, /aanmaken goes straight on to it.
  await page.goto("/member-get-member/aanmaken");
  await expect(page).toHaveURL(/\/member-get-member\/deel-je-link$/);

  // Someone else opens the shared link: the join form with the code, then the demo payment.
  const friend = await browser.newContext({ viewport: info.project.use.viewport, hasTouch: info.project.use.hasTouch });
  const friendPage = await friend.newPage();
  const code = new URL(link).searchParams.get("ref")!;
  await friendPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(friendPage).toHaveURL(new RegExp(`/word-lid\\?ref=${code}$`));
  await hydrated(friendPage);
  await expect(friendPage.locator('input[name="referral_code"]')).toHaveValue(code);
  const form = await fillApplication(friendPage, `geworven-${stamp}@example.org`);
  const { adult } = await firstYearEuros(friendPage);
  await form.getByRole("button", { name: new RegExp(`^Betaal\\s€\\s${adult} en word lid$`) }).click();
  await friendPage.getByRole("button", { name: "Betalen (geslaagd)" }).click();
  await expect(friendPage.getByTestId("membership-thanks")).toHaveAttribute("data-outcome", "welcome");
  await friend.close();

  // The referrer sees the new member counted.
  await page.reload();
  await expect(page.getByTestId("referral-joined")).toHaveText("1 persoon is via uw link lid geworden.");
});

test("an unknown referral code leads to the plain join form", async ({ page }) => {
  await page.goto("/member-get-member/doe-mee?ref=bestaat-niet");
  await expect(page).toHaveURL(/\/word-lid$/);
  await page.goto("/en/member-get-member/doe-mee?ref=demo-werving-sem&utm_id=mail-7");
  await expect(page).toHaveURL(/\/en\/word-lid\?ref=demo-werving-sem&utm_id=mail-7$/);
});

test("a login without an active membership is told why there is no link", async ({ page, baseURL }) => {
  const session = await page.request.get("/api/accounts/session");
  const { csrf_token } = (await session.json()) as { csrf_token: string };
  const login = await page.request.post("/api/accounts/login", {
    data: { email: "redactie", password: "redactie-demo" },
    headers: { "X-CSRFToken": csrf_token, Origin: new URL(baseURL!).origin },
  });
  expect(login.status()).toBe(200);
  expect(await visit(page, "/member-get-member/aanmaken")).toBe(200);
  await expect(page.getByTestId("referral-not-member")).toContainText("Alleen leden met een actief lidmaatschap");
  await expect(page.getByRole("button", { name: "Maak mijn link" })).toHaveCount(0);
  await page.goto("/member-get-member/deel-je-link");
  await expect(page).toHaveURL(/\/member-get-member\/aanmaken$/, { timeout: PASSWORD_HASH_TIMEOUT });
});
