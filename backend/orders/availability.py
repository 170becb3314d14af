"""How many tickets of a type are taken: confirmed orders, and reserved or unconfirmed ones whose hold
has not run out. An expired hold stops counting the moment it ends, with no job needed."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime

from django.db.models import Q, Sum
from django.utils import timezone

from events.models import TicketType

from .models import HOLDING, OrderLine, OrderStatus


def live_holds(now: datetime) -> Q:
    return Q(order__status=OrderStatus.CONFIRMED) | Q(
        order__status__in=HOLDING, order__held_until__gt=now
    )


def taken(
    ticket_type_ids: Iterable[int], *, now: datetime | None = None, exclude_order: int | None = None
) -> dict[int, int]:
    lines = OrderLine.objects.filter(
        live_holds(now or timezone.now()), ticket_type_id__in=list(ticket_type_ids)
    )
    if exclude_order is not None:
        lines = lines.exclude(order_id=exclude_order)
    rows = lines.values("ticket_type_id").annotate(count=Sum("quantity")).order_by()
    return {row["ticket_type_id"]: row["count"] for row in rows}


def remaining(ticket_types: Iterable[TicketType], *, now: datetime | None = None) -> dict[int, int]:
    """Tickets still for sale per type id (0 or more)."""
    return remaining_of({t.pk: t.quota for t in ticket_types}, now=now)


def remaining_of(quotas: Mapping[int, int], *, now: datetime | None = None) -> dict[int, int]:
    """Tickets still for sale per type id, given each type's quota (the agenda keeps the quotas of
    the published ticket types in its cached plan: events/plans.py). One query."""
    counts = taken(quotas, now=now)
    return {pk: max(0, quota - counts.get(pk, 0)) for pk, quota in quotas.items()}
