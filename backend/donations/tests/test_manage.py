"""A donor manages a monthly gift (issue 21): the amount within the limits and the party-finance
yearly maximum, the interval, a pause and its end, and stopping; from the signed link in every
mail about it (valid, tampered, expired; reading changes nothing) and from /mijn-account. Each
change once, logged on the person and confirmed by a mail whose link works."""

from __future__ import annotations

import re
from datetime import date, timedelta

import pytest
from django.core import mail
from django.utils import timezone

from donations import monthly
from donations.models import Donation
from payments.models import DemoProviderSubscription, Subscription
from payments.providers.base import add_interval
from people.models import AuditEntry

from .test_donations import pay, start

LINK = re.compile(r"http://localhost:3000/doneer/beheren/(\S+)")


@pytest.fixture
def monthly_gift(client, demo, run_tasks, django_capture_on_commit_callbacks) -> Donation:
    started = start(client, frequency="monthly").json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, started["public_id"])
    run_tasks()
    return Donation.objects.select_related("subscription").get(public_id=started["public_id"])


def token_in(message) -> str:
    tokens = LINK.findall(message.body)
    assert tokens, message.body
    assert f"/doneer/beheren/{tokens[0]}" in message.alternatives[0][0]
    return tokens[0]


def show(client, token):
    return client.get(f"/api/donations/monthly/{token}")


def act(client, token, **body):
    return client.post(f"/api/donations/monthly/{token}", body, content_type="application/json")


def remote(gift: Donation) -> DemoProviderSubscription:
    assert gift.subscription is not None
    return DemoProviderSubscription.objects.get(id=gift.subscription.provider_subscription_id)


def next_charge_of(gift: Donation) -> date:
    day = remote(gift).next_payment_date
    assert day is not None
    return day


def test_reading_the_link_changes_nothing(client, monthly_gift):
    token = token_in(mail.outbox[0])
    before = remote(monthly_gift).__dict__.copy()
    for _ in range(3):
        assert show(client, token).status_code == 200
    after = remote(monthly_gift).__dict__
    assert {k: v for k, v in before.items() if not k.startswith("_")} == {
        k: v for k, v in after.items() if not k.startswith("_")
    }
    assert not AuditEntry.objects.filter(action__startswith="monthly_gift").exists()


def test_the_old_stop_links_manage_the_gift_too(client, monthly_gift):
    assert monthly.stop_token is monthly.manage_token
    token = monthly.stop_token(monthly_gift.subscription)
    assert show(client, token).json()["status"] == "active"


def test_a_tampered_or_expired_link_changes_nothing(client, monthly_gift, monkeypatch):
    token = token_in(mail.outbox[0])
    tampered = token[:-1] + ("A" if token[-1] != "A" else "B")
    assert show(client, tampered).status_code == 404
    assert act(client, tampered, action="amount", amount_cents=5000).status_code == 404
    later = timezone.now() + monthly.LINK_MAX_AGE + timedelta(days=1)
    monkeypatch.setattr("django.core.signing.time.time", lambda: later.timestamp())
    assert show(client, token).status_code == 410
    assert act(client, token, action="pause", months=3).status_code == 410
    assert Subscription.objects.get(pk=monthly_gift.subscription_id).amount_cents == 2500
    assert remote(monthly_gift).amount_cents == 2500


def test_the_amount_changes_within_the_limits_once_with_a_log_and_a_mail(
    client, monthly_gift, run_tasks, django_capture_on_commit_callbacks
):
    token = token_in(mail.outbox[0])
    for wrong in (99, 10_000_001):
        response = act(client, token, action="amount", amount_cents=wrong)
        assert (
            response.status_code == 422
            and "Kies een bedrag tussen 1 en 100.000 euro" in (response.json()["message"])
        )
    for _ in range(2):  # the second asks for what already is: nothing happens
        with django_capture_on_commit_callbacks(execute=True):
            response = act(client, token, action="amount", amount_cents=4000)
        assert response.status_code == 200 and response.json()["amount_cents"] == 4000
    assert remote(monthly_gift).amount_cents == 4000
    entry = AuditEntry.objects.get(action="monthly_gift_amount_changed")
    assert entry.person_id == monthly_gift.person_id and entry.actor is None
    assert entry.changes["bedrag"] == "€ 25,00 → € 40,00"
    assert run_tasks() == 1
    confirmation = mail.outbox[-1]
    assert confirmation.subject == "Uw gift is gewijzigd" and confirmation.to == [
        "anna@example.org"
    ]
    assert "Beste Anna" in confirmation.body and "€ 40,00 per maand" in confirmation.body
    assert "eantwoord" not in confirmation.body
    # The mail's link works: it shows the gift as it is now.
    assert show(client, token_in(confirmation)).json()["amount_cents"] == 4000


def test_an_increase_must_fit_the_yearly_maximum_as_a_new_gift_would(
    client, monthly_gift, settings
):
    token = token_in(mail.outbox[0])
    next_charge = next_charge_of(monthly_gift)
    paid_this_year = 2500 if next_charge.year == timezone.localdate().year else 0
    charges_left = len(
        [m for m in range(12) if add_interval(next_charge, f"{m} months").year == next_charge.year]
    )
    # Room for exactly the charges still due in that year at € 50, not a cent more.
    settings.DONATION_YEARLY_MAX_CENTS = paid_this_year + charges_left * 5000
    refused = act(client, token, action="amount", amount_cents=5001)
    assert refused.status_code == 422 and "ten hoogste" in refused.json()["message"]
    assert remote(monthly_gift).amount_cents == 2500
    assert act(client, token, action="amount", amount_cents=5000).status_code == 200
    # Giving less never needs room.
    settings.DONATION_YEARLY_MAX_CENTS = 100
    assert act(client, token, action="amount", amount_cents=1000).status_code == 200
    # More often is more per year: a yearly gift becoming monthly is checked too.
    assert act(client, token, action="interval", interval="12 months").status_code == 200
    assert act(client, token, action="interval", interval="1 month").status_code == 422


def test_the_interval_changes_to_one_of_the_allowed(client, monthly_gift):
    token = token_in(mail.outbox[0])
    next_charge = next_charge_of(monthly_gift)
    body = act(client, token, action="interval", interval="3 months").json()
    assert (body["interval"], body["next_charge_on"]) == ("3 months", next_charge.isoformat())
    assert remote(monthly_gift).interval == "3 months"
    assert act(client, token, action="interval", interval="2 weeks").status_code == 422


def test_pause_for_months_and_resume_in_the_gifts_own_rhythm(
    client, monthly_gift, run_tasks, django_capture_on_commit_callbacks
):
    token = token_in(mail.outbox[0])
    next_charge = next_charge_of(monthly_gift)
    resume_on = add_interval(next_charge, "3 months")
    for _ in range(2):  # asked twice: paused once, to the same date
        with django_capture_on_commit_callbacks(execute=True):
            body = act(client, token, action="pause", months=3).json()
        assert (body["status"], body["paused_until"]) == ("paused", resume_on.isoformat())
        assert body["next_charge_on"] == resume_on.isoformat()
    assert remote(monthly_gift).next_payment_date == resume_on
    assert AuditEntry.objects.filter(action="monthly_gift_paused").count() == 1
    assert run_tasks() == 1 and mail.outbox[-1].subject == "Uw gift is gepauzeerd"
    assert resume_on.strftime("%Y") in mail.outbox[-1].body and token_in(mail.outbox[-1])
    # A longer pause counts from the charge that was next, not from the paused date.
    six = act(client, token, action="pause", months=6).json()
    assert six["paused_until"] == add_interval(next_charge, "6 months").isoformat()
    assert act(client, token, action="pause", months=2).status_code == 422
    with django_capture_on_commit_callbacks(execute=True):
        body = act(client, token, action="resume").json()
    assert (body["status"], body["paused_until"]) == ("active", None)
    assert body["next_charge_on"] == next_charge.isoformat()  # still ahead: the same day
    assert remote(monthly_gift).next_payment_date == next_charge
    assert run_tasks() == 1 and mail.outbox[-1].subject == "Uw gift loopt weer"


def test_pause_until_a_date(client, monthly_gift):
    token = token_in(mail.outbox[0])
    today = timezone.localdate()
    for wrong in (today, add_interval(today, "13 months")):
        response = act(client, token, action="pause", until=wrong.isoformat())
        assert response.status_code == 422
    until = add_interval(today, "5 months")
    body = act(client, token, action="pause", until=until.isoformat()).json()
    assert (body["status"], body["paused_until"], body["next_charge_on"]) == (
        "paused",
        until.isoformat(),
        until.isoformat(),
    )


def test_resume_after_the_pause_charge_has_passed_takes_the_next_in_rhythm(monthly_gift):
    from payments import recurring

    subscription = monthly_gift.subscription
    Subscription.objects.filter(pk=subscription.pk).update(
        paused_from=date(2020, 1, 15), paused_until=timezone.localdate() + timedelta(days=40)
    )
    outcome = recurring.resume(subscription.pk)
    day = outcome.after.next_charge
    assert (
        day is not None
        and day.day == 15
        and timezone.localdate() < day <= add_interval(timezone.localdate(), "1 month")
    )


def test_stop_from_the_link_once(
    client, monthly_gift, run_tasks, django_capture_on_commit_callbacks
):
    token = token_in(mail.outbox[0])
    with django_capture_on_commit_callbacks(execute=True):
        assert act(client, token, action="stop").json()["status"] == "stopped"
    assert act(client, token, action="stop").status_code == 409
    assert act(client, token, action="pause", months=1).status_code == 409
    assert AuditEntry.objects.filter(action="monthly_gift_stopped").count() == 1
    assert run_tasks() == 1
    stopped = mail.outbox[-1]
    assert stopped.subject == "Uw maandelijkse gift is gestopt"
    assert show(client, token_in(stopped)).json()["status"] == "stopped"


def test_each_charge_receipt_carries_the_link_and_the_next_date(
    only_own_demo_subscriptions, client, monthly_gift, run_tasks, django_capture_on_commit_callbacks
):
    from payments import services as payments

    first_charge = next_charge_of(monthly_gift)
    with django_capture_on_commit_callbacks(execute=True):
        assert payments.demo_subscriptions_charge(today=first_charge) == 1
    run_tasks()
    receipt = mail.outbox[-1]
    assert "elke maand afgeschreven" in receipt.body
    second = add_interval(first_charge, "1 month")
    assert Subscription.objects.get(pk=monthly_gift.subscription_id).next_payment_date == second
    assert show(client, token_in(receipt)).status_code == 200


# --- from /mijn-account ---------------------------------------------------------------------------
def test_the_account_lists_and_changes_ones_own_gifts_only(
    client, monthly_gift, run_tasks, django_capture_on_commit_callbacks
):
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.create_user("anna", "anna@example.org", "a-long-password-1")
    monthly_gift.person.user = user
    monthly_gift.person.save()
    assert client.get("/api/members/me/gifts").status_code == 401
    client.force_login(user)
    (listed,) = client.get("/api/members/me/gifts").json()
    assert (listed["kind"], listed["ref"], listed["amount_cents"]) == (
        "monthly",
        str(monthly_gift.public_id),
        2500,
    )
    url = f"/api/members/me/gifts/monthly/{monthly_gift.public_id}"
    with django_capture_on_commit_callbacks(execute=True):
        changed = client.post(
            url, {"action": "amount", "amount_cents": 3000}, content_type="application/json"
        )
    assert changed.status_code == 200 and changed.json()["amount_cents"] == 3000
    entry = AuditEntry.objects.get(action="monthly_gift_amount_changed")
    assert entry.actor == user
    assert run_tasks() == 1 and token_in(mail.outbox[-1])
    other = get_user_model().objects.create_user("bert", "bert@example.org", "a-long-password-2")
    client.force_login(other)
    assert client.get("/api/members/me/gifts").json() == []
    assert client.post(url, {"action": "stop"}, content_type="application/json").status_code == 404


def test_a_staff_refund_mails_the_donor(
    demo, client, run_tasks, django_capture_on_commit_callbacks
):
    from donations.services import donation_refund

    started = start(client, idempotency_key="refund-key-01").json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, started["public_id"])
    run_tasks()
    donation = Donation.objects.get(public_id=started["public_id"])
    with django_capture_on_commit_callbacks(execute=True):
        donation_refund(donation=donation)
    assert run_tasks() == 1
    notice = mail.outbox[-1]
    assert notice.subject == "Uw gift is terugbetaald" and notice.to == ["anna@example.org"]
    assert "Beste Anna" in notice.body and "€ 25,00" in notice.body
    assert "binnen enkele werkdagen" in notice.body and "eantwoord" not in notice.body
