"""An order placed on the English site (issue 22): it keeps its language, and the buyer's mails,
the return address after payment, the ticket PDF and the calendar file are English; one placed on
the Dutch site stays Dutch."""

from __future__ import annotations

import io
import uuid

import pytest
from django.core import mail
from pypdf import PdfReader

from orders import documents
from orders.models import Order

from .helpers import make_event, ticket_type

pytestmark = pytest.mark.django_db


def _order(client, event, language: str):
    body = {
        "event": event.slug,
        "lines": [{"ticket_type": ticket_type(event).pk, "quantity": 1}],
        "first_name": "Ada",
        "last_name": "Koper",
        "email": f"{language}-koper@example.org",
        "idempotency_key": uuid.uuid4().hex,
    }
    return client.post(
        "/api/orders", body, content_type="application/json", HTTP_ACCEPT_LANGUAGE=language
    )


def _pdf_text(content: bytes) -> str:
    return " ".join(page.extract_text() for page in PdfReader(io.BytesIO(content)).pages)


@pytest.mark.parametrize(
    "language, subject, confirm, note, calendar",
    [
        (
            "en",
            "Please confirm your order",
            "/en/agenda/bevestigen/",
            "Show this code",
            "Your tickets",
        ),
        ("nl", "Bevestig uw bestelling", "/agenda/bevestigen/", "Toon deze code", "Uw tickets"),
    ],
)
def test_an_order_keeps_the_language_of_its_page(
    client,
    django_capture_on_commit_callbacks,
    run_tasks,
    language,
    subject,
    confirm,
    note,
    calendar,
):
    event = make_event(member=0, youth=0, non_member=0)
    with django_capture_on_commit_callbacks(execute=True):
        started = _order(client, event, language)
    assert started.status_code == 201, started.json()
    order = Order.objects.select_related("event", "person").get(
        public_id=started.json()["public_id"]
    )
    assert order.language == language and order.person.language == language
    run_tasks()
    (message,) = [m for m in mail.outbox if m.to == [order.email]]
    assert message.subject.startswith(subject) and confirm in message.body
    assert ("Free" if language == "en" else "Gratis") in message.body
    assert note in _pdf_text(documents.tickets_pdf(order, [_ticket(order)]))
    assert calendar in documents.order_ics(order).decode()


def _ticket(order):
    from orders.models import Ticket

    line = order.lines.get()
    return Ticket(
        order=order,
        ticket_type=line.ticket_type,
        ticket_name=line.ticket_name,
        code="TEST-CODE-0001",
    )
