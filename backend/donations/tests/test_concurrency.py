"""A webhook replayed 50 times at once makes the gift count once and queues one receipt (real
connections, one per thread, on SQLite and PostgreSQL)."""

from __future__ import annotations

from collections import Counter

import pytest
from django_tasks_db.models import DBTaskResult
from wagtail.models import Locale, Page

from core.tests.concurrency import run_at_once
from donations.models import Donation, DonationPage, DonationStatus
from donations.services import Donor, donation_start
from payments.providers.demo import DemoProvider
from payments.services import payment_sync

REPLAYS = 50


def _campaign() -> DonationPage:
    # A transactional test cannot count on the demo tree: an earlier one may have emptied the database.
    Locale.objects.get_or_create(language_code="nl")
    root = Page.get_first_root_node() or Page.add_root(instance=Page(title="Root", slug="root"))
    return root.add_child(instance=DonationPage(title="Racecampagne", slug="racecampagne"))


@pytest.mark.django_db(transaction=True)
def test_concurrent_webhooks_count_a_gift_once_with_one_receipt():
    donor = Donor(first_name="Anna", last_name="Voorbeeld", email="anna@example.org")
    donation, payment = donation_start(
        page=_campaign(),
        amount_cents=2500,
        frequency="once",
        donor=donor,
        wants_receipt=False,
        idempotency_key="race-donation-1",
    )
    DemoProvider().choose(payment.provider_payment_id, "paid")
    outcomes = run_at_once(REPLAYS, lambda _: payment_sync(provider_payment_id=payment.provider_payment_id, source="webhook"))
    assert outcomes == Counter(ok=REPLAYS), outcomes
    assert Donation.objects.get(pk=donation.pk).status == DonationStatus.PAID
    receipts = DBTaskResult.objects.filter(task_path__endswith="send_donation_receipt")
    assert receipts.count() == 1


@pytest.mark.django_db(transaction=True)
def test_concurrent_webhooks_for_a_new_subscription_charge_make_one_gift_with_one_receipt():
    from datetime import timedelta

    from django.utils import timezone

    from payments.models import Payment

    donor = Donor(first_name="Anna", last_name="Voorbeeld", email="anna@example.org")
    donation, payment = donation_start(
        page=_campaign(),
        amount_cents=2500,
        frequency="monthly",
        donor=donor,
        wants_receipt=False,
        idempotency_key="race-monthly-1",
    )
    DemoProvider().choose(payment.provider_payment_id, "paid")
    payment_sync(provider_payment_id=payment.provider_payment_id, source="webhook")
    subscription = Donation.objects.get(pk=donation.pk).subscription
    (charge_id,) = DemoProvider().charge_due_subscriptions(
        today=timezone.localdate() + timedelta(days=40)
    )
    outcomes = run_at_once(REPLAYS, lambda _: payment_sync(provider_payment_id=charge_id, source="webhook"))
    assert outcomes == Counter(ok=REPLAYS), outcomes
    charges = Donation.objects.filter(subscription=subscription).exclude(pk=donation.pk)
    assert list(charges.values_list("status", flat=True)) == [DonationStatus.PAID]
    assert Payment.objects.filter(provider_payment_id=charge_id).count() == 1
    receipts = DBTaskResult.objects.filter(task_path__endswith="send_donation_receipt")
    assert receipts.count() == 2  # the first gift's and the charge's


def _running_monthly_gift(key: str):
    """A paid monthly gift with its subscription at the demo provider."""
    donor = Donor(first_name="Anna", last_name="Voorbeeld", email="anna@example.org")
    donation, payment = donation_start(
        page=_campaign(),
        amount_cents=2500,
        frequency="monthly",
        donor=donor,
        wants_receipt=False,
        idempotency_key=key,
    )
    assert payment.provider_payment_id is not None
    DemoProvider().choose(payment.provider_payment_id, "paid")
    payment_sync(provider_payment_id=payment.provider_payment_id, source="webhook")
    return Donation.objects.select_related("subscription").get(pk=donation.pk)


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("change", "action"),
    [
        ({"action": "pause", "months": 3}, "monthly_gift_paused"),
        ({"action": "amount", "amount_cents": 4000}, "monthly_gift_amount_changed"),
    ],
)
def test_the_same_change_asked_at_once_changes_the_gift_once(change, action):
    from donations.monthly import manage_token, monthly_gift_manage
    from payments.models import DemoProviderSubscription
    from payments.providers.base import add_interval
    from payments.recurring import GiftChange
    from people.models import AuditEntry

    donation = _running_monthly_gift(f"race-change-{action}")
    subscription = donation.subscription
    token = manage_token(subscription)
    before = DemoProviderSubscription.objects.get(id=subscription.provider_subscription_id)
    outcomes = run_at_once(
        10, lambda _: monthly_gift_manage(token=token, change=GiftChange(**change))
    )
    assert outcomes == Counter(ok=10), outcomes
    after = DemoProviderSubscription.objects.get(id=subscription.provider_subscription_id)
    if change["action"] == "pause":  # moved three months once, not thirty
        assert before.next_payment_date is not None
        assert after.next_payment_date == add_interval(before.next_payment_date, "3 months")
    else:
        assert after.amount_cents == 4000
    assert AuditEntry.objects.filter(action=action).count() == 1
    mails = DBTaskResult.objects.filter(task_path__endswith="send_monthly_changed")
    assert mails.count() == 1
    # The control: asked once more later, the same change is still only the one.
    monthly_gift_manage(token=token, change=GiftChange(**change))
    assert AuditEntry.objects.filter(action=action).count() == 1
