"""A webhook replayed 50 times at once changes the payment once and its purpose hears of it once,
on SQLite and on PostgreSQL (real connections, one per thread)."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

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
        barrier = threading.Barrier(REPLAYS)
        errors: list[BaseException] = []

        def replay():
            try:
                barrier.wait()
                services.payment_sync(
                    provider_payment_id=payment.provider_payment_id, source="webhook"
                )
            except BaseException as error:  # noqa: BLE001 - reported below
                errors.append(error)
            finally:
                connection.close()

        threads = [threading.Thread(target=replay) for _ in range(REPLAYS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert errors == []
        assert heard == ["open->paid"]
        assert Payment.objects.get(pk=payment.pk).events.filter(source="webhook").count() == 1
    finally:
        purposes._handlers.pop("race", None)
