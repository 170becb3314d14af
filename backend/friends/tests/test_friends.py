"""Becoming a friend with a yearly gift through the demo provider: the rules, one sign-up per key,
the thank-you page's state, the yearly subscription and its charges, failed payments, stopping."""

from __future__ import annotations

from datetime import date

import pytest
from django.core import mail
from django.utils import timezone

from friends import services
from friends.models import Friend, FriendGift, FriendStatus, GiftKind
from members.models import MembershipOffer, OfferKind
from payments import services as payments
from payments.models import DemoProviderSubscription, Payment
from payments.providers.base import add_interval
from wfpp.rules import OUTSIDE_EEA

from .helpers import become_friend, first_payment, pay, sign_up

pytestmark = pytest.mark.django_db


def test_the_options_name_the_minimum_yearly_gift(client, settings):
    options = client.get("/api/friends/options").json()
    assert options["min_yearly_cents"] == settings.FRIENDS_MIN_YEARLY_CENTS
    assert options["suggested_cents"][0] == settings.FRIENDS_MIN_YEARLY_CENTS


def test_a_paid_first_gift_makes_a_friend_for_a_year_with_a_yearly_subscription(
    client, run_tasks, django_capture_on_commit_callbacks
):
    started = sign_up(client)
    assert started.status_code == 201
    assert "/api/payments/demo/" in started.json()["checkout_url"]
    status = client.get(f"/api/friends/{started.json()['public_id']}").json()
    assert (status["status"], status["payment_status"]) == ("pending", "open")

    friend = become_friend(client, django_capture_on_commit_callbacks)
    assert friend.status == FriendStatus.ACTIVE
    paid_on = timezone.localdate(first_payment(str(friend.public_id)).paid_at)
    assert friend.paid_until == add_interval(paid_on, "12 months")
    assert (friend.consent_version, friend.utm_id) == ("vriend-1-nl", "vrienden-zomer")
    subscription = friend.subscription
    assert (subscription.interval, subscription.amount_cents, subscription.purpose) == ("12 months", 10000, "friend")
    ledger = DemoProviderSubscription.objects.get(id=subscription.provider_subscription_id)
    assert ledger.next_payment_date == add_interval(paid_on, "12 months")

    status = client.get(f"/api/friends/{friend.public_id}").json()
    assert status == {"status": "active", "payment_status": "paid", "amount_cents": 10000, "paid_until": str(friend.paid_until)}
    assert run_tasks() == 1
    (welcome,) = mail.outbox
    assert welcome.to == ["fenna@example.org"] and welcome.subject == "Welkom als vriend!"
    assert "€ 100,00" in welcome.body and "/lidmaatschap-upgrade/" in welcome.body
    offer = MembershipOffer.objects.get(friend=friend)
    assert offer.kind == OfferKind.FRIEND and offer.path in welcome.body and offer.path in welcome.alternatives[0][0]
    assert offer.expires_at is not None


def test_the_same_form_twice_starts_one_sign_up_and_one_payment(client):
    first, second = sign_up(client), sign_up(client)
    assert first.json() == second.json()
    assert Friend.objects.filter(email="fenna@example.org").count() == 1
    assert Payment.objects.filter(purpose="friend").count() == 1


def test_the_thank_you_page_sees_a_payment_paid_before_the_webhook(client, monkeypatch):
    from payments.providers.demo import DemoProvider

    monkeypatch.setattr("django.db.transaction.on_commit", lambda callback, *args, **kwargs: callback())
    started = sign_up(client).json()
    DemoProvider().choose(first_payment(started["public_id"]).provider_payment_id, "paid")
    status = client.get(f"/api/friends/{started['public_id']}").json()
    assert (status["status"], status["payment_status"]) == ("active", "paid")


@pytest.mark.parametrize("outcome", ["failed", "canceled", "expired"])
def test_an_unpaid_first_gift_makes_no_friend_and_no_subscription(client, outcome, django_capture_on_commit_callbacks):
    started = sign_up(client).json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, first_payment(started["public_id"]), outcome)
    friend = Friend.objects.get(public_id=started["public_id"])
    assert friend.status == FriendStatus.FAILED and friend.subscription is None and friend.paid_until is None
    status = client.get(f"/api/friends/{started['public_id']}").json()
    assert (status["status"], status["payment_status"]) == ("failed", outcome)


@pytest.mark.parametrize(
    ("overrides", "field", "message"),
    [
        ({"amount_cents": 4999}, "amount", "Als vriend geeft u minimaal € 50,00 per jaar."),
        ({"first_name": ""}, "first_name", "Voornaam is verplicht."),
        ({"last_name": " "}, "last_name", "Achternaam is verplicht."),
        ({"email": "geen-adres"}, "email", "Vul een geldig e-mailadres in."),
        ({"country": "US"}, "country", OUTSIDE_EEA),
        ({"consent": False}, "consent", "U moet akkoord gaan met het gebruik van uw gegevens zoals beschreven."),
    ],
)
def test_bad_input_is_refused_in_dutch_and_starts_nothing(client, overrides, field, message):
    refused = sign_up(client, **overrides)
    assert refused.status_code == 422
    assert refused.json()["fields"] == {field: message}
    assert not Friend.objects.filter(email="fenna@example.org").exists()
    assert not Payment.objects.filter(purpose="friend").exists()


def test_the_minimum_is_a_setting(client, settings):
    settings.FRIENDS_MIN_YEARLY_CENTS = 2500
    assert sign_up(client, amount_cents=2500).status_code == 201


def test_an_active_friend_cannot_sign_up_twice(client, django_capture_on_commit_callbacks):
    become_friend(client, django_capture_on_commit_callbacks)
    again = sign_up(client, idempotency_key="friend-key-0002", email="FENNA@example.org")
    assert again.status_code == 409 and again.json()["fields"]["email"].startswith("U bent al vriend")


def test_a_bot_is_refused_by_the_honeypot(client):
    assert sign_up(client, website="x").status_code == 422
    assert not Friend.objects.filter(email="fenna@example.org").exists()


def test_each_yearly_charge_adds_a_year_once(only_own_demo_subscriptions, client, run_tasks, django_capture_on_commit_callbacks):
    friend = become_friend(client, django_capture_on_commit_callbacks)
    run_tasks()
    first_until = friend.paid_until
    with django_capture_on_commit_callbacks(execute=True):
        assert payments.demo_subscriptions_charge(today=first_until) == 1
        assert payments.demo_subscriptions_charge(today=first_until) == 0
    friend.refresh_from_db()
    assert friend.paid_until == add_interval(first_until, "12 months")
    renewal = FriendGift.objects.get(friend=friend, kind=GiftKind.RENEWAL)
    assert renewal.payment.status == "paid" and renewal.payment.subscription == friend.subscription
    assert run_tasks() == 1
    assert mail.outbox[-1].subject == "Bedankt voor uw jaarlijkse vriendengift"
    assert "/lidmaatschap-upgrade/" not in mail.outbox[-1].body  # the link comes with the welcome


def test_staff_stop_the_yearly_gift_once_and_the_friend_is_told(only_own_demo_subscriptions, client, run_tasks, django_capture_on_commit_callbacks):
    friend = become_friend(client, django_capture_on_commit_callbacks)
    run_tasks()
    with django_capture_on_commit_callbacks(execute=True):
        services.friend_stop(friend=friend)
    friend.refresh_from_db()
    assert friend.status == FriendStatus.STOPPED and friend.subscription.status == "canceled"
    with pytest.raises(services.Conflict):
        services.friend_stop(friend=friend)
    assert run_tasks() == 1 and mail.outbox[-1].subject == "Uw jaarlijkse vriendengift is gestopt"
    # The paid year stays: nothing more is charged.
    assert payments.demo_subscriptions_charge(today=date(friend.paid_until.year + 2, 1, 1)) == 0
