"""Joining: the rules (tier by age, agreement, one membership per address), the first payment
applied once, the account made and the welcome mail with its activation link."""

from __future__ import annotations

import re
from datetime import date

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.utils import timezone

from members import pricing
from members.models import Membership, MembershipStatus, PaymentKind
from payments.models import Payment

from .helpers import APPLICATION, join, join_and_pay, pay

pytestmark = pytest.mark.django_db


def test_adult_joins_pays_once_and_gets_welcome_with_activation(
    client, run_tasks, django_capture_on_commit_callbacks
):
    started = join(client)
    assert started.status_code == 201
    body = started.json()
    assert body["checkout_url"].startswith("/api/payments/demo/tr_demo_")
    assert join(client).json() == body  # a double click: one membership, one payment
    membership = Membership.objects.get(public_id=body["public_id"])
    assert membership.status == MembershipStatus.PENDING
    payment = membership.payments.get().payment
    assert payment.amount_cents == pricing.first_year_cents("adult", timezone.localdate())
    assert payment.sequence_type == "first"
    assert client.get(f"/api/members/join/{body['public_id']}").json()["status"] == "pending"
    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(3):
            pay(client, payment)
    membership.refresh_from_db()
    assert membership.status == MembershipStatus.ACTIVE
    assert membership.paid_until == date(date.today().year, 12, 31)
    assert membership.mandate_id.startswith("mdt_demo_")
    assert (
        membership.user.username == "bram@example.org" and not membership.user.has_usable_password()
    )
    assert run_tasks() == 1 and run_tasks() == 0
    welcome = mail.outbox[-1]
    assert welcome.subject == "Welkom als lid!" and welcome.to == ["bram@example.org"]
    assert re.search(r"/account-aanmaken/[\w-]+\.[\w-]+", welcome.body)
    assert "/account-aanmaken/" in welcome.alternatives[0][0]
    assert client.get(f"/api/members/join/{body['public_id']}").json() == {
        "status": "active",
        "payment_status": "paid",
        "tier": "adult",
    }
    assert [e.action for e in membership.events.order_by("at")] == ["joined", "paid"]


def test_youth_pays_the_youth_dues_and_age_limit_holds(client, settings):
    young = date.today().replace(year=date.today().year - 20).isoformat()
    started = join(client, tier="youth", date_of_birth=young, idempotency_key="youth-key-0001")
    assert started.status_code == 201
    charged = Payment.objects.get(purpose_id=started.json()["public_id"]).amount_cents
    assert charged == pricing.first_year_cents("youth", timezone.localdate()) <= 500
    too_old = join(client, tier="youth", email="oud@example.org", idempotency_key="youth-key-0002")
    assert too_old.status_code == 422 and "tier" in too_old.json()["fields"]
    settings.MEMBERSHIP_YOUTH_MAX_AGE = 19
    older = join(
        client,
        tier="youth",
        email="twintig@example.org",
        date_of_birth=young,
        idempotency_key="youth-key-0003",
    )
    assert older.status_code == 422 and "19 jaar" in older.json()["message"]


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"agree": False}, "agree"),
        ({"email": "geen-adres"}, "email"),
        ({"first_name": " "}, "first_name"),
        ({"date_of_birth": "2099-01-01"}, "date_of_birth"),
        (
            {"date_of_birth": date.today().replace(year=date.today().year - 10).isoformat()},
            "date_of_birth",
        ),
        ({"province": "atlantis"}, "province"),
    ],
)
def test_bad_application_changes_nothing(client, overrides, field):
    response = join(client, **overrides)
    assert response.status_code == 422
    assert field in response.json()["fields"] and response.json()["message"]
    assert not Membership.objects.filter(email="bram@example.org").exists()
    assert not Payment.objects.filter(purpose="membership").exists()


def test_one_membership_per_address(client, django_capture_on_commit_callbacks):
    join_and_pay(client, django_capture_on_commit_callbacks)
    again = join(client, email="BRAM@example.org", idempotency_key="join-key-00000002")
    assert again.status_code == 409 and "Log in" in again.json()["message"]


def test_failed_payment_keeps_membership_pending(client, django_capture_on_commit_callbacks):
    membership = Membership.objects.get(public_id=join(client).json()["public_id"])
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, membership.payments.get().payment, "failed")
    membership.refresh_from_db()
    assert membership.status == MembershipStatus.PENDING and membership.user is None
    assert (
        client.get(f"/api/members/join/{membership.public_id}").json()["payment_status"] == "failed"
    )
    assert get_user_model().objects.filter(username="bram@example.org").count() == 0


def test_referral_and_campaign_are_recorded(client):
    body = join(client, referral_code="ref-abc", utm_id="utm-1", utm_content_id="content-2").json()
    membership = Membership.objects.get(public_id=body["public_id"])
    assert (membership.referral_code, membership.utm_id, membership.utm_content_id) == (
        "ref-abc",
        "utm-1",
        "content-2",
    )


def test_join_status_of_unknown_id_is_404(client):
    assert client.get("/api/members/join/00000000-0000-0000-0000-000000000000").status_code == 404
    assert client.get("/api/members/join/niet-een-id").status_code == 422


def test_options_are_the_constants(client):
    options = client.get("/api/members/options").json()
    assert {key: options[key] for key in ("adult_cents", "youth_cents", "youth_max_age", "min_age")} == {
        "adult_cents": 2500,
        "youth_cents": 500,
        "youth_max_age": 27,
        "min_age": 14,
    }


def test_join_kind_recorded(client):
    membership = Membership.objects.get(public_id=join(client).json()["public_id"])
    assert membership.payments.get().kind == PaymentKind.JOIN
    assert APPLICATION["email"] == membership.email
