"""Shared steps of the membership tests: join through the API and pay on the demo checkout."""

from __future__ import annotations

from payments.models import Payment
from payments.providers.demo import DemoProvider

APPLICATION = {
    "tier": "adult",
    "first_name": "Bram",
    "last_name": "Voorbeeld",
    "email": "bram@example.org",
    "date_of_birth": "1980-05-17",
    "street": "Dorpsstraat 1",
    "postal_code": "1234 AB",
    "city": "Ergens",
    "province": "utrecht",
    "phone": "0612345678",
    "agree": True,
    "idempotency_key": "join-key-00000001",
}


def join(client, **overrides):
    return client.post(
        "/api/members/join", APPLICATION | overrides, content_type="application/json"
    )


def pay(client, payment: Payment, outcome: str = "paid"):
    DemoProvider().choose(payment.provider_payment_id, outcome)
    return client.post("/api/payments/webhook", {"id": payment.provider_payment_id})


def join_and_pay(client, capture, **overrides):
    """Joins, pays the first payment (commit callbacks run) and returns the membership's public id."""
    from members.models import Membership

    started = join(client, **overrides)
    assert started.status_code == 201, started.json()
    membership = Membership.objects.get(public_id=started.json()["public_id"])
    with capture(execute=True):
        pay(client, membership.payments.get().payment)
    membership.refresh_from_db()
    return membership
