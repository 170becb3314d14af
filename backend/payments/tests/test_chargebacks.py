"""Chargebacks: weeks after a paid direct debit (up to 8 weeks for SEPA) the payer's bank may take
the money back, and a card issuer after a dispute. The provider keeps the payment paid, with an
amount charged back, and calls the webhook. What the payment paid for is undone once, however often
the webhook comes: dues become unpaid (with the grace period from that day and a pay link), a gift
no longer counts for party-finance law, a friend's year is taken off, tickets stop being valid;
nothing is refunded on top. Each with a control case that is not charged back."""

from __future__ import annotations

import re
from collections import Counter
from datetime import timedelta

import pytest
import time_machine
from django.core import mail
from django.utils import timezone

from core.errors import DomainError
from core.tests.concurrency import run_at_once
from donations.models import Donation, DonationStatus
from donations.services import raised_cents
from friends.models import FriendGift
from friends.tests.helpers import become_friend
from members import renewals, rules, selectors
from members.models import MembershipEvent, MembershipStatus
from members.tests.helpers import join_and_pay
from orders import services as orders
from orders.models import OrderStatus, TicketStatus
from orders.tests.helpers import buyer, make_event, ticket_type
from orders.tests.helpers import pay as pay_order
from payments import services
from payments.models import Payment, Refund
from payments.providers.demo import DemoProvider
from people import payments as person_payments
from wfpp import ledger

PAY_LINK = re.compile(r"/contributie/betalen/([A-Za-z0-9_:\-]+)")


def charge_back(client, payment: Payment, capture, times: int = 1) -> Payment:
    """The bank takes the payment back; the provider calls the webhook (`times` over)."""
    DemoProvider().charge_back(payment.provider_payment_id or "")
    with capture(execute=True):
        for _ in range(times):
            response = client.post("/api/payments/webhook", {"id": payment.provider_payment_id})
            assert response.status_code == 200
    payment.refresh_from_db()
    return payment


def _dues_payment(membership) -> Payment:
    return membership.payments.get().payment


@pytest.mark.django_db
def test_charged_back_dues_are_unpaid_with_grace_from_that_day_and_a_pay_link(
    client, run_tasks, django_capture_on_commit_callbacks
):
    capture = django_capture_on_commit_callbacks
    member = join_and_pay(client, capture, email="storno@example.org", idempotency_key="chargeback-key-0001")
    control = join_and_pay(client, capture, email="betaalt@example.org", idempotency_key="chargeback-key-0002")
    year = timezone.localdate().year
    assert member.paid_until == rules.year_end(year) and member.mandate_id
    run_tasks()
    mail.outbox.clear()

    payment = charge_back(client, _dues_payment(member), capture, times=3)
    assert (payment.status, payment.amount_kept_cents) == ("paid", 0)
    member.refresh_from_db()
    today = timezone.localdate()
    assert member.paid_until == rules.year_end(year - 1)
    assert (member.mandate_id, member.dues_charged_back_on) == ("", today)
    assert member.status == MembershipStatus.ACTIVE and member.in_grace_on(today)
    assert member.grace_until == today + timedelta(days=30)
    assert MembershipEvent.objects.filter(membership=member, action="charged_back").count() == 1
    # Nothing refunded on top of what the bank took back.
    assert not Refund.objects.filter(payment=payment).exists()

    run_tasks()
    (sent,) = [m for m in mail.outbox if m.to == [member.email]]
    assert sent.subject == f"Uw contributie voor {year} is teruggeboekt"
    assert "teruggeboekt" in sent.body and "niet meer automatisch" in sent.body
    assert not [m for m in mail.outbox if m.to == [control.email]]

    # The member's own page says so, with the pay button; the payments list too.
    failed = selectors.member_overview(member.user)["membership"]["failed_payment"]
    assert failed["charged_back"] and failed["year"] == year
    rows = person_payments.person_payments(member.person)
    assert [row.status for row in rows] == ["charged_back"] and rows[0].kept_cents == 0
    control_rows = person_payments.person_payments(control.person)
    assert [row.status for row in control_rows] == ["paid"]

    # Grace runs from the chargeback: not lapsed on its last day, lapsed the day after.
    assert renewals.expire_lapsed(today=member.grace_until) == 0
    with time_machine.travel(timezone.now() + timedelta(days=31), tick=False):
        assert renewals.expire_lapsed(today=member.grace_until + timedelta(days=1)) == 1
    member.refresh_from_db()
    control.refresh_from_db()
    assert member.status == MembershipStatus.EXPIRED
    assert control.status == MembershipStatus.ACTIVE


@pytest.mark.django_db
def test_the_pay_link_after_a_chargeback_pays_the_year_again(
    client, run_tasks, django_capture_on_commit_callbacks
):
    capture = django_capture_on_commit_callbacks
    member = join_and_pay(client, capture, email="terug@example.org", idempotency_key="chargeback-key-0003")
    run_tasks()
    mail.outbox.clear()
    charge_back(client, _dues_payment(member), capture)
    run_tasks()
    found = PAY_LINK.search(str(mail.outbox[-1].body))
    assert found is not None
    token = found.group(1)
    started = client.post(f"/api/members/dues/link/{token}")
    assert started.status_code == 201, started.json()
    payment = Payment.objects.get(checkout_url=started.json()["checkout_url"])
    DemoProvider().choose(payment.provider_payment_id or "", "paid")
    with capture(execute=True):
        client.post("/api/payments/webhook", {"id": payment.provider_payment_id})
    member.refresh_from_db()
    assert member.paid_until == rules.year_end(timezone.localdate().year)
    assert member.dues_charged_back_on is None and member.mandate_id  # a new mandate
    assert selectors.member_overview(member.user)["membership"]["failed_payment"] is None


@pytest.mark.django_db
def test_a_charged_back_gift_no_longer_counts(client, demo, django_capture_on_commit_callbacks):
    capture = django_capture_on_commit_callbacks

    def gift(key: str, email: str) -> Donation:
        body = {
            "path": "/doneer/eindsprint",
            "amount_cents": 250_000,
            "frequency": "once",
            "first_name": "Gea",
            "last_name": "Gever",
            "email": email,
            "street": "Dorpsstraat 1",
            "postal_code": "1234 AB",
            "city": "Ergens",
            "idempotency_key": key,
        }
        started = client.post("/api/donations", body, content_type="application/json")
        assert started.status_code == 201, started.json()
        donation = Donation.objects.get(public_id=started.json()["public_id"])
        payment = Payment.objects.get(purpose="donation", purpose_id=str(donation.public_id))
        DemoProvider().choose(payment.provider_payment_id or "", "paid")
        with capture(execute=True):
            client.post("/api/payments/webhook", {"id": payment.provider_payment_id})
        donation.refresh_from_db()
        return donation

    year = timezone.localdate().year
    raised = raised_cents(gift("chargeback-gift-0001", "storno-gift@example.org").page)
    donation = gift("chargeback-gift-0002", "gea@example.org")
    control = gift("chargeback-gift-0003", "gerrit@example.org")
    assert donation.status == DonationStatus.PAID
    assert donation.person_id is not None and control.person_id is not None
    assert ledger.given_cents([donation.person_id], year) == 250_000
    page = donation.page
    assert raised_cents(page) == raised + 2 * 250_000

    payment = Payment.objects.get(purpose="donation", purpose_id=str(donation.public_id))
    charge_back(client, payment, capture, times=2)
    donation.refresh_from_db()
    assert donation.status == DonationStatus.CHARGED_BACK
    assert ledger.given_cents([donation.person_id], year) == 0
    assert ledger.given_cents([control.person_id], year) == 250_000
    assert raised_cents(page) == raised + 250_000
    assert [row.status for row in person_payments.person_payments(donation.person)] == [
        "charged_back"
    ]
    with pytest.raises(DomainError):  # staff cannot refund what the bank already took back
        services.payment_refund(payment=payment, amount_cents=250_000)


@pytest.mark.django_db
def test_a_charged_back_friend_gift_takes_the_year_off(
    client, django_capture_on_commit_callbacks
):
    capture = django_capture_on_commit_callbacks
    friend = become_friend(client, capture, email="vriend-storno@example.org")
    control = become_friend(
        client, capture, email="vriend-blijft@example.org", idempotency_key="friend-key-0002"
    )
    year = timezone.localdate().year
    paid_until = friend.paid_until
    assert ledger.given_cents([friend.person_id], year) == 10_000
    gift = FriendGift.objects.get(friend=friend)
    charge_back(client, gift.payment, capture, times=2)
    friend.refresh_from_db()
    assert friend.paid_until == paid_until.replace(year=paid_until.year - 1)
    assert ledger.given_cents([friend.person_id], year) == 0
    assert ledger.given_cents([control.person_id], year) == 10_000
    assert FriendGift.objects.get(pk=gift.pk).applied_at is None


@pytest.mark.django_db
def test_charged_back_tickets_are_void_and_nothing_is_refunded(
    client, run_tasks, django_capture_on_commit_callbacks
):
    capture = django_capture_on_commit_callbacks
    event = make_event(quota=4)
    kind = ticket_type(event)

    def bought(email: str, key: str):
        order, _ = orders.order_create(
            event=event, lines={kind.pk: 2}, buyer=buyer(email), idempotency_key=key
        )
        with capture(execute=True):
            pay_order(client, order)
        orders.order_confirm(public_id=str(order.public_id))
        order.refresh_from_db()
        return order

    order = bought("koper-storno@example.org", "chargeback-order-0001")
    control = bought("koper-blijft@example.org", "chargeback-order-0002")
    assert order.status == OrderStatus.CONFIRMED
    payment = Payment.objects.get(purpose="order", purpose_id=str(order.public_id))
    charge_back(client, payment, capture, times=2)
    run_tasks()
    order.refresh_from_db()
    assert order.status == OrderStatus.CANCELLED
    assert set(order.tickets.values_list("status", flat=True)) == {TicketStatus.CANCELLED}
    assert set(control.tickets.values_list("status", flat=True)) == {TicketStatus.VALID}
    assert not Refund.objects.filter(payment=payment).exists()
    # The two places are free again: two more can be sold, not three.
    with pytest.raises(DomainError):
        orders.order_create(
            event=event, lines={kind.pk: 3}, buyer=buyer("c@example.org"), idempotency_key="chargeback-order-0003"
        )
    bought("koper-nieuw@example.org", "chargeback-order-0004")


@pytest.mark.django_db(transaction=True)
def test_a_chargeback_reported_many_times_at_once_is_undone_once(client, run_tasks):
    """Twenty webhooks for one chargeback at the same moment, on real connections: one event on
    the membership, one mail, the year rolled back once (not two years)."""

    member = join_and_pay(
        client, lambda execute: _NoCapture(), email="race@example.org", idempotency_key="chargeback-race-0001"
    )
    run_tasks()
    mail.outbox.clear()
    payment = _dues_payment(member)
    year = timezone.localdate().year
    DemoProvider().charge_back(payment.provider_payment_id or "")
    outcomes = run_at_once(
        20,
        lambda _: services.payment_sync(
            provider_payment_id=payment.provider_payment_id or "", source="webhook"
        ),
    )
    assert outcomes == Counter(ok=20), outcomes
    run_tasks()
    member.refresh_from_db()
    assert member.paid_until == rules.year_end(year - 1)
    assert MembershipEvent.objects.filter(membership=member, action="charged_back").count() == 1
    assert len([m for m in mail.outbox if m.to == [member.email]]) == 1


class _NoCapture:
    """In a transactional test commit callbacks run for real: nothing to capture."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False
