"""Persons who are probably one human: the same name and postcode, the same phone number, or the
same (unverified) e-mail address. Staff look at the pairs and merge them (people.merging)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Iterator

from django.db.models import Count
from django.db.models.functions import Lower

from .models import EmailAddress, Person


def likely_duplicates(limit: int = 200) -> list[tuple[Person, Person, str]]:
    live = Person.objects.filter(merged_into__isnull=True, erased_at__isnull=True)
    pairs: dict[tuple[int, int], str] = {}
    groups = [
        (_by_name_and_postcode(live), "Zelfde naam en postcode"),
        (_by_phone(live), "Zelfde telefoonnummer"),
        (_by_address(), "Zelfde e-mailadres"),
    ]
    for pks_groups, reason in groups:
        for pks in pks_groups:
            for pair in _pairs(sorted(pks)):
                pairs.setdefault(pair, reason)
                if len(pairs) >= limit:
                    break
    persons = Person.objects.in_bulk({pk for pair in pairs for pk in pair})
    return [(persons[a], persons[b], reason) for (a, b), reason in pairs.items()]


def _pairs(pks: list[int]) -> Iterator[tuple[int, int]]:
    first = pks[0]
    for other in pks[1:]:
        yield first, other


def _by_name_and_postcode(live) -> Iterable[list[int]]:
    keys = (
        live.exclude(postal_code="")
        .exclude(last_name="")
        .annotate(first=Lower("first_name"), last=Lower("last_name"))
        .values("first", "last", "postal_code")
        .annotate(n=Count("pk"))
        .filter(n__gt=1)
    )
    for key in keys:
        yield list(
            live.filter(
                first_name__iexact=key["first"],
                last_name__iexact=key["last"],
                postal_code=key["postal_code"],
            ).values_list("pk", flat=True)
        )


def _by_phone(live) -> Iterable[list[int]]:
    groups: dict[str, list[int]] = defaultdict(list)
    for pk, phone in live.exclude(phone="").values_list("pk", "phone"):
        digits = re.sub(r"\D", "", phone)
        digits = re.sub(r"^(0031|31)", "0", digits)
        if len(digits) >= 9:
            groups[digits].append(pk)
    return [pks for pks in groups.values() if len(pks) > 1]


def _by_address() -> Iterable[list[int]]:
    shared = (
        EmailAddress.objects.filter(person__merged_into__isnull=True)
        .values("address")
        .annotate(n=Count("person", distinct=True))
        .filter(n__gt=1)
        .values_list("address", flat=True)
    )
    groups: dict[str, list[int]] = defaultdict(list)
    for address, pk in EmailAddress.objects.filter(address__in=shared).values_list(
        "address", "person"
    ):
        groups[address].append(pk)
    return list(groups.values())
