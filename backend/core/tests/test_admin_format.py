"""core.admin_format: how the back office writes money, yes/no, nothing, times and codes."""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime

from core import admin_format
from orders.models import OrderStatus


def test_money_is_written_the_dutch_way():
    assert admin_format.money(0) == "€ 0,00"
    assert admin_format.money(2500) == "€ 25,00"
    assert admin_format.money(123456) == "€ 1.234,56"
    assert admin_format.money(-150) == "€ -1,50"
    assert admin_format.money(None) == "—"


def test_times_are_amsterdam_times():
    assert admin_format.local_datetime(datetime(2026, 1, 5, 23, 30, tzinfo=UTC)) == "06-01-2026 00:30"
    assert admin_format.local_datetime(datetime(2026, 7, 1, 10, 0, tzinfo=UTC)) == "01-07-2026 12:00"
    assert admin_format.local_date(date(2026, 3, 9)) == "09-03-2026"
    assert admin_format.local_datetime(None) == "—"


def test_display_per_kind_of_value():
    assert admin_format.display(True) == "Ja" and admin_format.display(False) == "Nee"
    assert admin_format.display(None) == "—" and admin_format.display("") == "—"
    assert admin_format.display(2500, name="amount_cents") == "€ 25,00"
    assert admin_format.display(3, name="quantity") == 3
    assert admin_format.display("canceled", name="status") == "Gestopt"
    assert admin_format.display("1 month", name="interval") == "Maandelijks"
    assert admin_format.display("Jan", name="status") == "Jan"
    some = uuid.UUID("6f1c9a52-3b1e-4d8e-9c3a-2a7f5d0e9b11")
    assert admin_format.display(some) == str(some)
    assert admin_format.display(["a", None]) == "a, —"


def test_choice_labels_and_headings():
    assert admin_format.choice(OrderStatus, "confirmed") == "Bevestigd"
    assert admin_format.choice(OrderStatus, None) == "—"
    assert admin_format.label("Bedrag (centen)") == "Bedrag"
