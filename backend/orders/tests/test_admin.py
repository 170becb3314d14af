"""Tickets in the admin: the attendee list with CSV, an event's sales page, cancelling an order with
its refund; staff without the order permissions see none of it."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission

from events.models import EventPage
from orders.models import Order, OrderStatus

from .helpers import make_event, pay

pytestmark = pytest.mark.django_db
ATTENDEES = "/cms/snippets/orders/ticket/"


def staff(client, *codenames: str):
    user = get_user_model().objects.create_user("kassa", "kassa@example.org", "x-pass-123")
    group = Group.objects.create(name="Kassa")
    group.permissions.add(Permission.objects.get(codename="access_admin"))
    for codename in codenames:
        group.permissions.add(Permission.objects.get(codename=codename))
    user.groups.add(group)
    client.force_login(user)


def test_staff_without_order_permissions_see_no_orders_or_sales(client):
    staff(client)
    event = EventPage.objects.get(locale__language_code="nl", slug="vriendendiner")
    assert client.get(ATTENDEES).status_code in (302, 403)
    assert client.get(f"/cms/tickets/evenement/{event.pk}/verkoop/").status_code == 403


def test_the_attendee_list_exports_and_the_sales_page_counts(client):
    staff(client, "view_order", "view_ticket")
    event = EventPage.objects.get(locale__language_code="nl", slug="vriendendiner")
    export = client.get(ATTENDEES + f"?order__event={event.pk}&export=csv")
    assert export.status_code == 200
    csv = b"".join(export.streaming_content).decode()
    assert "gast-1@example.org" in csv and "Voornaam" in csv
    sales = client.get(f"/cms/tickets/evenement/{event.pk}/verkoop/")
    assert sales.status_code == 200
    assert "ingecheckt 0 van 2 geldige tickets" in sales.content.decode()


def test_cancelling_an_order_in_the_admin_refunds_it(
    client, django_capture_on_commit_callbacks, run_tasks
):
    from orders import services

    from .helpers import buyer, ticket_type

    staff(client, "view_order", "change_order")
    event = make_event()
    order, _ = services.order_create(
        event=event,
        lines={ticket_type(event).pk: 1},
        buyer=buyer("annuleer@example.org"),
        idempotency_key="admin-cancel-0001",
    )
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, order)
    assert client.get(f"/cms/tickets/bestelling/{order.pk}/annuleren/").status_code == 200
    with django_capture_on_commit_callbacks(execute=True):
        answer = client.post(f"/cms/tickets/bestelling/{order.pk}/annuleren/")
    assert answer.status_code == 302
    run_tasks()
    assert Order.objects.get(pk=order.pk).status == OrderStatus.CANCELLED
    from payments.models import Payment

    assert Payment.objects.get(purpose_id=str(order.public_id)).amount_refunded_cents == 1500


def test_the_sitemap_lists_upcoming_events_only(client):
    paths = [entry["path"] for entry in client.get("/api/pages/sitemap").json()["entries"]]
    assert "/agenda/ledenavond-utrecht" in paths and "/agenda" in paths
    assert "/agenda/terugblik-voorjaarscongres" not in paths
