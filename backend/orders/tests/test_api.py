"""The agenda and ticket API through the test client: the list and an event, ordering with its
guards, the e-mail link, the ticket page with its PDF and calendar file, and the door's scans."""

from __future__ import annotations

import uuid

import pytest
from django.core import mail

from orders.models import Order, OrderStatus, Ticket

from .helpers import make_event, ticket_type

pytestmark = pytest.mark.django_db


def _order(client, event, *, email="api-koper@example.org", quantity=1, **extra):
    body = {
        "event": event.slug,
        "lines": [{"ticket_type": ticket_type(event).pk, "quantity": quantity}],
        "first_name": "Ada",
        "last_name": "Koper",
        "email": email,
        "idempotency_key": uuid.uuid4().hex,
        **extra,
    }
    return client.post("/api/orders", body, content_type="application/json")


def _confirmed(client, django_capture_on_commit_callbacks, run_tasks) -> Order:
    event = make_event(member=0, youth=0, non_member=0)
    with django_capture_on_commit_callbacks(execute=True):
        started = _order(client, event, quantity=2)
    assert started.status_code == 201, started.json()
    run_tasks()
    link = next(m for m in mail.outbox if m.subject.startswith("Bevestig")).body
    token = link.split("/agenda/bevestigen/")[1].split()[0]
    with django_capture_on_commit_callbacks(execute=True):
        confirmed = client.post(
            "/api/orders/confirm", {"token": token}, content_type="application/json"
        )
    assert confirmed.status_code == 200, confirmed.json()
    return Order.objects.get(public_id=started.json()["public_id"])


def test_the_agenda_lists_upcoming_events_with_filters(client):
    answer = client.get("/api/events").json()
    slugs = [item["slug"] for item in answer["items"]]
    assert "ledenavond-utrecht" in slugs and "terugblik-voorjaarscongres" not in slugs
    assert [t["label"] for t in answer["event_types"]][:3] == [
        "FVD",
        "JFVD",
        "Renaissance Instituut",
    ]
    states = {item["slug"]: item["ticket_state"] for item in answer["items"]}
    assert states["cursus-debatteren"] == "cancelled"
    assert states["vriendendiner"] == "sold_out" and states["debatavond-zeeland"] == "sold_out"
    assert states["internationale-conferentie"] == "countdown"
    jfvd = client.get("/api/events?type=JFVD").json()["items"]
    assert [item["slug"] for item in jfvd] == ["jongerenborrel-groningen"]
    limburg = client.get("/api/events?province=limburg").json()["items"]
    assert [item["slug"] for item in limburg] == ["campagnedag-limburg"]
    assert client.get("/api/events?type=ONBEKEND").status_code == 422


def test_an_event_answers_with_the_visitors_prices_and_nearby_events(client):
    event = client.get("/api/events/ledenavond-utrecht").json()
    assert event["price_group"] == "non_member"
    (toegang,) = event["ticket_types"]
    assert (
        toegang["price_cents"],
        toegang["member_price_cents"],
        toegang["youth_price_cents"],
    ) == (1500, 1000, 500)
    assert event["location"]["city"] == "Utrecht" and event["remark"]
    assert event["nearby"] and all(
        other["slug"] != "ledenavond-utrecht" for other in event["nearby"]
    )
    past = client.get("/api/events/terugblik-voorjaarscongres").json()
    assert past["ticket_state"] == "past" and past["is_past"]
    assert client.get("/api/events/bestaat-niet").status_code == 404


def test_ordering_paid_tickets_returns_the_checkout(client):
    answer = _order(client, make_event(), quantity=2)
    assert answer.status_code == 201
    assert answer.json()["status"] == "reserved" and answer.json()["checkout_url"]
    status = client.get(f"/api/orders/{answer.json()['public_id']}").json()
    assert status["email_hint"] == "a********@example.org" and status["total_cents"] == 3000


def test_a_filled_honeypot_and_too_many_tries_are_refused_and_store_nothing(client, settings):
    event = make_event(quota=100)
    assert _order(client, event, website="http://spam.example").status_code == 422
    assert not Order.objects.filter(event=event).exists()
    settings.TICKET_GUARD_CAPTCHA_AFTER = 2
    for n in range(2):
        assert _order(client, event, email=f"try-{n}@example.org").status_code == 201
    refused = _order(client, event, email="try-3@example.org")
    assert refused.status_code == 429
    assert (
        refused.json()["message"]
        == "U heeft te vaak geprobeerd een ticket te kopen, probeer het later opnieuw."
    )
    assert "captcha" in refused.json()["fields"]
    assert Order.objects.filter(event=event).count() == 2


def test_sold_out_and_bad_input_get_clear_answers(client):
    event = make_event(quota=1)
    assert _order(client, event, email="first@example.org").status_code == 201
    sold_out = _order(client, event, email="second@example.org")
    assert sold_out.status_code == 409 and "niet genoeg tickets" in sold_out.json()["message"]
    bad = _order(client, event, email="geen-adres")
    assert (
        bad.status_code == 422 and bad.json()["fields"]["email"] == "Vul een geldig e-mailadres in."
    )
    assert _order(client, make_event(), quantity=0).json()["fields"]["lines"]


def test_a_member_order_needs_the_csrf_token(client, django_user_model):
    user = django_user_model.objects.create_user(
        "csrf-lid@example.org", "csrf-lid@example.org", "x"
    )
    client.force_login(user)
    client.handler.enforce_csrf_checks = True
    assert _order(client, make_event(), email=user.email).status_code == 403


def test_the_confirm_link_issues_tickets_and_the_ticket_page_shows_them(
    client, django_capture_on_commit_callbacks, run_tasks
):
    order = _confirmed(client, django_capture_on_commit_callbacks, run_tasks)
    page = client.get(f"/api/tickets/{order.ticket_key}").json()
    assert len(page["tickets"]) == 2 and page["tickets"][0]["qr_svg"].startswith("<svg")
    pdf = client.get(f"/api/tickets/{order.ticket_key}/pdf")
    assert pdf["Content-Type"] == "application/pdf" and pdf.content.startswith(b"%PDF")
    ics = client.get(f"/api/tickets/{order.ticket_key}/ics")
    assert b"BEGIN:VEVENT" in ics.content and b"SUMMARY:" in ics.content
    assert client.get("/api/tickets/geen-geldige-sleutel").status_code == 404
    bad = client.post(
        "/api/orders/confirm",
        {"token": "nep.token.dat-niet-klopt"},
        content_type="application/json",
    )
    assert bad.status_code == 410


def test_the_door_scans_each_ticket_once(
    client, django_capture_on_commit_callbacks, run_tasks, django_user_model
):
    order = _confirmed(client, django_capture_on_commit_callbacks, run_tasks)
    ticket = order.tickets.first()
    scan = {
        "event": order.event_id,
        "code": ticket.code.lower().replace("-", " "),
        "scan_id": str(uuid.uuid4()),
    }
    assert client.post("/api/check-in", scan, content_type="application/json").status_code == 401
    visitor = django_user_model.objects.create_user("bezoeker", "bezoeker@example.org", "x")
    client.force_login(visitor)
    assert client.post("/api/check-in", scan, content_type="application/json").status_code == 403
    client.force_login(django_user_model.objects.create_superuser("deur", "deur@example.org", "x"))
    first = client.post("/api/check-in", scan, content_type="application/json").json()
    assert first["result"] == "valid" and first["buyer_name"] == "Ada Koper"
    assert first["event"]["checked_in"] == 1 and first["event"]["tickets"] == 2
    again = client.post("/api/check-in", scan, content_type="application/json").json()
    assert again["result"] == "valid"  # the same scan sent twice counts once
    second = client.post(
        "/api/check-in", {**scan, "scan_id": str(uuid.uuid4())}, content_type="application/json"
    ).json()
    assert second["result"] == "used" and second["checked_in_at"]
    other = make_event()
    wrong = client.post(
        "/api/check-in",
        {**scan, "event": other.pk, "scan_id": str(uuid.uuid4())},
        content_type="application/json",
    )
    assert wrong.json()["result"] == "wrong_event" and wrong.json()["buyer_name"] == ""
    unknown = client.post(
        "/api/check-in",
        {**scan, "code": "AAAA-BBBB-CCCC", "scan_id": str(uuid.uuid4())},
        content_type="application/json",
    )
    assert unknown.json()["result"] == "unknown"
    Ticket.objects.filter(pk=order.tickets.last().pk).update(status="cancelled")
    cancelled = client.post(
        "/api/check-in",
        {**scan, "code": order.tickets.last().code, "scan_id": str(uuid.uuid4())},
        content_type="application/json",
    )
    assert cancelled.json()["result"] == "cancelled"
    assert Order.objects.get(pk=order.pk).status == OrderStatus.CONFIRMED
