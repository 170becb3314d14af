"""Read queries of orders: the status screen after ordering, the ticket page, the door's counts."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.db.models import Count, Q
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.errors import NotFound
from core.i18n import current_language
from events.models import EventPage
from payments.models import Payment
from payments.services import payment_for_visitor

from . import documents
from .models import Order, OrderStatus, TicketStatus, ticket_name_in
from .services import buyer_is_known


def email_hint(email: str) -> str:
    """'jan.jansen@example.org' → 'j********@example.org'."""
    name, _, domain = email.partition("@")
    return f"{name[:1]}{'*' * max(1, len(name) - 1)}@{domain}"


def event_out(order: Order) -> dict[str, Any]:
    event = order.event
    return {
        "slug": event.slug,
        "title": event.title,
        "start_time": event.start_time,
        "end_time": event.end_time,
        "location": documents.address(order),
    }


def order_status(*, public_id: str) -> dict[str, Any]:
    order = Order.objects.select_related("event", "user").filter(public_id=public_id).first()
    if order is None:
        raise NotFound(gettext_noop("Deze bestelling bestaat niet."))
    payment = (
        Payment.objects.filter(purpose="order", purpose_id=public_id)
        .order_by("-created_at")
        .first()
    )
    if payment is not None and order.status == OrderStatus.RESERVED:
        # The buyer is back from the checkout: ask the provider, in case its webhook is still on its way.
        payment = payment_for_visitor(public_id=str(payment.public_id))
        order.refresh_from_db()
    return {
        "public_id": order.public_id,
        "status": order.status,
        "payment_status": payment.status if payment else None,
        "email_hint": email_hint(order.email),
        "confirmation_needed": not buyer_is_known(order),
        "held_until": order.held_until,
        "total_cents": order.total_cents,
        "lines": [
            {
                "name": ticket_name_in(line, current_language()),
                "quantity": line.quantity,
                "unit_price_cents": line.unit_price_cents,
            }
            for line in order.lines.all()
        ],
        "event": event_out(order),
    }


def order_for_tickets(ticket_key: str) -> Order:
    order = Order.objects.select_related("event").filter(ticket_key=ticket_key).first()
    if order is None or order.status not in (OrderStatus.CONFIRMED, OrderStatus.CANCELLED):
        raise NotFound(gettext_noop("Deze tickets bestaan niet."))
    return order


def tickets_page(*, ticket_key: str) -> dict[str, Any]:
    order = order_for_tickets(ticket_key)
    return {
        "buyer_name": order.buyer_name,
        "order_status": order.status,
        "event": event_out(order),
        "tickets": [
            {
                "code": ticket.code,
                "name": ticket_name_in(ticket, current_language()),
                "status": ticket.status,
                "checked_in_at": ticket.checked_in_at,
                "qr_svg": documents.qr_svg(ticket.code),
            }
            for ticket in order.tickets.all()
        ],
    }


def _with_counts(events):
    valid = Q(orders__tickets__status=TicketStatus.VALID)
    return events.annotate(
        tickets=Count("orders__tickets", filter=valid),
        checked_in=Count(
            "orders__tickets", filter=valid & Q(orders__tickets__checked_in_at__isnull=False)
        ),
    )


def check_in_events() -> list[dict[str, Any]]:
    """Events at the door: from yesterday on, soonest first, with their valid and scanned tickets."""
    since = timezone.now() - timedelta(days=1)
    events = _with_counts(
        # Tickets are sold on the Dutch event; its English translation is the same event.
        EventPage.objects.live().filter(end_time__gte=since, locale__language_code="nl").order_by("start_time")
    )
    return [check_in_event_out(event) for event in events[:50]]


def check_in_event_out(event: EventPage) -> dict[str, Any]:
    counted = (
        _with_counts(EventPage.objects.filter(pk=event.pk)).get()
        if not hasattr(event, "tickets")
        else event
    )
    return {
        "id": counted.pk,
        "title": counted.title,
        "start_time": counted.start_time,
        "tickets": counted.tickets,
        "checked_in": counted.checked_in,
    }


def upcoming_sales(*, now=None, limit: int = 20) -> list[dict[str, Any]]:
    """The events still to come that sell tickets, soonest first, each with the tickets and the
    revenue of its confirmed orders: two queries, whatever the number of events."""
    from django.db.models import F, Sum
    from django.urls import reverse

    from .models import OrderLine

    now = now or timezone.now()
    events = list(
        EventPage.objects.live()
        .filter(end_time__gte=now, ticket_types__isnull=False, locale__language_code="nl")
        .distinct()
        .order_by("start_time")
        .values("pk", "title", "start_time")[:limit]
    )
    totals: dict[int, dict[str, Any]] = {
        row["order__event"]: dict(row)
        for row in OrderLine.objects.filter(
            order__event__in=[event["pk"] for event in events],
            order__status=OrderStatus.CONFIRMED,
        )
        .values("order__event")
        .annotate(tickets=Sum("quantity"), revenue=Sum(F("quantity") * F("unit_price_cents")))
        .order_by()
    }
    return [
        {
            **event,
            "tickets": (totals.get(event["pk"]) or {}).get("tickets") or 0,
            "revenue_cents": (totals.get(event["pk"]) or {}).get("revenue") or 0,
            "sales_url": reverse("event_sales", args=[event["pk"]]),
        }
        for event in events
    ]
