"""Staff pages of the ticket sale: an event's sales per ticket type and day with its check-in count,
and cancelling one order (refund included) after a confirmation."""

from __future__ import annotations

from django.db.models import Count, F, Sum
from django.db.models.functions import TruncDate
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from wagtail.admin import messages

from core import admin_format
from core.admin_access import staff_passes_test
from core.money import format_euros
from events.models import EventPage

from . import selectors, services
from .availability import remaining
from .models import Order, OrderLine, OrderStatus, Ticket, TicketStatus


def can_see_orders(user) -> bool:
    return user.is_active and (user.is_superuser or user.has_perm("orders.view_order"))


def can_cancel_orders(user) -> bool:
    return can_see_orders(user) and (user.is_superuser or user.has_perm("orders.change_order"))


@staff_passes_test(can_see_orders)
def event_sales(request, pk: int):
    event = get_object_or_404(EventPage, pk=pk)
    sold = OrderLine.objects.filter(order__event=event, order__status=OrderStatus.CONFIRMED)
    per_day = (
        sold.annotate(day=TruncDate("order__confirmed_at"))
        .values("day", "ticket_name")
        .annotate(count=Sum("quantity"))
        .order_by("day", "ticket_name")
    )
    types = list(event.ticket_types.all())
    left = remaining(types)
    sold_per_type = dict(
        sold.values("ticket_type_id").annotate(n=Sum("quantity")).values_list("ticket_type_id", "n")
    )
    revenue = sold.aggregate(total=Sum(F("quantity") * F("unit_price_cents")))["total"] or 0
    tickets = Ticket.objects.filter(order__event=event, status=TicketStatus.VALID)
    context = {
        "event": event,
        "types": [
            {
                "name": t.name,
                "quota": t.quota,
                "sold": sold_per_type.get(t.pk, 0),
                "left": left[t.pk],
            }
            for t in types
        ],
        "per_day": list(per_day),
        "orders": [
            {"label": admin_format.choice(OrderStatus, row["status"]), "count": row["count"]}
            for row in Order.objects.filter(event=event)
            .values("status")
            .annotate(count=Count("pk"))
            .order_by("status")
        ],
        "revenue": format_euros(revenue),
        "tickets": tickets.count(),
        "checked_in": tickets.filter(checked_in_at__isnull=False).count(),
        "orders_url": reverse(Order.snippet_viewset.get_url_name("list")) + f"?event={event.pk}",
    }
    return render(request, "orders/admin_sales.html", context)


@staff_passes_test(can_see_orders)
def sales_index(request):
    """The ticket sale of every event still to come, each linked to its sales page."""
    events = selectors.upcoming_sales(limit=100)
    return render(request, "orders/admin_sales_index.html", {"events": events})


@staff_passes_test(can_cancel_orders)
def order_cancel(request, pk: int):
    order = get_object_or_404(Order.objects.select_related("event"), pk=pk)
    listing = reverse(Order.snippet_viewset.get_url_name("list"))
    if request.method == "POST":
        if services.order_cancel(order=order):
            messages.success(
                request,
                f"De bestelling van {order.buyer_name} is geannuleerd; een betaald bedrag wordt teruggestort.",
            )
        else:
            messages.warning(request, "Deze bestelling was al geannuleerd of verlopen.")
        return redirect(listing)
    context = {"order": order, "total": format_euros(order.total_cents), "cancel_url": listing}
    return render(request, "orders/admin_cancel.html", context)
