"""One giver opens many € 60.000 checkouts at once (the treasurer's finding, issue 20): with the
giver's lock exactly one holds its amount on the year and the others are refused, on SQLite and on
PostgreSQL; the control case switches the lock off and shows the race it prevents (PostgreSQL:
SQLite's single writer serializes the checkouts on its own). Real threads, each with its own
database connection, as the ticket quota's test (orders/tests/test_concurrency.py)."""

from __future__ import annotations

import time
from collections import Counter

import pytest
from django.db import connection
from wagtail.models import Locale, Page

from core.errors import DomainError
from core.tests.concurrency import run_at_once
from donations.models import DonationPage
from donations.services import Donor, donation_start
from wfpp import giver, ledger, services
from wfpp.models import Reservation, ReservationStatus

CHECKOUTS = 6
SIXTY_THOUSAND = 6_000_000


def _campaign() -> DonationPage:
    Locale.objects.get_or_create(language_code="nl")
    root = Page.get_first_root_node() or Page.add_root(instance=Page(title="Root", slug="root"))
    return root.add_child(instance=DonationPage(title="Wfpp-race", slug="wfpp-race"))


def _race(page: DonationPage) -> Counter:
    def checkout(number: int) -> str:
        try:
            donation_start(
                page=page,
                amount_cents=SIXTY_THOUSAND,
                frequency="once",
                donor=Donor(first_name="Rijk", last_name="Gever", email="rijk@example.org"),
                wants_receipt=False,
                idempotency_key=f"wfpp-race-{number:04d}",
            )
        except DomainError as error:
            return "refused" if "ten hoogste 100.000 euro" in error.message else f"error: {error}"
        return "held"

    return run_at_once(CHECKOUTS, checkout)


def _held() -> int:
    return sum(
        Reservation.objects.filter(status=ReservationStatus.HELD).values_list(
            "amount_cents", flat=True
        )
    )


@pytest.fixture
def slow_sum(monkeypatch):
    """Widens the window between summing the giver's year and holding the amount, as a loaded
    server would (the unlocked pre-check is skipped: the race is about the locked step)."""
    total = services.committed_cents

    def slow(*args, **kwargs):
        found = total(*args, **kwargs)
        time.sleep(0.05)
        return found

    monkeypatch.setattr(services, "committed_cents", slow)
    monkeypatch.setattr(services, "precheck", lambda **kwargs: None)


@pytest.mark.django_db(transaction=True)
def test_concurrent_checkouts_of_one_giver_hold_at_most_the_yearly_maximum(slow_sum):
    outcomes = _race(_campaign())
    assert outcomes == Counter({"held": 1, "refused": CHECKOUTS - 1}), outcomes
    assert _held() == SIXTY_THOUSAND


@pytest.mark.django_db(transaction=True)
def test_without_the_lock_the_same_race_passes_the_maximum(slow_sum, monkeypatch):
    if connection.vendor != "postgresql":
        pytest.skip("SQLite takes its write lock at the start of each transaction: no race to show")
    monkeypatch.setattr(giver, "LOCK_GIVERS", False)
    outcomes = _race(_campaign())
    assert outcomes["held"] > 1, outcomes
    assert _held() > 10_000_000


def test_the_year_of_a_checkout_is_the_amsterdam_calendar_year():
    start, end = ledger.year_bounds(2026)
    assert (start.year, start.month, start.day, end.year) == (2026, 1, 1, 2027)
    offset = start.utcoffset()
    assert offset is not None and offset.total_seconds() == 3600  # CET
