"""Many buyers at once for fewer tickets (DESIGN §4, pretix's method): with the lock exactly the quota
is sold, on SQLite and on PostgreSQL; the control case switches the lock off and shows the oversell
it prevents (PostgreSQL: SQLite's single writer serializes the buyers on its own). Real connections,
one per thread."""

from __future__ import annotations

import time
from collections import Counter

import pytest
from django.db import connection

from core.tests.concurrency import run_at_once
from orders import services
from orders.models import Order, OrderStatus

from .helpers import buyer, make_event, ticket_type

BUYERS = 24
QUOTA = 10


def _race(event, *, quantity: int = 1) -> Counter:
    def buy(number: int) -> str:
        try:
            services.order_create(
                event=event,
                lines={ticket_type(event).pk: quantity},
                buyer=buyer(f"racer-{number}@example.org"),
                idempotency_key=f"race-{event.pk}-{number:04d}",
            )
        except services.SoldOut:
            return "sold_out"
        return "sold"

    return run_at_once(BUYERS, buy)


def _tickets_held(event) -> int:
    return sum(
        line.quantity
        for order in Order.objects.filter(
            event=event, status__in=[OrderStatus.AWAITING_CONFIRMATION, OrderStatus.RESERVED]
        )
        for line in order.lines.all()
    )


@pytest.fixture
def slow_check(monkeypatch):
    """Widens the window between checking what is left and writing the order, as a loaded server would."""
    check = services._check_left

    def slow(*args, **kwargs):
        check(*args, **kwargs)
        time.sleep(0.05)

    monkeypatch.setattr(services, "_check_left", slow)


@pytest.mark.django_db(transaction=True)
def test_many_buyers_for_fewer_tickets_buy_exactly_the_quota(slow_check):
    event = make_event(quota=QUOTA, member=0, youth=0, non_member=0)
    outcomes = _race(event)
    assert outcomes == Counter({"sold": QUOTA, "sold_out": BUYERS - QUOTA})
    assert _tickets_held(event) == QUOTA


@pytest.mark.django_db(transaction=True)
def test_without_the_lock_the_same_race_oversells(slow_check, monkeypatch):
    if connection.vendor != "postgresql":
        pytest.skip("SQLite takes its write lock at the start of each transaction: no race to show")
    monkeypatch.setattr(services, "LOCK_TICKET_TYPES", False)
    event = make_event(quota=QUOTA, member=0, youth=0, non_member=0)
    outcomes = _race(event)
    assert outcomes["sold"] > QUOTA, outcomes
    assert _tickets_held(event) > QUOTA
