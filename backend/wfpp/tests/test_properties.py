"""Property-based tests (hypothesis) of the Wfpp rules: for any amounts and any sequence of gifts
across channels, what a giver's year accepts never passes the yearly maximum, an anonymous gift is
never above its limit, and origin needs the EU/EEA or the declaration."""

from __future__ import annotations

from datetime import date
from functools import partial
from itertools import count

import pytest
from django.conf import settings
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from core.errors import DomainError
from people.matching import add_address, person_for_action
from wfpp import ledger, rules, services
from wfpp.giver import giver_of

CAP = 10_000_000
RUNS = count()
AMOUNTS = st.integers(min_value=1, max_value=CAP + 1)


@given(committed=st.integers(min_value=0, max_value=2 * CAP), amount=AMOUNTS)
def test_the_yearly_room_is_exactly_the_maximum(committed, amount):
    fits = rules.fits_the_year(committed_cents=committed, amount_cents=amount)
    assert fits == (committed + amount <= settings.DONATION_YEARLY_MAX_CENTS)


@given(amount=AMOUNTS, anonymous=st.booleans())
def test_an_anonymous_gift_is_never_above_its_limit(amount, anonymous):
    allowed = rules.anonymous_allowed(amount_cents=amount, anonymous=anonymous)
    assert allowed == (not anonymous or amount <= settings.DONATION_ANONYMOUS_MAX_CENTS)
    if not allowed:
        with pytest.raises(DomainError):
            rules.check_anonymous(amount_cents=amount, anonymous=anonymous)


@given(
    country=st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=2, max_size=2),
    declared=st.booleans(),
)
def test_origin_needs_the_eu_eea_or_the_declaration(country, declared):
    allowed = rules.origin_allowed(country, dutch_voter_abroad=declared)
    assert allowed == (country in rules.EEA_COUNTRIES or declared)


def _checkout(key: str) -> tuple[None, str]:
    """A checkout's record (none here: the hold is what is tested) and its payment's key."""
    return None, key


CHANNELS = st.sampled_from(["recorded-party", "recorded-youth", "in-kind", "checkout"])
GIFTS = st.lists(
    st.tuples(CHANNELS, st.integers(min_value=100, max_value=6_000_000), st.integers(0, 2)),
    max_size=8,
)


@pytest.mark.django_db
@hypothesis_settings(
    max_examples=25,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(gifts=GIFTS)
def test_no_sequence_of_gifts_across_channels_and_addresses_passes_the_maximum(gifts):
    """Three persons of one giver (two share an address, the third has a second address of the
    second): gifts in any order over recorded gifts, gifts in kind, gifts to the youth wing and
    checkouts (held on the year); whatever was accepted stays within the maximum."""
    run = f"giver-{next(RUNS)}"  # examples share the database: each its own giver
    shared, second = f"{run}@example.org", f"{run}@werk.example"
    persons = [person_for_action(shared), person_for_action(shared)]
    persons.append(person_for_action(second))
    add_address(persons[1], second)
    year = ledger.this_year()
    accepted = 0
    for number, (channel, amount, who) in enumerate(gifts):
        person = persons[who]
        try:
            if channel == "checkout":
                services.reserve(
                    person=person,
                    amount_cents=amount,
                    purpose="test",
                    create=partial(_checkout, f"{run}-{number}"),
                )
            else:
                services.record_gift(
                    person=person,
                    institution="Jongerenorganisatie" if channel == "recorded-youth" else "Partij",
                    kind="in_kind" if channel == "in-kind" else "money",
                    amount_cents=amount,
                    given_on=date(year, 6, 1),
                    description="test",
                )
            accepted += amount
        except DomainError:
            assert accepted + amount > CAP  # refused only when it would not fit
    ids = giver_of([persons[0].pk])
    assert ids >= {p.pk for p in persons}
    assert services.committed_cents(ids, year) == accepted <= CAP
