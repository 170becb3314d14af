"""A bought ticket's name in the reader's language (issue 22): the English name of its ticket type
in the English order's mails and PDF, and on the order and tickets pages of the English site; the
Dutch name as bought everywhere else (the staff's lists, a Dutch order)."""

from __future__ import annotations

import pytest
from django.utils import translation

from orders import documents, selectors, services
from orders.models import Order

from .helpers import buyer, make_event, pay, ticket_type

pytestmark = pytest.mark.django_db


def confirmed_order(client, capture, language: str, key: str) -> Order:
    event = make_event()
    kind = ticket_type(event)
    kind.name_en = "Admission"
    kind.save()
    with translation.override(language):
        order, _ = services.order_create(
            event=event, lines={kind.pk: 2}, buyer=buyer(), idempotency_key=key
        )
    with capture(execute=True):
        pay(client, order)
    services.order_confirm(public_id=str(order.public_id))
    order.refresh_from_db()
    return order


def test_an_english_order_names_its_tickets_in_english(client, django_capture_on_commit_callbacks):
    order = confirmed_order(client, django_capture_on_commit_callbacks, "en", "english-order")
    assert order.language == "en"
    assert [line["name"] for line in documents.price_lines(order)] == ["Admission"]
    with translation.override("en"):
        assert {t["name"] for t in selectors.tickets_page(ticket_key=order.ticket_key)["tickets"]} == {
            "Admission"
        }
    # What the staff see keeps the name as bought.
    assert {ticket.ticket_name for ticket in order.tickets.all()} == {"Toegang"}


def test_a_dutch_order_and_the_dutch_site_keep_the_dutch_name(
    client, django_capture_on_commit_callbacks
):
    order = confirmed_order(client, django_capture_on_commit_callbacks, "nl", "dutch-order")
    assert [line["name"] for line in documents.price_lines(order)] == ["Toegang"]
    with translation.override("nl"):
        assert {t["name"] for t in selectors.tickets_page(ticket_key=order.ticket_key)["tickets"]} == {
            "Toegang"
        }
