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
