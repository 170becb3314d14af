"""The first year's price (members/pricing.py): pro-rated by the months left in the calendar year,
rounded to whole euros and at least a euro; the whole year with MEMBERSHIP_FIRST_YEAR=full. The
join API charges exactly what the options API states."""

from __future__ import annotations

from datetime import date

import pytest
from django.utils import timezone

from members import pricing
from members.models import Membership
from payments.models import Payment

from .helpers import join

JOIN_DAY = date(2026, 11, 26)


@pytest.mark.parametrize(
    ("tier", "day", "cents"),
    [
        ("adult", date(2026, 1, 1), 2500),  # January: the whole year
        ("adult", date(2026, 1, 31), 2500),
        ("adult", date(2026, 7, 1), 1300),  # 6 months: 12.50 rounds up to 13
        ("adult", JOIN_DAY, 400),  # November and December: 25 * 2 / 12 = 4.17
        ("adult", date(2026, 12, 31), 200),  # December: 25 / 12 = 2.08
        ("youth", date(2026, 1, 1), 500),
        ("youth", date(2026, 6, 15), 300),  # 7 months: 2.92
        ("youth", JOIN_DAY, 100),  # 0.83 rounds to 1
        ("youth", date(2026, 12, 1), 100),  # 0.42 would round to 0: never below a euro
    ],
)
def test_first_year_is_prorated_by_the_months_left(tier, day, cents):
    assert pricing.first_year_cents(tier, day) == cents


def test_full_setting_charges_the_whole_year(settings):
    settings.MEMBERSHIP_FIRST_YEAR = "full"
    assert pricing.first_year_cents("adult", JOIN_DAY) == 2500
    assert pricing.first_year_cents("youth", date(2026, 12, 31)) == 500
    first = pricing.first_year(JOIN_DAY)
    assert (first.prorated, first.months, first.until) == (False, 2, date(2026, 12, 31))


def test_minimum_never_exceeds_the_yearly_dues(settings):
    settings.MEMBERSHIP_YOUTH_CENTS = 50
    assert pricing.first_year_cents("youth", date(2026, 12, 1)) == 50


def test_yearly_dues_follow_the_settings(settings):
    settings.MEMBERSHIP_ADULT_CENTS = 3600
    assert pricing.first_year_cents("adult", date(2026, 10, 1)) == 900  # 36 * 3 / 12


@pytest.fixture
def on_join_day(monkeypatch):
    monkeypatch.setattr(timezone, "localdate", lambda *args, **kwargs: JOIN_DAY)


@pytest.mark.django_db
def test_options_state_the_first_year_and_join_charges_it(client, on_join_day):
    options = client.get("/api/members/options").json()
    assert options == {
        "adult_cents": 2500,
        "youth_cents": 500,
        "adult_first_year_cents": 400,
        "youth_first_year_cents": 100,
        "first_year_until": "2026-12-31",
        "first_year_months": 2,
        "first_year_prorated": True,
        "youth_max_age": 27,
        "min_age": 14,
    }
    adult = join(client).json()
    youth = join(
        client,
        tier="youth",
        email="jong@example.org",
        date_of_birth="2006-03-01",
        idempotency_key="join-key-youth-01",
    ).json()
    charged = {
        membership.tier: Payment.objects.get(purpose_id=membership.public_id).amount_cents
        for membership in Membership.objects.filter(
            public_id__in=[adult["public_id"], youth["public_id"]]
        )
    }
    assert charged == {
        "adult": options["adult_first_year_cents"],
        "youth": options["youth_first_year_cents"],
    }


@pytest.mark.django_db
def test_full_setting_charges_and_states_the_whole_year(client, settings, on_join_day):
    settings.MEMBERSHIP_FIRST_YEAR = "full"
    options = client.get("/api/members/options").json()
    assert (options["adult_first_year_cents"], options["first_year_prorated"]) == (2500, False)
    public_id = join(client).json()["public_id"]
    assert Payment.objects.get(purpose_id=public_id).amount_cents == 2500
