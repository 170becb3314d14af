"""Discount and upgrade links (one use, clear refusals) and the yearly cycle: reminders, charges
on the mandate (once per year), expiry after the grace period."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from django.core import mail

from members import renewals
from members.demo import DISCOUNT_CODE, EXPIRED_DISCOUNT_CODE, UPGRADE_CODE, USED_DISCOUNT_CODE
from members.models import Membership, MembershipOffer, MembershipStatus, PaymentKind, Tier
from payments.models import Payment
from payments.providers.demo import DemoProvider

from .helpers import join, join_and_pay, pay

pytestmark = pytest.mark.django_db
YEAR = date.today().year


def test_offer_pages_refuse_wrong_used_and_expired_codes(client):
    valid = client.get(f"/api/members/offers/discount/{DISCOUNT_CODE}")
    assert valid.status_code == 200 and valid.json()["price_cents"] == 1250 and valid.json()["regular_cents"] == 2500
    assert client.get("/api/members/offers/discount/bestaat-niet").status_code == 404
    used = client.get(f"/api/members/offers/discount/{USED_DISCOUNT_CODE}")
    assert used.status_code == 410 and used.json()["message"] == "Deze link is al gebruikt."
    assert client.get(f"/api/members/offers/discount/{EXPIRED_DISCOUNT_CODE}").json()["message"] == "Deze link is verlopen."
    # An upgrade code is no discount code, and the answer names nobody.
    assert client.get(f"/api/members/offers/discount/{UPGRADE_CODE}").status_code == 404
    upgrade = client.get(f"/api/members/offers/upgrade/{UPGRADE_CODE}").json()
    assert set(upgrade) == {"kind", "state", "campaign", "price_cents", "tier", "regular_cents", "prefill"}
    assert upgrade["prefill"] is None


def test_discount_link_is_used_once(client, django_capture_on_commit_callbacks):
    membership = join_and_pay(client, django_capture_on_commit_callbacks, offer_code=DISCOUNT_CODE)
    assert membership.status == MembershipStatus.ACTIVE
    assert membership.payments.get().payment.amount_cents == 1250
    assert MembershipOffer.objects.get(code=DISCOUNT_CODE).used_at is not None
    second = join(client, email="tweede@example.org", idempotency_key="join-key-00000009", offer_code=DISCOUNT_CODE)
    assert second.status_code == 410 and second.json()["message"] == "Deze link is al gebruikt."


def test_claimed_code_cannot_be_paid_twice_and_a_failed_payment_frees_it(client, django_capture_on_commit_callbacks):
    first = join(client, offer_code=DISCOUNT_CODE)
    assert first.status_code == 201
    busy = join(client, email="tweede@example.org", idempotency_key="join-key-00000009", offer_code=DISCOUNT_CODE)
    assert busy.status_code == 409
    membership = Membership.objects.get(public_id=first.json()["public_id"])
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, membership.payments.get().payment, "canceled")
    again = join(client, email="tweede@example.org", idempotency_key="join-key-00000010", offer_code=DISCOUNT_CODE)
    assert again.status_code == 201


def test_upgrade_link_makes_a_youth_member_adult_once(client, django_capture_on_commit_callbacks):
    started = client.post(f"/api/members/upgrade/{UPGRADE_CODE}", {"idempotency_key": "upgrade-key-01"}, content_type="application/json")
    assert started.status_code == 201
    youth = Membership.objects.get(email="jeugdlid@example.org")
    record = youth.payments.get(kind=PaymentKind.UPGRADE)
    assert record.payment.amount_cents == 2000
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, record.payment)
    youth.refresh_from_db()
    assert youth.tier == Tier.ADULT and youth.paid_until == date(YEAR, 12, 31)
    assert client.get(f"/api/members/offers/upgrade/{UPGRADE_CODE}").status_code == 410
    again = client.post(f"/api/members/upgrade/{UPGRADE_CODE}", {"idempotency_key": "upgrade-key-02"}, content_type="application/json")
    assert again.status_code == 410


def test_upgrade_link_shows_the_paid_upgrade_before_the_webhook(client, monkeypatch):
    """The visitor back from the checkout asks about the link before the provider's webhook came."""
    # As outside a test's transaction: what waits for the commit runs at once.
    monkeypatch.setattr("django.db.transaction.on_commit", lambda callback, *args, **kwargs: callback())
    started = client.post(f"/api/members/upgrade/{UPGRADE_CODE}", {"idempotency_key": "upgrade-key-03"}, content_type="application/json")
    assert started.status_code == 201
    payment = Membership.objects.get(email="jeugdlid@example.org").payments.get(kind=PaymentKind.UPGRADE).payment
    assert client.get(f"/api/members/offers/upgrade/{UPGRADE_CODE}").json()["state"] == "claimed"
    DemoProvider().choose(payment.provider_payment_id, "paid")  # paid at the provider, no webhook yet
    answer = client.get(f"/api/members/offers/upgrade/{UPGRADE_CODE}")
    assert answer.status_code == 410 and answer.json()["message"] == "Deze link is al gebruikt."
    assert Membership.objects.get(email="jeugdlid@example.org").tier == Tier.ADULT


def test_reminder_then_charge_on_the_mandate_once(client, run_tasks, django_capture_on_commit_callbacks):
    membership = join_and_pay(client, django_capture_on_commit_callbacks)
    run_tasks()
    december = date(YEAR, 12, 20)
    assert renewals.remind_due(today=date(YEAR, 11, 1)) == 0
    with django_capture_on_commit_callbacks(execute=True):
        assert renewals.remind_due(today=december) >= 1
    assert renewals.remind_due(today=december) == 0
    run_tasks()
    reminder = [m for m in mail.outbox if m.to == ["bram@example.org"]][-1]
    assert reminder.subject == f"Uw contributie voor {YEAR + 1}" and "automatisch af" in reminder.body
    january = date(YEAR + 1, 1, 2)
    with django_capture_on_commit_callbacks(execute=True):
        assert renewals.charge_due(today=january) >= 1
        renewals.charge_due(today=january)
    membership.refresh_from_db()
    assert membership.paid_until == date(YEAR + 1, 12, 31)
    charges = Payment.objects.filter(purpose_id=str(membership.public_id), sequence_type="recurring")
    assert charges.count() == 1 and charges.get().status == "paid"


def test_unpaid_membership_expires_after_grace(settings):
    member = Membership.objects.get(email="lid@example.org")
    end = member.paid_until
    assert renewals.expire_lapsed(today=end + timedelta(days=settings.MEMBERSHIP_GRACE_DAYS)) == 0
    assert renewals.expire_lapsed(today=end + timedelta(days=settings.MEMBERSHIP_GRACE_DAYS + 1)) >= 1
    member.refresh_from_db()
    assert member.status == MembershipStatus.EXPIRED and member.events.filter(action="expired").exists()


def test_staff_activation_and_cancellation_are_logged(client):
    from django.contrib.auth import get_user_model

    from members import services

    staff = get_user_model().objects.get(username="redactie")
    pending = Membership.objects.get(email="wacht@example.org")
    services.membership_activate(membership=pending, actor=staff)
    pending.refresh_from_db()
    assert pending.status == MembershipStatus.ACTIVE and pending.user is not None
    services.membership_cancel(membership=pending, actor=staff, reason="staff")
    assert [(e.action, e.actor_id) for e in pending.events.order_by("at")] == [("activated", staff.pk), ("cancelled", staff.pk)]
