"""The agenda's answers in two parts: a plan that only published content decides, kept in the cache,
and the ticket state, computed for each request from it.

The other public answers are kept whole by core/api_cache.py; an event's cannot be: its ticket
state changes with every sale, with the clock (sales opening, the event ending) and, on the event's
own page, with the visitor's price group. So the selector (events/selectors.py) builds a plan with
everything else, and in place of each event's ticket state the TicketFacts that state is computed
from. Per request it is one query for the tickets taken (orders.availability.remaining_of) plus
pure Python; nothing of the checkout depends on this cache (it counts and locks for itself).

Plans are kept under the page cache's content version (core/page_cache.py): publishing,
unpublishing, moving or deleting a page makes them all misses at once. An event's ticket types
(quota, sales start, prices) are an inline of its page, written only when the page is published,
so they bump the version too. The one change that comes with time alone, an event ending (it
then leaves every list of upcoming events), is met by `valid_until`: the moment the first event a
plan lists ends, the plan is built anew.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from core.published_parts import kept_published
from orders.availability import remaining_of

from .models import EventPage, sales_have_opened

# Part of the cache key: a deploy that changes these classes never reads the old pickles.
PLAN_FORMAT = 1


@dataclass(frozen=True)
class TypeFacts:
    id: int
    quota: int
    sales_start: datetime | None

    def sales_open(self, now: datetime) -> bool:
        return sales_have_opened(self.sales_start, now)


@dataclass(frozen=True)
class TicketFacts:
    """What an event's ticket state is computed from, besides the clock and the tickets taken."""

    canceled: bool
    marked_sold_out: bool
    end_time: datetime
    types: tuple[TypeFacts, ...]

    @classmethod
    def of(cls, event: EventPage) -> TicketFacts:
        return cls(
            canceled=event.canceled,
            marked_sold_out=event.sold_out,
            end_time=event.end_time,
            types=tuple(TypeFacts(t.pk, t.quota, t.sales_start) for t in event.ticket_types.all()),
        )


@dataclass(frozen=True)
class Plan:
    """An answer whose events carry TicketFacts instead of their ticket state (the selector knows
    where); valid until `valid_until` (None: until the content changes)."""

    answer: dict[str, Any]
    valid_until: datetime | None


def ending_first(events: Iterable[EventPage]) -> datetime | None:
    """A plan listing these upcoming events is valid until the first of them ends."""
    return min((event.end_time for event in events), default=None)


def cached_plan(name: str, now: datetime, build: Callable[[], Plan]) -> Plan:
    """The plan called `name` from the cache, or built (and kept when the API answer cache is on)."""
    return kept_published(
        f"events-plan:{PLAN_FORMAT}:{name}",
        build,
        still_valid=lambda plan: plan.valid_until is None or plan.valid_until > now,
    )


def tickets_left(facts: Iterable[TicketFacts], now: datetime) -> dict[int, int]:
    """Tickets left per type id of all these events, in one query."""
    return remaining_of({t.id: t.quota for f in facts for t in f.types}, now=now)
