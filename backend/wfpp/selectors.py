"""Reading the gift register: per giver per year the total and the gifts; the givers registered
with name and place (from € 1.000 a year, for the annual report); the public list (from € 10.000:
only name, place, amount and date, as the law asks); and the open alerts for the staff dashboard."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

from django.conf import settings
from django.db.models import QuerySet

from people.models import Person

from . import ledger, rules
from .giver import giver_of
from .ledger import Gift
from .models import Alert


def open_alerts() -> QuerySet[Alert]:
    """The Wfpp alerts nobody has handled yet, the most urgent first (the dashboard's panel)."""
    return (
        Alert.objects.filter(handled_at__isnull=True)
        .select_related("person", "payment")
        .order_by("due_at", "created_at")
    )


@dataclass
class GiverYear:
    """One giver's year: who (as the register names them), the total and each gift."""

    person: Person
    person_ids: set[int]
    gifts: list[Gift] = field(default_factory=list)

    @property
    def total_cents(self) -> int:
        return sum(g.amount_cents for g in self.gifts)

    @property
    def name(self) -> str:
        return self.person.full_name

    @property
    def place(self) -> str:
        return self.person.city

    @property
    def registered(self) -> bool:
        return rules.is_registered(self.total_cents)

    @property
    def published(self) -> bool:
        return rules.is_published(self.total_cents)


def givers_of_year(year: int) -> list[GiverYear]:
    """Every giver with a counted gift in `year`, persons of one giver taken together, the
    largest total first."""
    gifts = ledger.gifts_of_year(year)
    givers: dict[int, GiverYear] = {}
    persons = Person.objects.in_bulk({g.person_id for g in gifts})
    for gift in gifts:
        if gift.person_id not in givers:
            ids = giver_of([gift.person_id])
            giver = GiverYear(
                persons.get(gift.person_id) or Person.objects.get(pk=gift.person_id), ids
            )
            for pk in ids:
                givers[pk] = giver
        giver = givers[gift.person_id]
        giver.gifts.append(gift)
        named = persons.get(gift.person_id)
        if named is not None and named.full_name:  # the most recent name and place given
            giver.person = named
    unique = {id(g): g for g in givers.values()}.values()
    return sorted(unique, key=lambda g: (-g.total_cents, g.name))


def register(year: int) -> list[GiverYear]:
    """The givers of `year` whose total reached the register threshold (€ 1.000)."""
    return [g for g in givers_of_year(year) if g.registered]


@dataclass(frozen=True)
class PublishedGift:
    name: str
    place: str
    amount_cents: int
    given_on: date


def publication_list(year: int) -> list[PublishedGift]:
    """The public list: every gift of a giver whose year reached the publication threshold."""
    return [
        PublishedGift(giver.name, giver.place, gift.amount_cents, gift.given_on)
        for giver in givers_of_year(year)
        if giver.published
        for gift in giver.gifts
    ]


def publication_out(year: int) -> dict[str, Any]:
    """The public list of `year` as the API and the page block send it: the threshold and, per
    gift, only what the law asks to publish."""
    return {
        "year": year,
        "threshold_cents": settings.DONATION_PUBLISH_FROM_CENTS,
        "gifts": [
            {
                "name": gift.name,
                "place": gift.place,
                "amount_cents": gift.amount_cents,
                "date": gift.given_on.isoformat(),
            }
            for gift in publication_list(year)
        ],
    }
