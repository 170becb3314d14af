"""Donations: the rules of party-finance law, starting a gift through the API, the payment's news
applied once (one receipt), the progress bar, and the thank-you status."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.core import mail

from donations.models import Donation, DonationPage, DonationStatus
from payments.models import Payment
from payments.providers.demo import DemoProvider
from wfpp.rules import OUTSIDE_EEA


def start(client, **overrides):
    body = {
        "path": "/doneer/eindsprint",
        "amount_cents": 2500,
        "frequency": "once",
        "first_name": "Anna",
        "last_name": "Voorbeeld",
        "email": "anna@example.org",
        "idempotency_key": "test-key-0001",
    } | overrides
    return client.post("/api/donations", body, content_type="application/json")


def pay(client, donation_id: str, outcome: str = "paid"):
    payment = Payment.objects.get(purpose="donation", purpose_id=donation_id)
    DemoProvider().choose(payment.provider_payment_id, outcome)
    return client.post("/api/payments/webhook", {"id": payment.provider_payment_id})


def test_page_with_form_and_progress(client, demo):
    body = client.get("/api/donations/page", {"path": "/doneer/eindsprint"}).json()
    assert body["page"]["title"] == "De eindsprint" and body["page"]["page_type"] == "donation"
    assert body["donation"]["goal_cents"] == 10_000_000
    assert body["donation"]["raised_cents"] == 275_000
    assert body["donation"]["suggested_amounts_cents"] == [1000, 2500, 5000, 10000]
    assert client.get("/api/donations/page", {"path": "/privacy"}).status_code == 404
    assert client.get("/api/donations/page", {"path": "/doneer/bestaat-niet"}).status_code == 404


def test_gift_paid_once_with_one_receipt(
    client, demo, run_tasks, django_capture_on_commit_callbacks
):
    response = start(client)
    assert response.status_code == 201
    started = response.json()
    assert started["checkout_url"].startswith("/api/payments/demo/tr_demo_")
    assert start(client).json() == started  # a double click: the same gift and checkout
    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(3):
            pay(client, started["public_id"])
    donation = Donation.objects.get(public_id=started["public_id"])
    assert donation.status == DonationStatus.PAID and donation.paid_at
    assert run_tasks() == 1 and run_tasks() == 0
    assert len(mail.outbox) == 1
    receipt = mail.outbox[0]
    assert receipt.to == ["anna@example.org"] and receipt.subject == "Bedankt voor uw gift"
    assert "€ 25,00" in receipt.body and "De eindsprint" in receipt.body
    assert "€ 25,00" in receipt.alternatives[0][0]
    # The tax overview the mail speaks of is on the donor's own page.
    assert "jaaroverzicht voor uw belastingaangifte" in receipt.body
    assert f"{settings.SITE_URL}/mijn-account" in receipt.body
    assert isinstance(receipt, mail.EmailMultiAlternatives)
    assert '/mijn-account"' in receipt.alternatives[0][0]
    progress = client.get("/api/donations/page", {"path": "/doneer/eindsprint"}).json()["donation"]
    assert progress["raised_cents"] == 277_500


@pytest.mark.parametrize("outcome", ["failed", "canceled", "expired"])
def test_unpaid_gift_does_not_count(client, demo, outcome, django_capture_on_commit_callbacks):
    started = start(client).json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, started["public_id"], outcome)
    status = client.get(f"/api/donations/{started['public_id']}").json()
    assert status["status"] == outcome and status["page_path"] == "/doneer/eindsprint"
    assert (
        client.get("/api/donations/page", {"path": "/doneer/eindsprint"}).json()["donation"][
            "raised_cents"
        ]
        == 275_000
    )


def test_status_asks_the_provider_when_the_donor_is_back_first(
    client, demo, django_capture_on_commit_callbacks
):
    started = start(client).json()
    payment = Payment.objects.get(purpose="donation", purpose_id=started["public_id"])
    DemoProvider().choose(payment.provider_payment_id, "paid")  # no webhook yet
    with django_capture_on_commit_callbacks(execute=True):
        client.get(f"/api/donations/{started['public_id']}")
    assert client.get(f"/api/donations/{started['public_id']}").json()["status"] == "paid"


@pytest.mark.parametrize(
    "overrides, field, message",
    [
        ({"amount_cents": 50}, "amount", "Kies een bedrag tussen 1 en 100.000 euro."),
        ({"email": "geen-adres"}, "email", "Vul een geldig e-mailadres in."),
        (
            {"country": "US"},
            "country",
            OUTSIDE_EEA,
        ),
        (
            {"first_name": "", "last_name": "", "email": "", "amount_cents": 150_000},
            "first_name",
            "Een anonieme gift mag niet hoger zijn dan 1.000 euro. Vul uw naam en e-mailadres in.",
        ),
        (
            {"frequency": "monthly", "email": ""},
            "email",
            "Voor een maandelijkse gift hebben wij uw naam en e-mailadres nodig.",
        ),
        (
            {"wants_receipt": True},
            "street",
            "Voor een fiscaal overzicht hebben wij uw naam, e-mailadres en adres nodig.",
        ),
    ],
)
def test_bad_input_gets_a_dutch_message_and_changes_nothing(
    client, demo, overrides, field, message
):
    response = start(client, **overrides)
    assert response.status_code == 422
    assert response.json()["fields"][field] == message
    assert not Donation.objects.filter(idempotency_key="test-key-0001").exists()
    assert not Payment.objects.filter(purpose="donation").exists()


def test_yearly_cap_per_donor(client, demo, settings, django_capture_on_commit_callbacks):
    settings.DONATION_YEARLY_MAX_CENTS = 5000
    first = start(client, email="Cap@Example.org", amount_cents=5000).json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, first["public_id"])
    second = start(
        client, email="cap@example.org", amount_cents=100, idempotency_key="test-key-0002"
    )
    assert second.status_code == 422
    assert "ten hoogste 50 euro" in second.json()["message"]


def test_anonymous_small_gift_is_welcome(client, demo):
    response = start(client, first_name="", last_name="", email="", amount_cents=1000)
    assert response.status_code == 201


def test_monthly_gift_starts_a_subscription_after_the_first_payment(
    client, demo, django_capture_on_commit_callbacks
):
    started = start(client, frequency="monthly").json()
    payment = Payment.objects.get(purpose="donation", purpose_id=started["public_id"])
    assert payment.sequence_type == "first" and payment.customer_id.startswith("cst_demo_")
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, started["public_id"])
    donation = Donation.objects.get(public_id=started["public_id"])
    assert donation.subscription and donation.subscription.interval == "1 month"
    assert donation.subscription.status == "active"


def test_monthly_is_refused_where_the_page_does_not_allow_it(client, demo):
    response = start(client, path="/1euro", amount_cents=100, frequency="monthly")
    assert response.status_code == 422 and "eenmalig" in response.json()["message"]


def test_thanks_path_of_index_and_campaign(demo):
    from donations.services import thanks_path

    assert thanks_path(DonationPage.objects.get(locale__language_code="nl", slug="doneer")) == "/doneer/bedankt"
    assert thanks_path(DonationPage.objects.get(locale__language_code="nl", slug="afrikaners")) == "/doneer/bedankt/afrikaners"


def test_unknown_gift_status_is_404(client, demo):
    assert client.get("/api/donations/00000000-0000-4000-8000-000000000000").status_code == 404


def test_staff_filter_and_export_gifts(client, demo):
    from django.contrib.auth import get_user_model

    client.force_login(get_user_model().objects.get(username="beheer"))
    page = DonationPage.objects.get(locale__language_code="nl", slug="eindsprint")
    listing = client.get("/cms/snippets/donations/donation/", {"page": page.pk, "status": "paid"})
    assert listing.status_code == 200
    export = client.get("/cms/snippets/donations/donation/", {"page": page.pk, "status": "paid", "export": "csv"})
    lines = b"".join(export.streaming_content).decode().splitlines()
    assert len(lines) == 1 + 4  # the header and the four paid demo gifts of this campaign
    assert client.get(f"/cms/snippets/donations/donation/edit/{Donation.objects.first().pk}/").status_code == 404


def test_year_overview_for_donors_who_asked(demo, run_tasks):
    from django.core.management import call_command
    from django.utils import timezone

    page = DonationPage.objects.get(locale__language_code="nl", slug="eindsprint")
    now = timezone.now()
    common = {"page": page, "status": DonationStatus.PAID, "paid_at": now, "email": "Jan@Example.org"}
    Donation.objects.create(idempotency_key="y-1", amount_cents=2500, wants_receipt=True, **common)
    Donation.objects.create(idempotency_key="y-2", amount_cents=1050, **common)
    Donation.objects.create(idempotency_key="y-3", amount_cents=999, status=DonationStatus.FAILED, page=page, email="jan@example.org")
    call_command("send_year_overviews", year=now.year, stdout=__import__("io").StringIO())
    assert run_tasks() == 1
    overview = mail.outbox[-1]
    assert overview.subject == f"Overzicht van uw giften in {now.year}"
    assert "Totaal: € 35,50" in overview.body
    assert isinstance(overview, mail.EmailMultiAlternatives)
    assert "/mijn-account" in overview.body and '/mijn-account"' in str(overview.alternatives[0][0])


def test_staff_refund_a_gift_and_stop_a_monthly_one(client, demo, django_capture_on_commit_callbacks):
    from django.contrib.auth import get_user_model

    monthly = start(client, frequency="monthly").json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, monthly["public_id"])
    donation = Donation.objects.get(public_id=monthly["public_id"])
    client.force_login(get_user_model().objects.get(username="beheer"))
    listing = client.get("/cms/snippets/donations/donation/").content.decode()
    assert f"/cms/donaties/{donation.pk}/refund/" in listing and f"/cms/donaties/{donation.pk}/stop/" in listing
    assert "Betaal € 25,00 terug aan Anna Voorbeeld?" in client.get(f"/cms/donaties/{donation.pk}/refund/").content.decode()
    assert client.post(f"/cms/donaties/{donation.pk}/stop/").status_code == 302
    assert client.post(f"/cms/donaties/{donation.pk}/refund/").status_code == 302
    donation.refresh_from_db()
    assert donation.status == DonationStatus.REFUNDED and donation.subscription.status == "canceled"
    payment = Payment.objects.get(purpose="donation", purpose_id=monthly["public_id"])
    assert payment.amount_refunded_cents == 2500
    assert client.post(f"/cms/donaties/{donation.pk}/refund/").status_code == 302  # a second time: refused, no error
    assert Payment.objects.get(pk=payment.pk).amount_refunded_cents == 2500
    assert client.get(f"/cms/donaties/{donation.pk}/hack/").status_code == 404


def test_staff_see_totals_per_campaign(client, demo):
    from django.contrib.auth import get_user_model

    client.force_login(get_user_model().objects.get(username="beheer"))
    html = client.get("/cms/reports/donaties-per-campagne/").content.decode()
    assert "Donaties per campagne" in html and "De eindsprint" in html and "€ 2.750,00" in html
    export = client.get("/cms/reports/donaties-per-campagne/", {"export": "csv"})
    rows = export.content.decode().splitlines() if not export.streaming else b"".join(export.streaming_content).decode().splitlines()
    assert rows[0].startswith("Campagne,Betaalde giften")
    # Euros as staff read them, not cents (the comma of the amount quotes the cell).
    assert any(row.replace("\xa0", " ").startswith('De eindsprint,4,"€ 2.750,00"') for row in rows), rows
