// The premium area (SPEC §2.12): anonymous visitors go to the login page and come back after it;
// a member with an active membership watches a premium video; a logged-in visitor without one
// gets the members-only page; after logging out the area is closed again.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, hydrated, test, visit } from "./fixtures";

const BACKEND = path.resolve(process.cwd(), "../backend");
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? `sqlite:///${process.cwd()}/../var/e2e.sqlite3`;
const PASSWORD = "premium-e2e-wachtwoord";

// An account straight in the test database (no public way to make one), with or without a
// membership paid until the end of this year.
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
Membership.objects.filter(user=user).delete()
if os.environ["E2E_MEMBER"] == "1":
    Membership.objects.create(
        user=user, email=email, first_name="Fictief", last_name="Lid", status=MembershipStatus.ACTIVE,
        member_since=date(2020, 1, 1), paid_until=date(timezone.localdate().year, 12, 31),
    )
`;

/** Each test makes its own account (per project too), so parallel tests never share one. Django
 * starts in seconds: the tests that call this are marked slow. */
function createAccount(email: string, member: boolean) {
  execFileSync(".venv/bin/python", ["manage.py", "shell", "-c", CREATE_ACCOUNT], {
    cwd: BACKEND,
    env: { ...process.env, DATABASE_URL, E2E_EMAIL: email, E2E_PASSWORD: PASSWORD, E2E_MEMBER: member ? "1" : "0" },
    stdio: "pipe",
  });
}

/** Logs in through the API, as the login form does: CSRF token from the session, then the POST. */
async function logIn(page: Page, baseURL: string, email: string) {
  const session = await page.request.get("/api/accounts/session");
  const { csrf_token } = (await session.json()) as { csrf_token: string };
  const login = await page.request.post("/api/accounts/login", {
    data: { email, password: PASSWORD },
    headers: { "X-CSRFToken": csrf_token, Origin: new URL(baseURL).origin },
  });
  expect(login.status(), await login.text()).toBe(200);
  // Logging in rotates the CSRF token: the answer carries the new one.
  return ((await login.json()) as { csrf_token: string }).csrf_token;
}

test("an anonymous visitor is sent to the login page and back", async ({ page }) => {
  await page.goto("/fi-premium");
  await expect(page).toHaveURL(/\/login\?next=%2Ffi-premium$/);
  await page.goto("/fi-premium/in-gesprek-met-de-penningmeester");
  await expect(page).toHaveURL(/\/login\?next=%2Ffi-premium%2Fin-gesprek-met-de-penningmeester$/);
  await page.goto("/en/fi-premium/playlist/achter-de-schermen");
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Ffi-premium%2Fplaylist%2Fachter-de-schermen$/);
});

test("a member with an active membership watches a premium video", async ({ page, baseURL }, testInfo) => {
  test.slow();
  const email = `premium-lid-${testInfo.project.name}@example.org`;
  createAccount(email, true);
  await logIn(page, baseURL!, email);

  const response = await page.goto("/fi-premium");
  expect(response!.status()).toBe(200);
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium");
  await expect(page.getByTestId("premium-playlist-card")).toHaveCount(1);
  await expect(page.getByTestId("video-card").first()).toBeVisible();

  await hydrated(page);
  await page.getByRole("link", { name: "In gesprek met de penningmeester" }).click();
  await expect(page).toHaveURL(/\/fi-premium\/in-gesprek-met-de-penningmeester$/);
  const video = page.getByTestId("premium-video-page");
  await expect(video.getByRole("heading", { level: 1 })).toHaveText("In gesprek met de penningmeester");
  await expect(video.getByTestId("video-placeholder")).toBeVisible();

  expect(await visit(page, "/fi-premium/playlist/achter-de-schermen")).toBe(200);
  await expect(page.getByTestId("premium-playlist-page").getByTestId("video-card")).toHaveCount(3);
  expect(await visit(page, "/fi-premium/bestaat-niet")).toBe(404);
  await expect(page.getByTestId("error-page")).toBeVisible();
});

test("a logged-in visitor without a membership gets the members-only page; logged out, the login page", async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const email = `premium-geen-lid-${testInfo.project.name}@example.org`;
  createAccount(email, false);
  const csrf = await logIn(page, baseURL!, email);

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

  const logout = await page.request.post("/api/accounts/logout", {
    headers: { "X-CSRFToken": csrf, Origin: new URL(baseURL!).origin },
  });
  expect(logout.status()).toBe(200);
  await page.goto("/fi-premium");
  await expect(page).toHaveURL(/\/login\?next=%2Ffi-premium$/);
});
