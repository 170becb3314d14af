"""A logged-in member ordering for their own (proven) address skips the e-mail confirmation: the
tickets come right after the payment, and nothing is refunded a day later. Anyone else, or a
member ordering for another address, still confirms by mail."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from orders import services
from orders.models import Order, OrderStatus

from .helpers import buyer, make_event, pay, ticket_type

pytestmark = pytest.mark.django_db


def _subjects(to: str) -> list[str]:
    return [str(message.subject) for message in mail.outbox if message.to == [to]]


def _account(django_user_model, email="lid-bekend@example.org", password="geheim-wachtwoord-1"):
    return django_user_model.objects.create_user(email, email, password)


def _order(event, who, key):
    order, _ = services.order_create(
        event=event, lines={ticket_type(event).pk: 2}, buyer=who, idempotency_key=key
    )
    return order


def test_a_known_buyer_gets_the_tickets_right_after_the_payment(
    client, django_user_model, django_capture_on_commit_callbacks, run_tasks
):
    user = _account(django_user_model)
    order = _order(make_event(), buyer(user.email.upper(), user), "known-buyer-0000001")
    assert order.status == OrderStatus.RESERVED
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, order)
        pay(client, order)  # the webhook, replayed
    run_tasks()
    order.refresh_from_db()
    assert order.status == OrderStatus.CONFIRMED and order.tickets.count() == 2
    assert order.held_until is None and order.confirmed_at is not None
    subjects = _subjects(order.email)
    assert sum(subject.startswith("Uw tickets") for subject in subjects) == 1
    assert not any(subject.startswith("Bevestig uw bestelling") for subject in subjects)
    status = client.get(f"/api/orders/{order.public_id}").json()
    assert (status["status"], status["confirmation_needed"]) == ("confirmed", False)
    # A day later the expiry run refunds unconfirmed paid orders: this one is not among them.
    Order.objects.filter(pk=order.pk).update(confirmed_at=timezone.now() - timedelta(days=2))
    assert services.orders_expire() == 0
    assert Order.objects.get(pk=order.pk).status == OrderStatus.CONFIRMED


@pytest.mark.parametrize(
    "case", ["another address", "account not activated", "anonymous", "account switched off"]
)
def test_everyone_else_still_confirms_by_mail(
    case, client, django_user_model, django_capture_on_commit_callbacks, run_tasks
):
    user = _account(
        django_user_model, password=None if case == "account not activated" else "pw-1234567"
    )
    if case == "account switched off":
        django_user_model.objects.filter(pk=user.pk).update(is_active=False)
        user.refresh_from_db()
    email = "iemand-anders@example.org" if case == "another address" else user.email
    who = buyer(email, None if case == "anonymous" else user)
    order = _order(make_event(), who, f"unknown-buyer-{case.replace(' ', '-')}")
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, order)
    run_tasks()
    order.refresh_from_db()
    assert order.status == OrderStatus.AWAITING_CONFIRMATION and order.tickets.count() == 0
    assert any(subject.startswith("Bevestig uw bestelling") for subject in _subjects(email))
    status = client.get(f"/api/orders/{order.public_id}").json()
    assert status["confirmation_needed"] is True


def test_a_known_buyers_free_order_is_confirmed_at_once(
    django_user_model, django_capture_on_commit_callbacks, run_tasks
):
    user = _account(django_user_model)
    event = make_event(non_member=0)
    with django_capture_on_commit_callbacks(execute=True):
        order = _order(event, buyer(user.email, user), "known-free-00000001")
    run_tasks()
    order.refresh_from_db()
    assert order.status == OrderStatus.CONFIRMED and order.tickets.count() == 2
    assert [s for s in _subjects(user.email) if s.startswith("Bevestig")] == []
