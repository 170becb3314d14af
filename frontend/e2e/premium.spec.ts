// The premium area (SPEC §2.12): anonymous visitors go to the login page and come back after it;
// the demo member (active membership) watches a premium video, logs out and is refused; a member
// whose membership has expired gets the members-only page.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, hydrated, PASSWORD_HASH_TIMEOUT, test, visit } from "./fixtures";

const BACKEND = path.resolve(process.cwd(), "../backend");
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? `sqlite:///${process.cwd()}/../var/e2e.sqlite3`;
const PASSWORD = "premium-e2e-wachtwoord";
// The demo member of members/demo.py (make run prints it).
const DEMO_MEMBER = { email: "lid@example.org", password: "demo-wachtwoord-2026" };

// A member whose membership expired last year, straight in the test database (there is no public
// way to make one).
const CREATE_ACCOUNT = `
import os
from datetime import date
from django.contrib.auth import get_user_model
from django.utils import timezone
from members.models import Membership, MembershipStatus
email = os.environ["E2E_EMAIL"]
user, _ = get_user_model().objects.get_or_create(username=email, defaults={"email": email})
user.set_password(os.environ["E2E_PASSWORD"])
user.save()
Membership.objects.update_or_create(user=user, defaults=dict(
    email=email, first_name="Fictief", last_name="Oudlid", status=MembershipStatus.EXPIRED,
    member_since=date(2020, 1, 1), paid_until=date(timezone.localdate().year - 1, 12, 31),
))
`;

/** One account per project, so parallel tests never share one. Django starts in seconds: the
 * test that calls this is marked slow. */
function createLapsedMember(email: string) {
  execFileSync(".venv/bin/python", ["manage.py", "shell", "-c", CREATE_ACCOUNT], {
    cwd: BACKEND,
    env: { ...process.env, DATABASE_URL, E2E_EMAIL: email, E2E_PASSWORD: PASSWORD },
    stdio: "pipe",
  });
}

/** Logs in through the API, as the login form's action does: CSRF token from the session, then the POST. */
async function logIn(page: Page, baseURL: string, email: string) {
  const session = await page.request.get("/api/accounts/session");
  const { csrf_token } = (await session.json()) as { csrf_token: string };
  const login = await page.request.post("/api/accounts/login", {
    data: { email, password: PASSWORD },
    headers: { "X-CSRFToken": csrf_token, Origin: new URL(baseURL).origin },
  });
  expect(login.status(), await login.text()).toBe(200);
}

test("an anonymous visitor is sent to the login page from every premium path", async ({ page }) => {
  await page.goto("/fi-premium/in-gesprek-met-de-penningmeester");
  await expect(page).toHaveURL(/\/login\?next=%2Ffi-premium%2Fin-gesprek-met-de-penningmeester$/);
  await page.goto("/en/fi-premium/playlist/achter-de-schermen");
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Ffi-premium%2Fplaylist%2Fachter-de-schermen$/);
});

test("a member logs in from /fi-premium, comes back, watches a premium video, logs out and is refused", async ({
  page,
}) => {
  await page.goto("/fi-premium");
  await expect(page).toHaveURL(/\/login\?next=%2Ffi-premium$/);
  await hydrated(page);
  await page.getByLabel("E-mailadres").fill(DEMO_MEMBER.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/fi-premium$/, { timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium");
  await expect(page.getByTestId("premium-playlist-card")).toHaveCount(1);
  await expect(page.getByTestId("video-card").first()).toBeVisible();

  await hydrated(page);
  await page.getByRole("link", { name: "In gesprek met de penningmeester" }).click();
  await expect(page).toHaveURL(/\/fi-premium\/in-gesprek-met-de-penningmeester$/);
  const video = page.getByTestId("premium-video-page");
  await expect(video.getByRole("heading", { level: 1 })).toHaveText("In gesprek met de penningmeester");
  await expect(video.getByTestId("video-placeholder")).toBeVisible();

  const response = await page.goto("/fi-premium/playlist/achter-de-schermen");
  expect(response!.status()).toBe(200);
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("premium-playlist-page").getByTestId("video-card")).toHaveCount(3);
  expect(await visit(page, "/fi-premium/bestaat-niet")).toBe(404);
  await expect(page.getByTestId("error-page")).toBeVisible();

  await visit(page, "/login");
  await hydrated(page);
  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/fi-premium/in-gesprek-met-de-penningmeester");
  await expect(page).toHaveURL(/\/login\?next=%2Ffi-premium%2Fin-gesprek-met-de-penningmeester$/);
});

test("a member whose membership expired gets the members-only page", async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const email = `premium-oudlid-${testInfo.project.name}@example.org`;
  createLapsedMember(email);
  await logIn(page, baseURL!, email);

  expect(await visit(page, "/fi-premium/in-gesprek-met-de-penningmeester")).toBe(403);
  const notice = page.getByTestId("premium-members-only");
  await expect(notice.getByRole("heading", { level: 1 })).toHaveText("Alleen voor leden");
  await expect(notice.getByRole("link", { name: "Word lid" })).toHaveAttribute("href", "/word-lid");
  await expect(notice.getByRole("link", { name: "Contributie betalen" })).toHaveAttribute("href", "/contributie");
  await expect(page.getByText("In gesprek met de penningmeester")).toHaveCount(0);

  expect(await visit(page, "/en/fi-premium")).toBe(403);
  await expect(page.getByTestId("premium-members-only").getByRole("link", { name: "Become a member" })).toHaveAttribute(
    "href",
    "/en/word-lid",
  );
});
