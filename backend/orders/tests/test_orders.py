"""The order flow's services: prices per buyer, reservation, payment, e-mail confirmation, expiry,
cancellation and refund."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from core.errors import Conflict, DomainError
from events.models import MemberAccess
from members.models import Membership, MembershipStatus, Tier
from orders import services
from orders.availability import remaining
from orders.models import Order, OrderStatus, PriceGroup, TicketStatus
from orders.pricing import price_group_for
from payments.models import Payment

from .helpers import buyer, make_event, pay, ticket_type

pytestmark = pytest.mark.django_db


def _sent(to: str, subject: str) -> list:
    return [m for m in mail.outbox if m.to == [to] and m.subject.startswith(subject)]


def _member(django_user_model, tier=Tier.ADULT):
    user = django_user_model.objects.create_user(
        "lid-tickets@example.org", "lid-tickets@example.org", "x"
    )
    Membership.objects.create(
        user=user,
        tier=tier,
        status=MembershipStatus.ACTIVE,
        first_name="Lid",
        last_name="Voorbeeld",
        email=user.email,
        date_of_birth="1990-01-01",
        paid_until=timezone.localdate().replace(month=12, day=31),
    )
    return user


def _order(event, quantity=1, email="koper@example.org", key=None, user=None):
    return services.order_create(
        event=event,
        lines={ticket_type(event).pk: quantity},
        buyer=buyer(email, user),
        idempotency_key=key or f"key-{email}-{quantity}-{event.pk}",
    )


def test_the_server_decides_the_price_from_the_account(django_user_model):
    event = make_event(member=1000, youth=500, non_member=1500)
    assert price_group_for(None) == PriceGroup.NON_MEMBER
    member = _member(django_user_model)
    order, _ = _order(event, 2, user=member, email=member.email)
    assert (order.price_group, order.total_cents) == (PriceGroup.MEMBER, 2000)
    Membership.objects.filter(user=member).update(tier=Tier.YOUTH)
    order, _ = _order(event, 1, user=member, email=member.email, key="youth-key-000001")
    assert (order.price_group, order.total_cents) == (PriceGroup.YOUTH_MEMBER, 500)
    Membership.objects.filter(user=member).update(status=MembershipStatus.EXPIRED)
    order, _ = _order(event, 1, user=member, email=member.email, key="expired-key-00001")
    assert (order.price_group, order.total_cents) == (PriceGroup.NON_MEMBER, 1500)


def test_members_get_free_access_where_the_event_says_so(
    django_user_model, django_capture_on_commit_callbacks
):
    event = make_event(member_access=MemberAccess.FREE)
    member = _member(django_user_model)
    with django_capture_on_commit_callbacks(execute=True):
        order, checkout = _order(event, 1, user=member, email=member.email)
    # The member's own, proven address: no confirmation step (test_known_buyer.py).
    assert (order.total_cents, checkout, order.status) == (0, "", OrderStatus.CONFIRMED)


def test_a_paid_order_holds_its_tickets_and_starts_a_payment():
    event = make_event(quota=5)
    order, checkout = _order(event, 3)
    assert order.status == OrderStatus.RESERVED and checkout
    assert order.held_until > timezone.now()
    assert remaining([ticket_type(event)]) == {ticket_type(event).pk: 2}
    payment = Payment.objects.get(purpose="order", purpose_id=str(order.public_id))
    assert payment.amount_cents == 4500
    assert f"/agenda/bevestigen?order={order.public_id}" in payment.redirect_url


def test_the_same_idempotency_key_returns_the_same_order():
    event = make_event()
    first, checkout = _order(event, 2, key="double-click-00001")
    again, checkout_again = _order(event, 2, key="double-click-00001")
    assert first.pk == again.pk and checkout == checkout_again
    assert Order.objects.filter(event=event).count() == 1


def test_no_more_than_the_quota_is_sold():
    event = make_event(quota=3)
    _order(event, 2, email="a@example.org")
    with pytest.raises(services.SoldOut):
        _order(event, 2, email="b@example.org")
    _order(event, 1, email="c@example.org")
    assert remaining([ticket_type(event)]) == {ticket_type(event).pk: 0}


def test_an_expired_hold_frees_its_tickets_without_a_job():
    event = make_event(quota=2)
    order, _ = _order(event, 2)
    with pytest.raises(services.SoldOut):
        _order(event, 1, email="b@example.org")
    Order.objects.filter(pk=order.pk).update(held_until=timezone.now() - timedelta(seconds=1))
    _order(event, 1, email="b@example.org")
    assert services.orders_expire() == 1
    assert Order.objects.get(pk=order.pk).status == OrderStatus.EXPIRED


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"canceled": True}, "geen tickets meer"),
        (
            {
                "start_time": timezone.now() - timedelta(days=2),
                "end_time": timezone.now() - timedelta(days=1),
            },
            "voorbij",
        ),
    ],
)
def test_a_cancelled_or_past_event_sells_nothing(fields, message):
    event = make_event(**fields)
    with pytest.raises(Conflict, match=message):
        _order(event)
    assert not Order.objects.filter(event=event).exists()


def test_sales_do_not_open_before_their_time():
    event = make_event(sales_start=timezone.now() + timedelta(hours=1))
    with pytest.raises(Conflict, match="nog niet begonnen"):
        _order(event)


def test_bad_input_changes_nothing():
    event = make_event()
    other = make_event()
    cases = [
        ({ticket_type(event).pk: 0}, buyer(), "ten minste"),
        ({ticket_type(event).pk: 11}, buyer(), "maximaal 10"),
        ({ticket_type(other).pk: 1}, buyer(), "hoort niet"),
        (
            {ticket_type(event).pk: 1},
            services.Buyer(first_name="", last_name="", email="geen-adres"),
            "niet alle velden",
        ),
    ]
    for number, (lines, who, message) in enumerate(cases):
        with pytest.raises(DomainError, match=message):
            services.order_create(
                event=event, lines=lines, buyer=who, idempotency_key=f"bad-input-{number:08d}"
            )
    assert not Order.objects.exists() or not Order.objects.filter(event=event).exists()


def test_payment_then_confirmation_issues_the_tickets_once(
    client, django_capture_on_commit_callbacks, run_tasks
):
    event = make_event()
    order, _ = _order(event, 2)
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, order)
        pay(client, order)  # the webhook, replayed
    order.refresh_from_db()
    assert order.status == OrderStatus.AWAITING_CONFIRMATION
    run_tasks()
    assert len(_sent(order.email, "Bevestig uw bestelling")) == 1
    with django_capture_on_commit_callbacks(execute=True):
        services.order_confirm(public_id=str(order.public_id))
        services.order_confirm(public_id=str(order.public_id))  # a second click
    run_tasks()
    order.refresh_from_db()
    assert order.status == OrderStatus.CONFIRMED and order.tickets.count() == 2
    (tickets,) = _sent(order.email, "Uw tickets")
    assert all(ticket.code in tickets.body for ticket in order.tickets.all())
    files = {part[0]: part for part in tickets.attachments if isinstance(part, tuple)}
    assert files["tickets.pdf"][1].startswith(b"%PDF") and "BEGIN:VEVENT" in str(
        files["evenement.ics"][1]
    )
    assert (
        sum(1 for part in tickets.attachments if not isinstance(part, tuple)) == 2
    )  # the QR codes


def test_an_unpaid_order_cannot_be_confirmed_and_a_failed_payment_frees_the_tickets(
    client, django_capture_on_commit_callbacks
):
    event = make_event(quota=1)
    order, _ = _order(event)
    with pytest.raises(Conflict, match="niet betaald"):
        services.order_confirm(public_id=str(order.public_id))
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, order, "canceled")
    assert Order.objects.get(pk=order.pk).status == OrderStatus.EXPIRED
    _order(event, 1, email="next@example.org")


def test_a_late_payment_for_sold_out_tickets_is_refunded(
    client, django_capture_on_commit_callbacks, run_tasks
):
    event = make_event(quota=1)
    late, _ = _order(event)
    Order.objects.filter(pk=late.pk).update(held_until=timezone.now() - timedelta(minutes=1))
    _order(event, 1, email="quicker@example.org")
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, late)
    run_tasks()
    assert Order.objects.get(pk=late.pk).status == OrderStatus.EXPIRED
    payment = Payment.objects.get(purpose_id=str(late.public_id))
    assert payment.amount_refunded_cents == payment.amount_cents
    assert _sent(late.email, "Uw tickets waren helaas uitverkocht")


def test_a_late_payment_takes_the_tickets_when_they_are_still_there(
    client, django_capture_on_commit_callbacks
):
    event = make_event(quota=1)
    late, _ = _order(event)
    Order.objects.filter(pk=late.pk).update(held_until=timezone.now() - timedelta(minutes=1))
    services.orders_expire()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, late)
    assert Order.objects.get(pk=late.pk).status == OrderStatus.AWAITING_CONFIRMATION


def test_staff_cancel_a_confirmed_order_with_a_refund(
    client, django_capture_on_commit_callbacks, run_tasks
):
    event = make_event()
    order, _ = _order(event)
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, order)
    with django_capture_on_commit_callbacks(execute=True):
        services.order_confirm(public_id=str(order.public_id))
        assert services.order_cancel(order=order)
        assert not services.order_cancel(order=order)
    run_tasks()
    order.refresh_from_db()
    assert order.status == OrderStatus.CANCELLED
    assert set(order.tickets.values_list("status", flat=True)) == {TicketStatus.CANCELLED}
    payment = Payment.objects.get(purpose_id=str(order.public_id))
    assert payment.amount_refunded_cents == 1500
    assert len(_sent(order.email, "Uw bestelling is geannuleerd")) == 1


def test_publishing_a_cancelled_event_mails_its_ticket_holders_once(
    django_capture_on_commit_callbacks, run_tasks
):
    event = make_event(member=0, youth=0, non_member=0)
    with django_capture_on_commit_callbacks(execute=True):
        order, _ = _order(event)
        services.order_confirm(public_id=str(order.public_id))
    event.canceled = True
    with django_capture_on_commit_callbacks(execute=True):
        event.save_revision().publish()
        event.save_revision().publish()
    with django_capture_on_commit_callbacks(execute=True):
        run_tasks()  # cancels the orders, which queue their e-mails
    run_tasks()
    assert Order.objects.get(pk=order.pk).status == OrderStatus.CANCELLED
    assert len(_sent(order.email, "Het evenement gaat niet door")) == 1
