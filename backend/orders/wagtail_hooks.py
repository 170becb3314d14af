"""Orders and tickets in the admin: read-only records (only the services change them) with filters
and CSV export (the attendee list); the ticket sale of the coming events and per event a sales
page, linked from the menu, the event's page and the dashboard; cancelling an order with its
refund; the door's scanner is linked from the menu."""

from __future__ import annotations

from django.urls import path, reverse
from wagtail import hooks
from wagtail.admin.menu import MenuItem as AdminMenuItem
from wagtail.admin.ui.menus import MenuItem
from wagtail.permissions import register_permission_policy
from wagtail.snippets.models import register_snippet
from wagtail.snippets.views.snippets import SnippetViewSetGroup

from core.admin_viewsets import RecordViewSet, actions_policy
from core.campaign import CAMPAIGN_FIELDS
from events.models import EventPage

from .admin_views import can_cancel_orders, can_see_orders, event_sales, order_cancel, sales_index
from .models import Order, OrderStatus, Ticket


class OrderViewSet(RecordViewSet):
    model = Order
    icon = "tag"
    menu_label = "Bestellingen"
    list_display = ["buyer_name", "email", "event", "status", "price_group", "total", "created_at"]
    list_filter = ["event", "status", "price_group", "created_at"]
    list_export = [
        "public_id",
        "event",
        "status",
        "first_name",
        "last_name",
        "email",
        "price_group",
        "total_cents",
        "created_at",
        "confirmed_at",
        "ended_at",
        *CAMPAIGN_FIELDS,
    ]
    export_filename = "bestellingen"
    search_fields = ["first_name", "last_name", "email"]
    inspect_view_fields = [
        "public_id",
        "ticket_key",  # the unguessable address of the buyer's ticket page
        "event",
        "status",
        "first_name",
        "last_name",
        "email",
        "price_group",
        "total_cents",
        "created_at",
        "held_until",
        "confirmed_at",
        "tickets_sent_at",
        "ended_at",
        "utm_id",
        "utm_content_id",
    ]


class TicketViewSet(RecordViewSet):
    model = Ticket
    icon = "user"
    menu_label = "Deelnemers"
    list_display = ["code", "ticket_name", "order", "status", "checked_in_at"]
    list_filter = ["order__event", "status", "checked_in_at"]
    list_export = [
        "code",
        "ticket_name",
        "order.first_name",
        "order.last_name",
        "order.email",
        "order.event",
        "status",
        "checked_in_at",
    ]
    export_headings = {
        "order.first_name": "Voornaam",
        "order.last_name": "Achternaam",
        "order.email": "E-mailadres",
        "order.event": "Evenement",
    }
    export_filename = "deelnemers"
    search_fields = ["code"]


class TicketSaleGroup(SnippetViewSetGroup):
    items = (OrderViewSet, TicketViewSet)
    menu_icon = "tag"
    menu_label = "Tickets"
    menu_name = "tickets"
    menu_order = 210
    submenu_hook = "register_tickets_menu_item"


register_permission_policy(Order, actions_policy(Order, "view"))
register_permission_policy(Ticket, actions_policy(Ticket, "view"))
register_snippet(TicketSaleGroup)


@hooks.register("register_admin_urls")
def order_admin_urls():
    return [
        path("tickets/verkoop/", sales_index, name="sales_index"),
        path("tickets/evenement/<int:pk>/verkoop/", event_sales, name="event_sales"),
        path("tickets/bestelling/<int:pk>/annuleren/", order_cancel, name="order_cancel"),
    ]


@hooks.register("register_snippet_listing_buttons")
def order_buttons(snippet, user, next_url=None):
    if (
        isinstance(snippet, Order)
        and can_cancel_orders(user)
        and snippet.status not in (OrderStatus.CANCELLED, OrderStatus.EXPIRED)
    ):
        yield MenuItem(
            "Annuleren en terugbetalen",
            reverse("order_cancel", args=[snippet.pk]),
            icon_name="cross",
            priority=50,
        )


def _is_event(page) -> bool:
    return page.specific_class is not None and issubclass(page.specific_class, EventPage)


@hooks.register("register_page_listing_buttons")
def event_sales_button(page, user, next_url=None):
    if _is_event(page) and can_see_orders(user):
        yield MenuItem(
            "Ticketverkoop", reverse("event_sales", args=[page.pk]), icon_name="tag", priority=60
        )


@hooks.register("register_page_header_buttons")
def event_sales_header_button(page, user, view_name=None, next_url=None):
    if _is_event(page) and can_see_orders(user):
        yield MenuItem(
            "Ticketverkoop", reverse("event_sales", args=[page.pk]), icon_name="tag", priority=60
        )


class OrdersMenuItem(AdminMenuItem):
    def is_shown(self, request):
        return can_see_orders(request.user)


@hooks.register("register_tickets_menu_item")
def sales_menu_item():
    return OrdersMenuItem("Ticketverkoop", reverse("sales_index"), icon_name="tag", order=0)


class ScannerMenuItem(AdminMenuItem):
    def is_shown(self, request):
        return request.user.has_perm("events.check_in")


@hooks.register("register_admin_menu_item")
def scanner_menu_item():
    return ScannerMenuItem("Tickets scannen", "/agenda/inchecken", icon_name="view", order=215)
