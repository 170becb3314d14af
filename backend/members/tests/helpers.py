"""Shared steps of the membership tests: join through the API and pay on the demo checkout."""

from __future__ import annotations

from django.test import Client

from members.demo import MEMBER_EMAIL, MEMBER_PASSWORD
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


def logged_in(email: str = MEMBER_EMAIL, password: str = MEMBER_PASSWORD) -> Client:
    """A client logged in through the API (the demo member by default)."""
    client = Client(HTTP_HOST="localhost:3000")
    response = client.post(
        "/api/accounts/login",
        {"email": email, "password": password},
        content_type="application/json",
    )
    assert response.status_code == 200, response.json()
    return client
