"""Nothing about the dues happens twice when it comes at once (real connections, one per thread,
on SQLite and PostgreSQL): a failed direct debit's webhook replayed, the daily retry run in
parallel, and a pay link clicked many times. The control: one call alone does each once."""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta

import pytest
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from core.tests.concurrency import run_at_once
from members import renewals, rules
from members.models import Membership
from members.paylinks import pay_link_start, pay_token
from members.services import Person, membership_join
from payments.models import DemoProviderPayment, Payment
from payments.providers.demo import DIRECT_DEBIT_DAYS, DemoProvider
from payments.services import payment_sync

RACERS = 20


def failed_debit(email: str) -> tuple[Membership, str]:
    """A member whose bank refuses the yearly charge (AM04): the charge is made and settled by the
    demo bank; returns the membership and the failed charge's provider id (webhook not yet heard)."""
    today = timezone.localdate()
    membership, payment = membership_join(
        tier="adult",
        person=Person(
            first_name="Anna",
            last_name="Voorbeeld",
            email=email,
            date_of_birth=date(1980, 5, 17),
            street="Dorpsstraat 1",
            postal_code="1234 AB",
            city="Ergens",
        ),
        agreed=True,
        idempotency_key=f"race-{email}",
    )
    provider_id = payment.provider_payment_id or ""
    DemoProvider().choose(provider_id, "paid", debit_failure="AM04")
    payment_sync(provider_payment_id=provider_id, source="webhook")
    assert renewals.charge_due(today=date(today.year + 1, 1, 1)) >= 1
    (charge_id,) = DemoProvider().settle_direct_debits(
        today=today + timedelta(days=DIRECT_DEBIT_DAYS)
    )
    membership.refresh_from_db()
    return membership, charge_id


def failure_mails() -> int:
    return DBTaskResult.objects.filter(task_path__endswith="send_dues_failed").count()


@pytest.mark.django_db(transaction=True)
def test_a_failed_debit_reported_many_times_at_once_is_handled_once():
    membership, charge_id = failed_debit("race-fail@example.org")
    outcomes = run_at_once(
        RACERS, lambda _: payment_sync(provider_payment_id=charge_id, source="webhook")
    )
    assert outcomes == Counter(ok=RACERS), outcomes
    assert membership.events.filter(action="direct_debit_failed").count() == 1
    assert failure_mails() == 1
    membership.refresh_from_db()
    assert membership.dues_retry_on is not None and membership.mandate_id


@pytest.mark.django_db(transaction=True)
def test_the_retry_run_many_times_at_once_charges_once():
    membership, charge_id = failed_debit("race-retry@example.org")
    payment_sync(provider_payment_id=charge_id, source="webhook")
    membership.refresh_from_db()
    retry_day = membership.dues_retry_on
    assert retry_day is not None
    assert renewals.retry_due(today=retry_day - timedelta(days=1)) == 0  # control: not yet
    outcomes = run_at_once(RACERS, lambda _: renewals.retry_due(today=retry_day))
    assert not [o for o in outcomes if o.startswith("error")], outcomes
    year = rules.next_unpaid_year(membership.paid_until, retry_day)
    key = f"membership-renewal-{membership.pk}-{year}-retry"
    assert Payment.objects.filter(idempotency_key=key).count() == 1
    assert DemoProviderPayment.objects.filter(idempotency_key=key).count() == 1
    assert renewals.retry_due(today=retry_day) == 0  # and a later run does nothing
    membership.refresh_from_db()
    assert membership.dues_retry_on is None


@pytest.mark.django_db(transaction=True)
def test_a_pay_link_clicked_many_times_at_once_opens_one_checkout():
    membership, charge_id = failed_debit("race-link@example.org")
    payment_sync(provider_payment_id=charge_id, source="webhook")
    year = timezone.localdate().year + 1
    token = pay_token(membership, year)
    outcomes = run_at_once(
        RACERS, lambda _: pay_link_start(token, today=date(year, 1, 10)).checkout_url
    )
    assert len(outcomes) == 1 and not next(iter(outcomes)).startswith("error"), outcomes
    checkouts = Payment.objects.filter(
        purpose_id=str(membership.public_id), sequence_type="first", membership_payment__year=year
    )
    assert checkouts.count() == 1


@pytest.mark.django_db(transaction=True)
def test_the_retry_waits_while_the_member_pays_by_the_link_so_the_year_is_never_paid_twice():
    membership, charge_id = failed_debit("race-both@example.org")
    payment_sync(provider_payment_id=charge_id, source="webhook")
    membership.refresh_from_db()
    retry_day = membership.dues_retry_on
    assert retry_day is not None
    year = rules.next_unpaid_year(membership.paid_until, retry_day)
    checkout = pay_link_start(pay_token(membership, year), today=retry_day)
    # The member is on the checkout page when the daily run comes: no charge on the mandate.
    assert renewals.retry_due(today=retry_day) == 0
    membership.refresh_from_db()
    assert membership.dues_retry_on == retry_day  # put off, not dropped
    # The member leaves the checkout unpaid: the next run makes the one retry after all.
    DemoProvider().choose(checkout.provider_payment_id or "", "canceled")
    payment_sync(provider_payment_id=checkout.provider_payment_id or "", source="webhook")
    assert renewals.retry_due(today=retry_day + timedelta(days=1)) == 1
    key = f"membership-renewal-{membership.pk}-{year}-retry"
    assert Payment.objects.filter(idempotency_key=key).count() == 1
