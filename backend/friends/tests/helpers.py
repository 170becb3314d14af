"""Shared steps of the friends' tests: sign up through the API and pay on the demo checkout."""

from __future__ import annotations

from payments.models import Payment
from payments.providers.demo import DemoProvider

SIGN_UP = {
    "first_name": "Fenna",
    "last_name": "Vriend",
    "email": "fenna@example.org",
    "country": "NL",
    "amount_cents": 10000,
    "consent": True,
    "consent_version": "vriend-1-nl",
    "idempotency_key": "friend-key-0001",
    "utm_id": "vrienden-zomer",
}


def sign_up(client, **overrides):
    return client.post("/api/friends", SIGN_UP | overrides, content_type="application/json")


def pay(client, payment: Payment, outcome: str = "paid"):
    DemoProvider().choose(payment.provider_payment_id, outcome)
    return client.post("/api/payments/webhook", {"id": payment.provider_payment_id})


def first_payment(public_id: str) -> Payment:
    return Payment.objects.get(purpose="friend", purpose_id=public_id, sequence_type="first")


def become_friend(client, capture, **overrides):
    """Signs up, pays the first gift (commit callbacks run) and returns the friend."""
    from friends.models import Friend

    started = sign_up(client, **overrides)
    assert started.status_code == 201, started.json()
    with capture(execute=True):
        pay(client, first_payment(started.json()["public_id"]))
    return Friend.objects.get(public_id=started.json()["public_id"])
