"""A simulated membership year against the demo provider (issue 21): the clock moves with
time-machine and, on each day, the real periodic jobs run as core/periodic.py runs them
(memberships_daily and reconcile_payments, each twice: every step must be idempotent), then the
background worker sends the mails.

- Anna joins in March (the pro-rated first year), is reminded 14 days before the 1st of January
  (once), is charged on her mandate on the 1st; her bank refuses it days later (AM04, insufficient
  funds): she gets a mail with a pay link, the one retry follows and fails too, and she pays
  through the pay link without logging in: active again, on a new mandate.
- Bert's bank refuses for good (AC04, account closed): no retry and his mandate is not used again;
  the grace period keeps his access for 30 days, then his membership lapses with a mail, and he
  comes back through the pay link in that mail.
- Cor gives notice: his membership ends after the 31st of December, nothing is charged.
- Daan is a youth member who passes the age limit in March: told a month before, adult from that
  day (the year already paid is not charged again), and the adult dues at the next renewal.
"""

from __future__ import annotations

import io
import re
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
import time_machine
from django.conf import settings
from django.core import mail
from django.core.management import call_command

from members import pricing, selectors
from members.models import Membership, MembershipStatus, Tier
from payments.models import DemoProviderMandate, Payment
from payments.providers.demo import DemoProvider

from .helpers import APPLICATION

pytestmark = pytest.mark.django_db

YEAR = 2031  # the year they join; the renewal is on 1 January 2032
NEXT = YEAR + 1
PAY_LINK = re.compile(r"/contributie/betalen/([A-Za-z0-9_:\-]+)")


class World:
    """The clock, the daily jobs and the mails of one simulated year."""

    def __init__(self, client, run_tasks, capture) -> None:
        self.client, self.run_tasks, self.capture = client, run_tasks, capture
        self.today: date | None = None
        self.outputs: list[str] = []

    def at(self, day: date):
        self.today = day
        noon = datetime(day.year, day.month, day.day, 12, tzinfo=ZoneInfo(settings.TIME_ZONE))
        return time_machine.travel(noon, tick=False)

    def run_day(self, day: date) -> None:
        """The periodic jobs of one day, twice over (a rerun must change nothing), then the mails."""
        with self.at(day):
            for _ in range(2):
                for command in ("memberships_daily", "reconcile_payments"):
                    out = io.StringIO()
                    with self.capture(execute=True):
                        call_command(command, stdout=out)
                    self.outputs.append(f"{day} {command}: {out.getvalue().strip()}")
            self.run_tasks()

    def run_days(self, first: date, last: date) -> None:
        day = first
        while day <= last:
            self.run_day(day)
            day += timedelta(days=1)

    def join(self, key: str, **person) -> Membership:
        self.joins = getattr(self, "joins", 0) + 1  # four people, four addresses (core/abuse.py)
        response = self.client.post(
            "/api/members/join",
            APPLICATION | person | {"idempotency_key": key},
            content_type="application/json",
            REMOTE_ADDR=f"192.0.2.{self.joins}",
        )
        assert response.status_code == 201, response.json()
        return Membership.objects.get(public_id=response.json()["public_id"])

    def pay(self, payment: Payment, *, debit_failure: str = "") -> None:
        """The visitor pays on the demo checkout; the provider calls our webhook."""
        DemoProvider().choose(
            payment.provider_payment_id or "", "paid", debit_failure=debit_failure
        )
        with self.capture(execute=True):
            assert (
                self.client.post(
                    "/api/payments/webhook", {"id": payment.provider_payment_id}
                ).status_code
                == 200
            )
        self.run_tasks()

    def pay_link(self, token: str) -> None:
        """Pays through a mail's pay link, not logged in: the page's data, the checkout, paid."""
        started = self.client.post(f"/api/members/dues/link/{token}")
        assert started.status_code == 201, started.json()
        payment = Payment.objects.get(checkout_url=started.json()["checkout_url"])
        assert payment.sequence_type == "first"  # a checkout that also gives a new mandate
        self.pay(payment)


def link_in(body: str) -> str:
    """The pay link's token in a mail."""
    found = PAY_LINK.search(body)
    assert found, body
    return found.group(1)


def overview(membership: Membership) -> dict:
    assert membership.user is not None
    return selectors.member_overview(membership.user)["membership"]


def mails(to: str, subject: str | None = None) -> list:
    return [m for m in mail.outbox if m.to == [to] and (subject is None or m.subject == subject)]


def recurring(membership: Membership, year: int):
    return Payment.objects.filter(
        purpose_id=str(membership.public_id),
        sequence_type="recurring",
        membership_payment__year=year,
    ).order_by("created_at")


def test_a_simulated_year(client, run_tasks, django_capture_on_commit_callbacks):
    world = World(client, run_tasks, django_capture_on_commit_callbacks)

    # --- March: they join; the first year is pro-rated (members/pricing.py) -----------------------
    joined = date(YEAR, 3, 10)
    with world.at(joined):
        anna = world.join("sim-anna-0000001", first_name="Anna", email="anna@example.org")
        bert = world.join("sim-bert-0000001", first_name="Bert", email="bert@example.org")
        cor = world.join("sim-cor-00000001", first_name="Cor", email="cor@example.org")
        daan = world.join(
            "sim-daan-0000001",
            first_name="Daan",
            email="daan@example.org",
            tier="youth",
            date_of_birth=f"{NEXT - settings.MEMBERSHIP_YOUTH_MAX_AGE - 1}-03-15",
        )
        first = anna.payments.get().payment
        assert (
            first.amount_cents == pricing.first_year_cents(Tier.ADULT, joined) == 2100
        )  # 10 months
        assert daan.payments.get().payment.amount_cents == pricing.first_year_cents(
            Tier.YOUTH, joined
        )
        # The demo bank is told how each member's later direct debits go.
        world.pay(first, debit_failure="AM04")
        world.pay(bert.payments.get().payment, debit_failure="AC04")
        world.pay(cor.payments.get().payment)
        world.pay(daan.payments.get().payment)
    for member in (anna, bert, cor, daan):
        member.refresh_from_db()
        assert member.status == MembershipStatus.ACTIVE and member.paid_until == date(YEAR, 12, 31)
        assert member.mandate_id and member.mandate_account_last4 == "6789"
        assert len(mails(member.email, "Welkom als lid!")) == 1

    # Cor gives notice in November: he stays a member until the 31st of December.
    with world.at(date(YEAR, 11, 20)):
        with django_capture_on_commit_callbacks(execute=True):
            from members.services import membership_cancel_at_period_end

            membership_cancel_at_period_end(membership=cor)
        run_tasks()

    # --- The reminder: 14 days before the 1st of January, once ------------------------------------
    assert settings.MEMBERSHIP_REMINDER_DAYS == 14
    world.run_days(date(YEAR, 12, 16), date(YEAR, 12, 17))
    assert not mails("anna@example.org", f"Uw contributie voor {NEXT}")
    world.run_days(date(YEAR, 12, 18), date(YEAR, 12, 31))
    [reminder] = mails("anna@example.org", f"Uw contributie voor {NEXT}")
    assert "€ 25,00" in reminder.body and f"1 januari {NEXT}" in reminder.body
    assert "automatisch af van uw rekening eindigend op 6789" in reminder.body
    [youth_reminder] = mails("daan@example.org", f"Uw contributie voor {NEXT}")
    assert "€ 5,00" in youth_reminder.body  # still 27 on the 1st of January: youth dues
    assert not mails("cor@example.org", f"Uw contributie voor {NEXT}")  # he gave notice
    assert not any(recurring(m, NEXT).exists() for m in (anna, bert, cor, daan))

    # --- The 1st of January: the charges on the mandates ------------------------------------------
    world.run_day(date(NEXT, 1, 1))
    for member in (anna, bert):
        member.refresh_from_db()
        [charge] = recurring(member, NEXT)
        assert charge.status == "pending" and charge.amount_cents == 2500  # with the bank
        assert member.is_active_on(date(NEXT, 1, 1))  # the grace period: still a member
    [daan_charge] = recurring(daan, NEXT)
    assert daan_charge.status == "paid" and daan_charge.amount_cents == 500
    cor.refresh_from_db()
    assert cor.status == MembershipStatus.CANCELLED and not recurring(cor, NEXT).exists()
    [ended] = mails("cor@example.org", "Uw lidmaatschap is beëindigd")
    assert "/word-lid" in ended.body
    assert Payment.objects.filter(purpose_id=str(cor.public_id)).count() == 1  # the join only

    # --- Days later the bank refuses: the webhook brings the reason code --------------------------
    failed_subject = f"Uw contributie voor {NEXT} is niet afgeschreven"
    world.run_days(date(NEXT, 1, 2), date(NEXT, 1, 3))
    assert not mails("anna@example.org", failed_subject)
    world.run_day(date(NEXT, 1, 4))  # DIRECT_DEBIT_DAYS after the charge
    anna.refresh_from_db()
    bert.refresh_from_db()
    [anna_charge] = recurring(anna, NEXT)
    assert anna_charge.status == "failed" and anna_charge.failure_reason == "AM04"
    assert anna.dues_retry_on == date(NEXT, 1, 4) + timedelta(days=settings.MEMBERSHIP_RETRY_DAYS)
    assert anna.mandate_id  # a retryable reason: the mandate stays
    [failed] = mails("anna@example.org", failed_subject)
    assert "nog één keer af te schrijven" in failed.body and "€ 25,00" in failed.body
    assert PAY_LINK.search(failed.body)
    [bert_failed] = mails("bert@example.org", failed_subject)
    assert bert.mandate_id == "" and bert.dues_retry_on is None  # AC04: never again on it
    assert "machtiging daarom niet meer" in bert_failed.body and PAY_LINK.search(bert_failed.body)
    assert anna.events.filter(action="direct_debit_failed").count() == 1

    # /mijn-account shows the failed payment with its pay button, and the grace period.
    with world.at(date(NEXT, 1, 4)):
        anna_page = overview(anna)
        assert selectors.has_premium_access(anna.user)
    assert anna_page["in_grace"] and anna_page["grace_until"] == date(NEXT, 1, 30)
    assert anna_page["failed_payment"]["reason"] == "AM04"
    assert anna_page["failed_payment"]["pay_path"].startswith("/contributie/betalen/")

    # --- The one retry, on its own key; it fails again: no further retry --------------------------
    retry_day = anna.dues_retry_on
    world.run_days(date(NEXT, 1, 5), retry_day)
    charges = list(recurring(anna, NEXT))
    assert [c.idempotency_key.endswith("-retry") for c in charges] == [False, True]
    assert charges[1].status == "pending"
    assert recurring(bert, NEXT).count() == 1  # no retry on an invalid mandate
    world.run_days(retry_day + timedelta(days=1), retry_day + timedelta(days=3))
    charges = list(recurring(anna, NEXT))
    assert charges[1].status == "failed" and len(charges) == 2
    second = mails("anna@example.org", failed_subject)[-1]
    assert len(mails("anna@example.org", failed_subject)) == 2
    assert "Wij schrijven niet nog een keer af" in second.body

    # --- Anna pays through the link in the mail, without logging in ------------------------------
    token = link_in(second.body)
    with world.at(retry_day + timedelta(days=4)):
        page = client.get(f"/api/members/dues/link/{token}").json()
        assert page == {"first_name": "Anna", "year": NEXT, "amount_cents": 2500, "state": "due"}
        world.pay_link(token)
        anna.refresh_from_db()
        assert anna.paid_until == date(NEXT, 12, 31) and anna.status == MembershipStatus.ACTIVE
        assert anna.dues_retry_on is None and anna.mandate_id != charges[0].mandate_id
        assert client.get(f"/api/members/dues/link/{token}").json()["state"] == "paid"
        assert client.post(f"/api/members/dues/link/{token}").status_code == 409  # never twice
        assert overview(anna)["failed_payment"] is None
    assert len(mails("anna@example.org", "Bevestiging van uw betaling")) == 1

    # --- Bert: the grace period keeps his access, then the membership lapses, with a mail --------
    lapsed_subject = "Uw lidmaatschap is verlopen"
    grace_end = date(YEAR, 12, 31) + timedelta(days=settings.MEMBERSHIP_GRACE_DAYS)
    assert settings.MEMBERSHIP_GRACE_DAYS == 30 and grace_end == date(NEXT, 1, 30)
    world.run_days(retry_day + timedelta(days=4), grace_end)
    bert.refresh_from_db()
    assert bert.status == MembershipStatus.ACTIVE and bert.is_active_on(grace_end)
    with world.at(grace_end):
        assert selectors.has_premium_access(bert.user)
    assert not mails("bert@example.org", lapsed_subject)
    world.run_day(grace_end + timedelta(days=1))
    world.run_day(grace_end + timedelta(days=2))
    bert.refresh_from_db()
    assert bert.status == MembershipStatus.EXPIRED
    with world.at(grace_end + timedelta(days=1)):
        assert not selectors.has_premium_access(bert.user)
    [lapsed] = mails("bert@example.org", lapsed_subject)
    assert "is nu verlopen" in lapsed.body and "€ 25,00" in lapsed.body
    assert recurring(bert, NEXT).count() == 1  # nothing more was charged
    anna.refresh_from_db()
    assert anna.status == MembershipStatus.ACTIVE

    # Bert comes back through the link in that mail: active again, with a new mandate.
    with world.at(date(NEXT, 2, 10)):
        world.pay_link(link_in(lapsed.body))
        bert.refresh_from_db()
        assert bert.status == MembershipStatus.ACTIVE and bert.paid_until == date(NEXT, 12, 31)
        assert (
            bert.mandate_id
            and DemoProviderMandate.objects.get(id=bert.mandate_id).status == "valid"
        )
        assert selectors.has_premium_access(bert.user)

    # --- Daan passes the youth age limit on 15 March: told a month before, adult on the day ------
    adult_day = date(NEXT, 3, 15)
    notice_subject = "Binnenkort bent u gewoon lid"
    world.run_day(adult_day - timedelta(days=32))
    assert not mails("daan@example.org", notice_subject)
    world.run_days(adult_day - timedelta(days=31), adult_day - timedelta(days=1))
    [notice] = mails("daan@example.org", notice_subject)
    assert "15 maart" in notice.body and "€ 25,00" in notice.body and "niets bij" in notice.body
    daan.refresh_from_db()
    assert daan.tier == Tier.YOUTH and daan.adult_notice_sent_at is not None
    world.run_day(adult_day)
    daan.refresh_from_db()
    assert daan.tier == Tier.ADULT and daan.paid_until == date(NEXT, 12, 31)
    assert daan.events.filter(action="tier_changed", detail__reason="age").count() == 1
    assert recurring(daan, NEXT).count() == 1  # the paid year is not charged again
    with world.at(adult_day):
        next_charge = overview(daan)["next_charge"]
    assert next_charge["amount_cents"] == 2500 and next_charge["due_on"] == date(NEXT + 1, 1, 1)
    assert next_charge["method"] == "mandate" and next_charge["account_last4"] == "6789"

    # No mail went out twice, though every day's jobs ran twice.
    for member in (anna, bert, cor, daan):
        subjects = [m.subject for m in mails(member.email)]
        repeated = {s for s in subjects if subjects.count(s) > 1} - {failed_subject}
        assert not repeated, (member.email, subjects)
