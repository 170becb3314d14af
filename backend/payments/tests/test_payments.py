"""The payment core with the demo provider: idempotent creation, webhooks applied once and only
forward, unknown ids ignored, the donor's return, reconciliation, refunds and subscriptions."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone

from core.errors import Conflict, DomainError
from members.demo import MEMBER_EMAIL
from payments import purposes, services
from payments.models import DemoProviderPayment, Payment, PaymentStatus, Subscription
from payments.providers.base import ProviderPayment
from payments.providers.demo import DemoProvider


@pytest.fixture
def heard():
    """The status changes a purpose hears of."""
    calls: list[tuple[str, str, str]] = []
    purposes.register(
        "test",
        lambda payment, previous: calls.append((payment.purpose_id, previous, payment.status)),
    )
    yield calls
    purposes._handlers.pop("test", None)


def create(key: str = "key-1", amount: int = 2500, **extra) -> Payment:
    return services.payment_create(
        purpose="test",
        purpose_id=extra.pop("purpose_id", "p1"),
        amount_cents=amount,
        description="Testgift",
        redirect_url="http://localhost:3000/doneer/bedankt",
        idempotency_key=key,
        **extra,
    )


def webhook(client, provider_payment_id: str):
    return client.post("/api/payments/webhook", {"id": provider_payment_id})


def test_create_is_idempotent(db):
    first = create()
    again = create()
    assert first.pk == again.pk
    assert Payment.objects.count() == 1 and DemoProviderPayment.objects.count() == 1
    assert first.status == PaymentStatus.OPEN
    assert first.checkout_url == f"/api/payments/demo/{first.provider_payment_id}"
    assert [e.source for e in first.events.all()] == ["create", "create"]


def test_same_key_with_other_data_is_a_conflict(db):
    create()
    with pytest.raises(Conflict):
        create(amount=5000)


@pytest.mark.parametrize("amount", [0, 99, 10_000_001])
def test_amount_out_of_bounds_is_refused_before_anything_starts(db, amount):
    with pytest.raises(DomainError) as error:
        create(amount=amount)
    assert "Kies een bedrag tussen 1 en 100.000 euro." == error.value.message
    assert not Payment.objects.exists() and not DemoProviderPayment.objects.exists()


def test_paid_webhook_is_applied_once(client, db, heard, django_capture_on_commit_callbacks):
    payment = create()
    DemoProvider().choose(payment.provider_payment_id, "paid")
    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(3):
            assert webhook(client, payment.provider_payment_id).status_code == 200
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.PAID and payment.method == "ideal" and payment.paid_at
    assert heard == [("p1", "open", "paid")]
    assert [(e.from_status, e.to_status) for e in payment.events.filter(source="webhook")] == [
        ("open", "paid")
    ]


def test_unknown_payment_webhook_changes_nothing(client, db, heard):
    assert webhook(client, "tr_onbekend").status_code == 200
    assert webhook(client, "x" * 500).status_code == 200
    assert heard == []


def test_a_late_report_of_an_earlier_state_changes_nothing(db, heard, monkeypatch):
    payment = create()
    DemoProvider().choose(payment.provider_payment_id, "paid")
    services.payment_sync(provider_payment_id=payment.provider_payment_id, source="webhook")
    stale = ProviderPayment(id=payment.provider_payment_id, status="pending", amount_cents=2500)
    monkeypatch.setattr(DemoProvider, "get_payment", lambda self, _id: stale)
    services.payment_sync(provider_payment_id=payment.provider_payment_id, source="webhook")
    failed = ProviderPayment(id=payment.provider_payment_id, status="failed", amount_cents=2500)
    monkeypatch.setattr(DemoProvider, "get_payment", lambda self, _id: failed)
    services.payment_sync(provider_payment_id=payment.provider_payment_id, source="webhook")
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.PAID


@pytest.mark.parametrize("outcome", ["failed", "canceled", "expired"])
def test_unhappy_outcomes_reach_the_payment(client, db, outcome):
    payment = create()
    DemoProvider().choose(payment.provider_payment_id, outcome)
    webhook(client, payment.provider_payment_id)
    payment.refresh_from_db()
    assert payment.status == outcome and payment.is_final


def test_return_page_status_checks_an_open_payment_with_the_provider(client, db):
    payment = create()
    DemoProvider().choose(payment.provider_payment_id, "paid")  # the webhook never came
    body = client.get(f"/api/payments/{payment.public_id}").json()
    assert (body["status"], body["amount_cents"]) == ("paid", 2500)
    assert client.get("/api/payments/00000000-0000-4000-8000-000000000000").status_code == 404
    assert client.get("/api/payments/geen-uuid").status_code == 422


def test_reconcile_expires_what_was_left_open(db):
    payment = create()
    DemoProviderPayment.objects.filter(id=payment.provider_payment_id).update(
        expires_at=timezone.now() - timedelta(minutes=1)
    )
    Payment.objects.filter(pk=payment.pk).update(expires_at=timezone.now() - timedelta(minutes=1))
    assert services.payments_reconcile() == 1
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.EXPIRED


def test_refund_within_what_was_paid(client, db):
    payment = create()
    DemoProvider().choose(payment.provider_payment_id, "paid")
    webhook(client, payment.provider_payment_id)
    payment.refresh_from_db()
    refund = services.payment_refund(
        payment=payment, amount_cents=1000, reason="Verzoek van de gever"
    )
    assert refund.status == "refunded" and refund.provider_refund_id.startswith("re_demo_")
    with pytest.raises(DomainError):
        services.payment_refund(payment=payment, amount_cents=1501)
    payment.refresh_from_db()
    assert payment.amount_refunded_cents == 1000


def test_refund_of_an_unpaid_payment_is_refused(db):
    with pytest.raises(Conflict):
        services.payment_refund(payment=create(), amount_cents=100)


def test_first_payment_gives_a_mandate_and_a_subscription_can_be_cancelled(client, db):
    customer = DemoProvider().create_customer(name="Test", email="test@example.org")
    payment = create(sequence_type="first", customer_id=customer)
    DemoProvider().choose(payment.provider_payment_id, "paid")
    webhook(client, payment.provider_payment_id)
    payment.refresh_from_db()
    assert payment.mandate_id.startswith("mdt_demo_")
    subscription = services.subscription_create(
        purpose="test",
        purpose_id="p1",
        customer_id=customer,
        amount_cents=1000,
        interval="1 month",
        description="Maandgift",
    )
    assert subscription.status == "active"
    services.subscription_cancel(subscription=subscription)
    assert Subscription.objects.get(pk=subscription.pk).status == "canceled"


def test_demo_checkout_page_and_choice(
    client, db, heard, django_capture_on_commit_callbacks, monkeypatch
):
    payment = create()
    url = payment.checkout_url
    page = client.get(url)
    assert page.status_code == 200 and "€ 25,00" in page.content.decode()
    # The demo calls the webhook over HTTP from a thread; here the test client delivers it.
    called: list[tuple[str, str]] = []
    monkeypatch.setattr(
        "payments.api._call_webhook", lambda row: called.append((row.id, row.webhook_url))
    )
    response = client.post(url, {"outcome": "paid"})
    assert response.status_code == 303
    assert response["Location"] == "http://localhost:3000/doneer/bedankt"
    assert called == [(payment.provider_payment_id, "http://localhost:3000/api/payments/webhook")]
    with django_capture_on_commit_callbacks(execute=True):
        webhook(client, payment.provider_payment_id)
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.PAID
    assert heard == [("p1", "open", "paid")]
    assert "al afgerond" in client.get(url).content.decode()
    assert client.post(url, {"outcome": "hack"}).status_code == 422


def test_a_logged_in_visitor_pays_on_the_demo_page_and_returns_to_the_host_used(
    db, heard, monkeypatch
):
    """The POST carries the session cookie, so the API's guard wants the CSRF token: the page's
    form holds it. The way back is on the host the visitor used, not on SITE_URL's."""
    payment = create()  # returns to http://localhost:3000/doneer/bedankt (SITE_URL)
    monkeypatch.setattr("payments.api._call_webhook", lambda row: None)
    browser = Client(enforce_csrf_checks=True, HTTP_HOST="127.0.0.1:3000")
    browser.force_login(get_user_model().objects.get(username=MEMBER_EMAIL))
    page = browser.get(payment.checkout_url)
    assert page.status_code == 200
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.content.decode())
    assert token, "the form carries the CSRF token"
    without = browser.post(payment.checkout_url, {"outcome": "paid"})
    assert without.status_code == 403  # the guard itself still holds
    response = browser.post(
        payment.checkout_url,
        {"outcome": "paid", "csrfmiddlewaretoken": token[1]},
        headers={"Origin": "http://127.0.0.1:3000"},
    )
    assert response.status_code == 303
    assert response["Location"] == "http://127.0.0.1:3000/doneer/bedankt"
    assert DemoProviderPayment.objects.get(id=payment.provider_payment_id).status == "paid"
    done = browser.get(payment.checkout_url).content.decode()
    assert 'href="http://127.0.0.1:3000/doneer/bedankt"' in done
    assert "no-store" in page["Cache-Control"]  # the token is this visitor's


def test_the_demo_page_leaves_an_address_elsewhere_as_it_is(db, monkeypatch):
    payment = create(key="key-elsewhere")
    DemoProviderPayment.objects.filter(id=payment.provider_payment_id).update(
        redirect_url="https://elders.example/terug"
    )
    monkeypatch.setattr("payments.api._call_webhook", lambda row: None)
    response = Client(HTTP_HOST="127.0.0.1:3000").post(payment.checkout_url, {"outcome": "paid"})
    assert response["Location"] == "https://elders.example/terug"


def test_reconcile_command(db):
    from io import StringIO

    from django.core.management import call_command

    payment = create()
    Payment.objects.filter(pk=payment.pk).update(created_at=timezone.now() - timedelta(minutes=20))
    DemoProvider().choose(payment.provider_payment_id, "paid")
    out = StringIO()
    call_command("reconcile_payments", stdout=out)
    assert "1 open payments checked" in out.getvalue()
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.PAID


@pytest.mark.parametrize(
    ("day", "interval", "expected"),
    [
        ("2025-01-31", "1 month", "2025-02-28"),
        ("2024-01-31", "1 month", "2024-02-29"),
        ("2025-12-15", "1 month", "2026-01-15"),
        ("2025-03-31", "12 months", "2026-03-31"),
        ("2025-03-31", "2 weeks", "2025-04-14"),
        ("2025-03-31", "1 day", "2025-04-01"),
    ],
)
def test_one_interval_on(day, interval, expected):
    from datetime import date

    from payments.providers.base import add_interval

    assert add_interval(date.fromisoformat(day), interval) == date.fromisoformat(expected)


def test_demo_subscription_is_charged_when_due_through_the_webhook_path(
    db, only_own_demo_subscriptions, heard, django_capture_on_commit_callbacks
):
    from datetime import date

    customer = DemoProvider().create_customer(name="Test", email="test@example.org")
    subscription = services.subscription_create(
        purpose="test",
        purpose_id="p1",
        customer_id=customer,
        amount_cents=1000,
        interval="1 month",
        description="Maandgift",
        start_date=date(2030, 1, 31),
    )
    with django_capture_on_commit_callbacks(execute=True):
        assert services.demo_subscriptions_charge(today=date(2030, 1, 30)) == 0
        assert services.demo_subscriptions_charge(today=date(2030, 1, 31)) == 1
        assert services.demo_subscriptions_charge(today=date(2030, 1, 31)) == 0  # a second run
    (charge,) = Payment.objects.filter(subscription=subscription)
    assert (charge.status, charge.sequence_type, charge.amount_cents) == ("paid", "recurring", 1000)
    assert charge.events.filter(source="webhook").count() == 2  # recorded, then paid
    assert heard == [("p1", "created", "paid")]
    with django_capture_on_commit_callbacks(execute=True):
        assert services.demo_subscriptions_charge(today=date(2030, 2, 28)) == 1
    assert services.subscription_cancel(subscription=subscription) is True
    assert services.subscription_cancel(subscription=subscription) is False
    assert services.demo_subscriptions_charge(today=date(2030, 6, 1)) == 0
    assert Payment.objects.filter(subscription=subscription, status="paid").count() == 2


def test_demo_charges_are_not_made_for_another_provider(db, settings):
    settings.PAYMENT_PROVIDER = "mollie"
    assert services.demo_subscriptions_charge() == 0


def test_the_demo_bank_fails_a_mandates_debits_days_later_with_a_reason_code(
    client, db, heard, monkeypatch
):
    """Set on the demo checkout of a first payment: the later direct debits on its mandate fail
    with the chosen SEPA code, DIRECT_DEBIT_DAYS after the charge, through the webhook path. A
    code that allows no retry (AC04) makes the mandate invalid: the next charge is refused."""
    from payments.models import DemoProviderMandate
    from payments.providers.demo import DIRECT_DEBIT_DAYS

    monkeypatch.setattr("payments.api._call_webhook", lambda row: None)
    customer = services.customer_create(name="Test", email="test@example.org")
    first = create(sequence_type="first", customer_id=customer)
    page = client.get(first.checkout_url).content.decode()
    assert 'name="debit_failure"' in page and "AM04" in page
    assert client.post(first.checkout_url, {"outcome": "paid", "debit_failure": "AM04"}).status_code == 303
    webhook(client, first.provider_payment_id or "")
    first.refresh_from_db()
    mandate = DemoProviderMandate.objects.get(id=first.mandate_id)
    assert mandate.fail_with == "AM04" and first.account_last4 == "6789"

    charge = create("charge-1", sequence_type="recurring", customer_id=customer)
    assert charge.status == PaymentStatus.PENDING and charge.mandate_id == mandate.id
    today = timezone.localdate()
    late = today + timedelta(days=DIRECT_DEBIT_DAYS)
    assert services.demo_direct_debits_settle(today=late - timedelta(days=1)) == 0
    assert services.demo_direct_debits_settle(today=late) == 1
    assert services.demo_direct_debits_settle(today=late) == 0  # settled once
    charge.refresh_from_db()
    assert charge.status == PaymentStatus.FAILED and charge.failure_reason == "AM04"
    mandate.refresh_from_db()
    assert mandate.status == "valid"  # insufficient funds: the mandate may be tried again

    DemoProvider().set_debit_failure(mandate.id, "AC04")
    second = create("charge-2", sequence_type="recurring", customer_id=customer)
    services.demo_direct_debits_settle(today=late)
    second.refresh_from_db()
    mandate.refresh_from_db()
    assert second.failure_reason == "AC04" and mandate.status == "invalid"
    with pytest.raises(services.PaymentUnavailable):
        create("charge-3", sequence_type="recurring", customer_id=customer)

    DemoProvider().set_debit_failure(mandate.id, "")  # a mandate that pays: paid at once
    assert client.post(
        create("first-2", sequence_type="first", customer_id=customer).checkout_url,
        {"outcome": "paid"},
    ).status_code == 303
    assert create("charge-4", sequence_type="recurring", customer_id=customer).status == PaymentStatus.PAID
