"""Who is one giver (issue 20): a person, every person sharing a normalised e-mail address with it
(an unverified address used twice makes two persons; for the law they are one giver), every person
merged into it, and so on until nothing is added. Addresses that are not shared do not join two
persons: staff merge those (people.merging), after which the sum is one.

`lock_giver` locks the giver's person rows in primary-key order inside the caller's transaction,
so that two checkouts of one giver take turns: the second reads what the first held or paid."""

from __future__ import annotations

from collections.abc import Iterable

from django.db import connection

from people.addresses import normalise_email
from people.models import EmailAddress, Person

# Off only in the concurrency test's control case, to show the race the lock prevents.
LOCK_GIVERS = True
MAX_ROUNDS = 20


def giver_of(person_ids: Iterable[int], *, addresses: Iterable[str] = ()) -> set[int]:
    """The persons who count as one giver with these persons (and with these addresses)."""
    found: set[int] = set(person_ids)
    frontier = set(found)
    seen: set[str] = set()
    fresh = {normalise_email(a) for a in addresses if a}
    for _ in range(MAX_ROUNDS):
        fresh |= set(
            EmailAddress.objects.filter(person__in=frontier).values_list("address", flat=True)
        )
        fresh -= seen
        seen |= fresh
        linked = (
            set(EmailAddress.objects.filter(address__in=fresh).values_list("person_id", flat=True))
            if fresh
            else set()
        )
        linked |= set(
            Person.objects.filter(pk__in=frontier)
            .exclude(merged_into=None)
            .values_list("merged_into_id", flat=True)
        )
        linked |= set(Person.objects.filter(merged_into__in=frontier).values_list("pk", flat=True))
        frontier, fresh = linked - found, set()
        found |= frontier
        if not frontier:
            break
    return found


def lock_giver(person: Person) -> set[int]:
    """The giver `person` belongs to, its rows locked in primary-key order (call inside a
    transaction), then read again. Callers commit the person (and its address) before: two
    checkouts of one giver then always lock at least one row in common, the earlier person, and
    the one that waited sums what the other held. Persons who joined meanwhile are summed, not
    locked: a second round of locks, out of order, could deadlock."""
    ids = giver_of([person.pk])
    if not LOCK_GIVERS:
        return ids
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SET LOCAL lock_timeout = '5s'")
    list(
        Person.objects.select_for_update()
        .filter(pk__in=ids)
        .order_by("pk")
        .values_list("pk", flat=True)
    )
    return giver_of(ids)
