"""A monthly gift after its first payment: the subscription starts a month on, every later charge is
a paid gift of its own with a receipt (demo provider and Mollie), and the donor stops it with the
signed link in the receipt (valid, tampered, expired, already stopped)."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.core import mail, signing
from django.core.management import call_command
from django.utils import timezone

from donations import monthly
from donations.models import Donation, DonationStatus
from payments import services as payments
from payments.models import DemoProviderSubscription, Payment, Subscription
from payments.providers.base import add_interval
from payments.providers.demo import DemoProvider
from payments.tests.fake_mollie import FakeMollie

from .test_donations import pay, start

STOP_LINK = re.compile(r"http://localhost:3000/doneer/beheren/(\S+)")


@pytest.fixture
def monthly_gift(client, demo, run_tasks, django_capture_on_commit_callbacks) -> Donation:
    """A paid monthly gift of € 25 with its subscription; its receipt sent."""
    started = start(client, frequency="monthly").json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, started["public_id"])
    run_tasks()
    return Donation.objects.select_related("subscription").get(public_id=started["public_id"])


def stop_token_in(message) -> str:
    (token,) = STOP_LINK.findall(message.body)
    assert f"/doneer/beheren/{token}" in message.alternatives[0][0]
    return token


def test_the_receipt_of_a_monthly_gift_carries_its_stop_link(monthly_gift):
    (receipt,) = mail.outbox
    assert "maandelijkse gift van € 25,00" in receipt.body
    # The signature carries a timestamp, so a token made a second later differs: compare what it names.
    signed_for = signing.TimestampSigner(salt=monthly.LINK_SALT).unsign(stop_token_in(receipt))
    assert signed_for == str(monthly_gift.subscription.purpose_id)


def test_the_first_charge_is_one_month_after_the_first_payment(monthly_gift):
    ledger = DemoProviderSubscription.objects.get(
        id=monthly_gift.subscription.provider_subscription_id
    )
    paid_on = timezone.localdate(monthly_gift.paid_at)
    assert ledger.next_payment_date == add_interval(paid_on, "1 month") != paid_on


def test_each_demo_charge_is_a_paid_gift_with_a_receipt(
    only_own_demo_subscriptions, monthly_gift, run_tasks, django_capture_on_commit_callbacks
):
    next_month = add_interval(timezone.localdate(monthly_gift.paid_at), "1 month")
    with django_capture_on_commit_callbacks(execute=True):
        call_command("reconcile_payments", stdout=__import__("io").StringIO())  # not due yet
        assert payments.demo_subscriptions_charge(today=next_month) == 1
        assert payments.demo_subscriptions_charge(today=next_month) == 0
    charges = Donation.objects.filter(subscription=monthly_gift.subscription).exclude(
        pk=monthly_gift.pk
    )
    (charge,) = charges
    assert (charge.status, charge.amount_cents, charge.frequency) == ("paid", 2500, "monthly")
    assert (charge.page, charge.email, charge.first_name) == (
        monthly_gift.page,
        "anna@example.org",
        "Anna",
    )
    assert run_tasks() == 1 and len(mail.outbox) == 2
    assert "maandelijkse gift van € 25,00" in mail.outbox[1].body
    assert stop_token_in(mail.outbox[1])
    # The charge counts like any gift; the monthly gift makes no second subscription.
    assert Subscription.objects.filter(purpose_id=str(monthly_gift.public_id)).count() == 1
    assert Payment.objects.get(purpose_id=str(charge.public_id)).subscription == charge.subscription


# --- with Mollie ----------------------------------------------------------------------------------
@pytest.fixture
def fake(settings):
    server = FakeMollie()
    server.start()
    settings.PAYMENT_PROVIDER = "mollie"
    settings.MOLLIE_API_KEY = server.api_key
    settings.MOLLIE_API_URL = server.url
    yield server
    server.stop()


def test_a_mollie_subscription_charge_becomes_one_paid_gift(
    client, demo, fake, run_tasks, django_capture_on_commit_callbacks
):
    started = start(client, frequency="monthly").json()
    first = Payment.objects.get(purpose_id=started["public_id"])
    fake.settle(first.provider_payment_id, "paid")
    with django_capture_on_commit_callbacks(execute=True):
        client.post("/api/payments/webhook", {"id": first.provider_payment_id})
    donation = Donation.objects.get(public_id=started["public_id"])
    subscription = donation.subscription
    remote = fake.subscriptions[subscription.customer_id][subscription.provider_subscription_id]
    assert (
        remote["startDate"]
        == add_interval(timezone.localdate(donation.paid_at), "1 month").isoformat()
    )

    failed = fake.charge(subscription.customer_id, subscription.provider_subscription_id, "failed")
    charge = fake.charge(subscription.customer_id, subscription.provider_subscription_id)
    with django_capture_on_commit_callbacks(execute=True):
        for provider_payment_id in (failed["id"], charge["id"], charge["id"], failed["id"]):
            response = client.post("/api/payments/webhook", {"id": provider_payment_id})
            assert response.status_code == 200
    gifts = Donation.objects.filter(subscription=subscription).exclude(pk=donation.pk)
    assert sorted(gifts.values_list("status", flat=True)) == ["failed", "paid"]
    assert run_tasks() == 2  # the first gift's receipt and the paid charge's; none for the failure
    assert [message.to for message in mail.outbox] == [["anna@example.org"]] * 2


# --- the stop link --------------------------------------------------------------------------------
def gift(client, token: str):
    return client.get(f"/api/donations/monthly/{token}")


def stop(client, token: str):
    return client.post(f"/api/donations/monthly/{token}/stop")


def test_the_stop_link_shows_the_gift_and_reading_it_changes_nothing(client, monthly_gift):
    token = stop_token_in(mail.outbox[0])
    for _ in range(2):
        response = gift(client, token)
        assert response.status_code == 200
        paid_on = timezone.localdate(monthly_gift.paid_at)
        assert response.json() == {
            "kind": "monthly",
            "ref": str(monthly_gift.public_id),
            "title": "De eindsprint",
            "amount_cents": 2500,
            "interval": "1 month",
            "intervals": ["1 month", "3 months", "12 months"],
            "started_on": paid_on.isoformat(),
            "status": "active",
            "next_charge_on": add_interval(paid_on, "1 month").isoformat(),
            "paused_until": None,
            "stopped_on": None,
            "min_amount_cents": 100,
            "max_amount_cents": 10_000_000,
            "pause_months": [1, 3, 6],
        }
    assert Subscription.objects.get(pk=monthly_gift.subscription_id).status == "active"


def test_the_donor_stops_the_gift_once_and_is_told_by_mail(
    only_own_demo_subscriptions, client, monthly_gift, run_tasks, django_capture_on_commit_callbacks
):
    token = stop_token_in(mail.outbox[0])
    with django_capture_on_commit_callbacks(execute=True):
        response = stop(client, token)
    assert response.status_code == 200
    body = response.json()
    assert (body["status"], body["stopped_on"]) == ("stopped", timezone.localdate().isoformat())
    subscription = Subscription.objects.get(pk=monthly_gift.subscription_id)
    assert subscription.status == "canceled" and subscription.canceled_at
    assert (
        DemoProviderSubscription.objects.get(id=subscription.provider_subscription_id).status
        == "canceled"
    )
    assert run_tasks() == 1
    confirmation = mail.outbox[-1]
    assert confirmation.subject == "Uw maandelijkse gift is gestopt"
    assert confirmation.to == ["anna@example.org"]
    assert "€ 25,00" in confirmation.body and "De eindsprint" in confirmation.body
    html = confirmation.alternatives[0][0]
    assert "gestopt" in html
    # Sent from a no-reply address: the way to react is a link, not a reply.
    assert "eantwoord" not in confirmation.body and "/contact" in confirmation.body
    assert "eantwoord" not in html and "/contact</a>" in html
    # Stopped already: the link says so, a second stop changes nothing and sends nothing.
    with django_capture_on_commit_callbacks(execute=True):
        again = stop(client, token)
    assert again.status_code == 409 and again.json()["message"] == monthly.ALREADY_STOPPED
    assert gift(client, token).json()["status"] == "stopped"
    assert run_tasks() == 0
    # What was paid stays paid, and no more charges come.
    assert Donation.objects.get(pk=monthly_gift.pk).status == DonationStatus.PAID
    assert payments.demo_subscriptions_charge(today=timezone.localdate() + timedelta(days=400)) == 0


@pytest.mark.parametrize(
    "tamper",
    [
        lambda token: token[:-1] + ("A" if token[-1] != "A" else "B"),  # the signature
        lambda token: "00000000-0000-4000-8000-000000000000" + token[36:],  # another gift
        lambda token: token.split(":", 1)[0],  # no signature at all
        lambda token: "x",
    ],
)
def test_a_tampered_link_shows_nothing_and_stops_nothing(client, monthly_gift, tamper):
    token = tamper(stop_token_in(mail.outbox[0]))
    for response in (gift(client, token), stop(client, token)):
        assert response.status_code == 404
        assert response.json()["message"] == monthly.INVALID_LINK
        assert "eindsprint" not in response.content.decode()
    assert Subscription.objects.get(pk=monthly_gift.subscription_id).status == "active"


def test_a_link_signed_for_something_else_is_refused(client, monthly_gift):
    token = signing.TimestampSigner().sign(str(monthly_gift.public_id))  # no, or another, salt
    assert gift(client, token).status_code == 404


def test_an_expired_link_is_refused_with_its_own_message(client, monthly_gift, monkeypatch):
    token = stop_token_in(mail.outbox[0])
    later = timezone.now() + monthly.STOP_LINK_MAX_AGE + timedelta(days=1)
    monkeypatch.setattr("django.core.signing.time.time", lambda: later.timestamp())
    for response in (gift(client, token), stop(client, token)):
        assert response.status_code == 410
        assert response.json()["message"] == monthly.EXPIRED_LINK
    assert Subscription.objects.get(pk=monthly_gift.subscription_id).status == "active"


def test_staff_stop_sends_the_same_confirmation(
    monthly_gift, run_tasks, django_capture_on_commit_callbacks
):
    from donations.services import donation_stop_monthly

    with django_capture_on_commit_callbacks(execute=True):
        donation_stop_monthly(donation=monthly_gift)
    assert run_tasks() == 1 and mail.outbox[-1].subject == "Uw maandelijkse gift is gestopt"
    with pytest.raises(Exception, match="geen lopende"):
        donation_stop_monthly(donation=Donation.objects.get(pk=monthly_gift.pk))


def test_the_form_shows_the_legal_limits_from_the_settings(client, demo, settings):
    settings.DONATION_ANONYMOUS_MAX_CENTS = 50_000
    form = client.get("/api/donations/page", {"path": "/doneer"}).json()["donation"]
    assert (form["anonymous_max_cents"], form["yearly_max_cents"]) == (50_000, 10_000_000)


def test_demo_charge_of_a_subscription_whose_first_gift_is_gone_changes_nothing(
    only_own_demo_subscriptions, monthly_gift, django_capture_on_commit_callbacks
):
    subscription = monthly_gift.subscription
    Donation.objects.filter(subscription=subscription).update(subscription=None)
    Donation.objects.filter(pk=monthly_gift.pk).delete()
    with django_capture_on_commit_callbacks(execute=True):
        DemoProvider().charge_due_subscriptions(today=timezone.localdate() + timedelta(days=40))
        assert payments.demo_subscriptions_charge(today=timezone.localdate()) == 1
    assert not Donation.objects.filter(subscription=subscription).exists()
    assert Payment.objects.get(subscription=subscription).status == "paid"


def test_the_anbi_page_explains_the_law_with_the_limits_of_the_settings(client, demo):
    import json

    page = client.get("/api/pages/resolve", {"path": "/anbi"}).json()
    text = json.dumps(page["body"], ensure_ascii=False)
    for phrase in (
        "Wet financiering politieke partijen",
        "Openbaar vanaf 10.000 euro",
        "Anoniem tot 1.000 euro",
        "Ten hoogste 100.000 euro per jaar",
        "buiten de Europese Unie",
        "geen fiscaal nummer",
    ):
        assert phrase in text, phrase
    assert not re.search(r"\b\d{8,9}\b", text)  # no RSIN-like number is claimed
