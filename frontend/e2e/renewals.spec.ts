// A failed direct debit of the dues (issue 21): the member's page shows it with a pay button; the
// button opens the signed pay link's page, the demo checkout pays it, and the membership is paid.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

const BACKEND = path.resolve(process.cwd(), "../backend");
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? `sqlite:///${process.cwd()}/../var/e2e.sqlite3`;
const PASSWORD = "renewals-e2e-wachtwoord";

// A member who agreed to pay next year's dues early on a mandate the demo bank refuses (AM04):
// the charge is made and, as days later at a real bank, fails through the webhook path. Straight
// in the test database: there is no public way to make a bank refuse.
const CREATE_MEMBER = `
import os
from datetime import timedelta
from django.contrib.auth import get_user_model
from django.utils import timezone
from members import rules
from members.models import Membership, MembershipStatus, PaymentKind, Tier
from members.services import renewal_charge
from payments.models import DemoProviderMandate
from payments.providers.demo import DIRECT_DEBIT_DAYS
from payments.services import customer_create, demo_direct_debits_settle
email = os.environ["E2E_EMAIL"]
today = timezone.localdate()
user = get_user_model().objects.create_user(username=email, email=email, password=os.environ["E2E_PASSWORD"], first_name="Fenna")
customer = customer_create(name="Fenna Wanbetaler", email=email)
mandate = DemoProviderMandate.objects.create(id=f"mdt_demo_e2e_{user.pk}", customer_id=customer, fail_with="AM04")
membership = Membership.objects.create(
    user=user, email=email, first_name="Fenna", last_name="Wanbetaler", tier=Tier.ADULT,
    status=MembershipStatus.ACTIVE, member_since=today.replace(month=1, day=1),
    paid_until=rules.year_end(today.year), customer_id=customer, mandate_id=mandate.id,
    mandate_account_last4="6789",
)
renewal_charge(membership, year=today.year + 1, kind=PaymentKind.EARLY_RENEWAL, tier=Tier.ADULT)
demo_direct_debits_settle(today=today + timedelta(days=DIRECT_DEBIT_DAYS))
`;

function createMemberWithFailedDebit(email: string) {
  execFileSync(".venv/bin/python", ["manage.py", "shell", "-c", CREATE_MEMBER], {
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

test("a failed payment on the member's page is paid through its pay button and the demo checkout", async ({ page, baseURL }, info) => {
  test.slow(); // Django starts once for the member
  const email = `incasso-${info.project.name}-${Date.now()}@example.org`;
  createMemberWithFailedDebit(email);
  const nextYear = new Date().getFullYear() + 1;
  await logIn(page, baseURL!, email);

  expect(await visit(page, "/mijn-account")).toBe(200);
  const failed = page.getByTestId("failed-payment");
  await expect(failed).toContainText(`De afschrijving van uw contributie voor ${nextYear} (€ 25,00) is niet gelukt.`);
  await expect(failed).toContainText("nog één keer af te schrijven");
  await page.screenshot({ path: info.outputPath("account-failed-payment.png"), fullPage: true });
  await failed.getByRole("link", { name: "Nu betalen (€ 25,00)" }).click();

  await expect(page).toHaveURL(/\/contributie\/betalen\/[^/?]+$/);
  const link = page.getByTestId("pay-link");
  await expect(link).toHaveAttribute("data-state", "due");
  await expect(link).toContainText(`Beste Fenna, hier betaalt u uw contributie voor ${nextYear}: € 25,00.`);
  await page.screenshot({ path: info.outputPath("pay-link.png"), fullPage: true });
  await page.getByTestId("pay-link-pay").click();

  await expect(page.getByRole("heading", { name: "Demobetaling" })).toBeVisible();
  await page.getByRole("button", { name: "Betalen (geslaagd)" }).click();
  await expect(page).toHaveURL(/\/contributie\/betalen\/[^/?]+\?terug=1$/);
  await expect(page.getByTestId("pay-link-paid")).toHaveText(
    `Dank u wel, Fenna! Uw contributie voor ${nextYear} is betaald. Uw lidmaatschap is actief.`,
  );

  expect(await visit(page, "/mijn-account")).toBe(200);
  await expect(page.getByTestId("failed-payment")).toHaveCount(0);
  await expect(page.getByTestId("membership")).toContainText(`31 december ${nextYear}`);
  await expect(page.getByTestId("next-charge")).toContainText(`1 januari ${nextYear + 1}`);
  await expect(page.getByTestId("next-charge")).toHaveAttribute("data-method", "mandate");
  await page.screenshot({ path: info.outputPath("account-paid.png"), fullPage: true });
});
