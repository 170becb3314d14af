"""Shared steps of the ticket tests: an event of one's own, a buyer, paying on the demo checkout."""

from __future__ import annotations

from datetime import timedelta
from itertools import count

from django.utils import timezone
from wagtail.models import Locale, Page

from events.models import EventIndexPage, EventPage, TicketType
from orders.services import Buyer
from payments.models import Payment
from payments.providers.demo import DemoProvider

_numbers = count(1)


def agenda() -> EventIndexPage:
    # A transactional test cannot count on the demo tree: an earlier one may have emptied the database.
    found = EventIndexPage.objects.filter(locale__language_code="nl").first()
    if found is not None:
        return found
    Locale.objects.get_or_create(language_code="nl")
    root = Page.get_first_root_node() or Page.add_root(instance=Page(title="Root", slug="root"))
    return root.add_child(
        instance=EventIndexPage(title="Agenda", slug=f"agenda-test-{next(_numbers)}")
    )


def make_event(
    *, quota: int = 10, member=1000, youth=500, non_member=1500, sales_start=None, **fields
) -> EventPage:
    start = timezone.now() + timedelta(days=7)
    number = next(_numbers)
    event = agenda().add_child(
        instance=EventPage(
            title=f"Testavond {number}",
            slug=f"testavond-{number}",
            **{"start_time": start, "end_time": start + timedelta(hours=3), **fields},
            city="Utrecht",
            province="utrecht",
            ticket_types=[
                TicketType(
                    name="Toegang",
                    price_cents=member,
                    youth_price_cents=youth,
                    non_member_price_cents=non_member,
                    quota=quota,
                    sales_start=sales_start,
                )
            ],
        )
    )
    return event


def buyer(email: str = "koper@example.org", user=None) -> Buyer:
    return Buyer(first_name="Kim", last_name="Koper", email=email, user=user)


def ticket_type(event: EventPage) -> TicketType:
    return event.ticket_types.get()


def pay(client, order, outcome: str = "paid"):
    payment = Payment.objects.get(purpose="order", purpose_id=str(order.public_id))
    DemoProvider().choose(payment.provider_payment_id, outcome)
    return client.post("/api/payments/webhook", {"id": payment.provider_payment_id})
