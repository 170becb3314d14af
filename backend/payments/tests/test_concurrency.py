"""A webhook replayed 50 times at once changes the payment once and its purpose hears of it once,
on SQLite and on PostgreSQL (real connections, one per thread)."""

from __future__ import annotations

import threading
from collections import Counter

import pytest

from core.tests.concurrency import run_at_once
from payments import purposes, services
from payments.models import Payment
from payments.providers.demo import DemoProvider

REPLAYS = 50


@pytest.mark.django_db(transaction=True)
def test_concurrent_webhook_replays_apply_once():
    heard: list[str] = []
    lock = threading.Lock()

    def handler(payment, previous):
        with lock:
            heard.append(f"{previous}->{payment.status}")

    purposes.register("race", handler)
    try:
        payment = services.payment_create(
            purpose="race",
            purpose_id="1",
            amount_cents=1000,
            description="Race",
            redirect_url="http://localhost/",
            idempotency_key="race-1",
        )
        DemoProvider().choose(payment.provider_payment_id, "paid")
        outcomes = run_at_once(
            REPLAYS,
            lambda _: services.payment_sync(
                provider_payment_id=payment.provider_payment_id, source="webhook"
            ),
        )
        assert outcomes == Counter(ok=REPLAYS), outcomes
        assert heard == ["open->paid"]
        assert Payment.objects.get(pk=payment.pk).events.filter(source="webhook").count() == 1
    finally:
        purposes._handlers.pop("race", None)
