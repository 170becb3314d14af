"""The Mollie provider: the real mollie-api-python client over HTTP against the local stand-in of
Mollie's API (fake_mollie.py), on its own and through the payment core and its webhook."""

from __future__ import annotations

from datetime import datetime

import pytest

from core.errors import DomainError
from payments import purposes, services
from payments.models import Payment, PaymentStatus, Subscription
from payments.providers import get_provider
from payments.providers.base import PaymentRequest, ProviderError
from payments.providers.mollie import MollieProvider, to_amount, to_cents

from .fake_mollie import FakeMollie


@pytest.fixture
def fake(settings):
    server = FakeMollie()
    server.start()
    settings.PAYMENT_PROVIDER = "mollie"
    settings.MOLLIE_API_KEY = server.api_key
    settings.MOLLIE_API_URL = server.url
    yield server
    server.stop()


@pytest.fixture
def heard():
    calls: list[tuple[str, str, str]] = []
    purposes.register(
        "test",
        lambda payment, previous: calls.append((payment.purpose_id, previous, payment.status)),
    )
    yield calls
    purposes._handlers.pop("test", None)


def request(key: str = "key-1", amount: int = 2500, **extra) -> PaymentRequest:
    return PaymentRequest(
        amount_cents=amount,
        description="Testgift",
        redirect_url="https://example.org/doneer/bedankt",
        webhook_url="https://example.org/api/payments/webhook",
        idempotency_key=key,
        metadata={"payment": "p1"},
        **extra,
    )


def create(key: str = "key-1", amount: int = 2500, **extra) -> Payment:
    return services.payment_create(
        purpose="test",
        purpose_id="p1",
        amount_cents=amount,
        description="Testgift",
        redirect_url="http://localhost:3000/doneer/bedankt",
        idempotency_key=key,
        **extra,
    )


def webhook(client, provider_payment_id: str):
    return client.post("/api/payments/webhook", {"id": provider_payment_id})


def paid(client, fake: FakeMollie, payment: Payment) -> Payment:
    fake.settle(payment.provider_payment_id, "paid")
    assert webhook(client, payment.provider_payment_id).status_code == 200
    payment.refresh_from_db()
    return payment


# --- the provider on its own -------------------------------------------------------------------
def test_create_payment_gives_a_checkout_url(fake):
    started = get_provider().create_payment(request())
    assert isinstance(get_provider(), MollieProvider)
    assert started.id.startswith("tr_") and started.status == "open"
    assert started.checkout_url == f"https://www.mollie.com/checkout/select-method/{started.id}"
    assert started.amount_cents == 2500 and started.metadata == {"payment": "p1"}
    sent = fake.payments[started.id]
    assert sent["amount"] == {"currency": "EUR", "value": "25.00"}
    assert sent["webhookUrl"] == "https://example.org/api/payments/webhook"
    assert sent["redirectUrl"] == "https://example.org/doneer/bedankt"


def test_the_same_idempotency_key_gives_one_payment(fake):
    first = get_provider().create_payment(request("donation-42"))
    again = get_provider().create_payment(request("donation-42"))
    other = get_provider().create_payment(request("donation-43"))
    assert first.id == again.id != other.id
    assert len(fake.payments) == 2
    assert fake.seen_keys == ["donation-42", "donation-42", "donation-43"]


@pytest.mark.parametrize(
    ("cents", "value"), [(1005, "10.05"), (1, "0.01"), (2500, "25.00"), (10_000_000, "100000.00")]
)
def test_amounts_are_exact_strings_and_cents(cents, value):
    assert to_amount(cents) == {"currency": "EUR", "value": value}
    assert to_cents({"currency": "EUR", "value": value}) == cents


def test_an_amount_with_fractions_of_a_cent_is_refused():
    with pytest.raises(ProviderError):
        to_cents({"currency": "EUR", "value": "10.055"})


@pytest.mark.parametrize(
    "status", ["open", "pending", "authorized", "paid", "failed", "canceled", "expired"]
)
def test_every_status_is_read(fake, status):
    started = get_provider().create_payment(request(amount=1005))
    if status in ("paid", "failed", "canceled", "expired"):
        fake.settle(started.id, status)
    else:
        fake.payments[started.id]["status"] = status
    remote = get_provider().get_payment(started.id)
    assert (remote.status, remote.amount_cents) == (status, 1005)
    if status == "paid":
        assert remote.method == "ideal" and isinstance(remote.paid_at, datetime)
        assert remote.paid_at.tzinfo is not None and remote.amount_refunded_cents == 0
    if status in ("paid", "failed", "canceled", "expired"):
        assert remote.checkout_url is None


@pytest.mark.parametrize("payment_id", ["tr_onbekend", "geen-mollie-id"])
def test_an_unknown_payment_is_a_404(fake, payment_id):
    with pytest.raises(ProviderError) as error:
        get_provider().get_payment(payment_id)
    assert error.value.status_code == 404 and not error.value.retryable


# --- through the payment core ------------------------------------------------------------------
def test_paid_at_mollie_reaches_the_payment_once(
    client, db, fake, heard, django_capture_on_commit_callbacks
):
    payment = create()
    assert payment.status == PaymentStatus.OPEN and payment.checkout_url.startswith("https://")
    assert create().pk == payment.pk and len(fake.payments) == 1
    fake.settle(payment.provider_payment_id, "paid")
    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(3):
            assert webhook(client, payment.provider_payment_id).status_code == 200
    payment.refresh_from_db()
    assert (payment.status, payment.method, payment.checkout_url) == ("paid", "ideal", "")
    assert heard == [("p1", "open", "paid")]
    assert payment.events.filter(source="webhook").count() == 1


def test_unknown_webhook_id_changes_nothing(client, db, fake, heard):
    payment = create()
    assert webhook(client, "tr_onbekend").status_code == 200
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.OPEN and heard == []


def test_first_payment_gives_a_mandate_for_later_charges(client, db, fake):
    provider = get_provider()
    customer = provider.create_customer(name="Test Gever", email="gever@example.org")
    assert fake.customers[customer]["email"] == "gever@example.org"
    payment = paid(client, fake, create(sequence_type="first", customer_id=customer))
    (mandate,) = fake.mandates[customer]
    assert payment.mandate_id == mandate["id"] and payment.customer_id == customer
    charge = provider.create_payment(
        request("charge-1", sequence_type="recurring", customer_id=customer)
    )
    assert (charge.status, charge.mandate_id, charge.checkout_url) == (
        "pending",
        mandate["id"],
        None,
    )
    assert fake.payments[charge.id]["redirectUrl"] is None  # none sent for an automatic charge


def test_a_failed_direct_debit_brings_the_banks_reason_code(client, db, fake):
    """Mollie reports a refused SEPA direct debit days later through the webhook, with the bank's
    reason code in details.bankReasonCode; the first payment told us the account's last digits."""
    provider = get_provider()
    customer = provider.create_customer(name="Test Gever", email="gever@example.org")
    first = paid(client, fake, create(sequence_type="first", customer_id=customer))
    assert first.account_last4 == "0000"  # NL55INGB0000000000
    charge = create("charge-1", sequence_type="recurring", customer_id=customer)
    assert charge.status == PaymentStatus.PENDING and charge.failure_reason == ""
    fake.settle(
        charge.provider_payment_id or "",
        "failed",
        details={"bankReasonCode": "AM04", "bankReason": "Insufficient funds"},
    )
    assert webhook(client, charge.provider_payment_id or "").status_code == 200
    charge.refresh_from_db()
    assert charge.status == PaymentStatus.FAILED and charge.failure_reason == "AM04"
    assert charge.events.filter(detail__failure_reason="AM04").count() == 1


def test_a_chargeback_brings_the_amount_charged_back_once(
    client, db, fake, django_capture_on_commit_callbacks
):
    """Weeks after a paid direct debit the payer's bank takes it back: Mollie keeps the payment
    paid with amountChargedBack and calls the webhook; the purpose hears of it once."""
    charged_back: list[int] = []
    purposes.register(
        "test",
        lambda payment, previous: None,
        charged_back=lambda payment: charged_back.append(payment.amount_charged_back_cents),
    )
    try:
        payment = paid(client, fake, create())
        fake.charge_back(payment.provider_payment_id or "")
        with django_capture_on_commit_callbacks(execute=True):
            for _ in range(3):
                assert webhook(client, payment.provider_payment_id or "").status_code == 200
        payment.refresh_from_db()
        assert (payment.status, payment.amount_charged_back_cents) == ("paid", 2500)
        assert payment.amount_kept_cents == 0 and charged_back == [2500]
        assert payment.events.filter(detail__amount_charged_back_cents=2500).count() == 1
        with pytest.raises(DomainError):  # the bank has the money back: nothing left to refund
            services.payment_refund(payment=payment, amount_cents=100)
    finally:
        purposes._handlers.pop("test", None)
        purposes._charged_back_handlers.pop("test", None)


def test_subscription_is_created_and_cancelled(client, db, fake):
    customer = get_provider().create_customer(name="Test Gever", email="gever@example.org")
    paid(client, fake, create(sequence_type="first", customer_id=customer))
    subscription = services.subscription_create(
        purpose="test",
        purpose_id="p1",
        customer_id=customer,
        amount_cents=1000,
        interval="1 month",
        description="Maandgift",
    )
    remote = fake.subscriptions[customer][subscription.provider_subscription_id]
    assert subscription.status == "active"
    assert (remote["amount"]["value"], remote["interval"]) == ("10.00", "1 month")
    assert remote["webhookUrl"].endswith("/api/payments/webhook")
    services.subscription_cancel(subscription=subscription)
    assert Subscription.objects.get(pk=subscription.pk).status == "canceled"
    assert remote["status"] == "canceled"


def test_subscription_amount_interval_and_next_charge_are_changed_at_mollie(client, db, fake):
    from datetime import date, timedelta

    customer = get_provider().create_customer(name="Test Gever", email="gever@example.org")
    paid(client, fake, create(sequence_type="first", customer_id=customer))
    subscription = services.subscription_create(
        purpose="test",
        purpose_id="p2",
        customer_id=customer,
        amount_cents=1000,
        interval="1 month",
        description="Maandgift",
        start_date=date.today() + timedelta(days=30),
    )
    resume = date.today() + timedelta(days=90)
    services.subscription_update(
        subscription=subscription, amount_cents=1250, interval="3 months", next_payment_date=resume
    )
    remote = fake.subscriptions[customer][subscription.provider_subscription_id]
    assert (remote["amount"]["value"], remote["interval"], remote["nextPaymentDate"]) == (
        "12.50",
        "3 months",
        resume.isoformat(),
    )
    stored = Subscription.objects.get(pk=subscription.pk)
    assert (stored.amount_cents, stored.interval, stored.next_payment_date) == (
        1250,
        "3 months",
        resume,
    )
    # Only what is asked for is sent: the amount alone leaves the rest as it is.
    services.subscription_update(subscription=stored, amount_cents=1500)
    assert (remote["amount"]["value"], remote["interval"]) == ("15.00", "3 months")
    # A stopped subscription cannot change; Mollie's refusal is ours.
    services.subscription_cancel(subscription=stored)
    with pytest.raises(services.PaymentUnavailable):
        services.subscription_update(subscription=stored, amount_cents=2000)


def test_subscription_without_mandate_is_refused(db, fake):
    customer = get_provider().create_customer(name="Test", email="test@example.org")
    with pytest.raises(services.PaymentUnavailable):
        services.subscription_create(
            purpose="test",
            purpose_id="p1",
            customer_id=customer,
            amount_cents=1000,
            interval="12 months",
            description="Jaargift",
        )
    assert not Subscription.objects.filter(purpose="test").exists()


def test_refund_within_what_was_paid(client, db, fake):
    payment = paid(client, fake, create())
    refund = services.payment_refund(payment=payment, amount_cents=1000, reason="Verzoek")
    assert refund.status == "pending" and refund.provider_refund_id.startswith("re_")
    assert fake.payments[payment.provider_payment_id]["amountRefunded"]["value"] == "10.00"
    with pytest.raises(DomainError):  # refused here, before Mollie hears of it
        services.payment_refund(payment=payment, amount_cents=1501)
    with pytest.raises(ProviderError) as error:  # and Mollie refuses it as well
        get_provider().create_refund(
            payment_id=payment.provider_payment_id,
            amount_cents=1501,
            description="Te veel",
            idempotency_key="refund-x",
        )
    assert error.value.status_code == 422 and "higher than the amount remaining" in str(error.value)
    payment.refresh_from_db()
    assert payment.amount_refunded_cents == 1000
    assert get_provider().get_payment(payment.provider_payment_id).amount_refunded_cents == 1000


# --- errors ------------------------------------------------------------------------------------
def test_a_wrong_key_is_refused_and_not_retried(db, fake, settings):
    settings.MOLLIE_API_KEY = "test_wrongkey"
    with pytest.raises(ProviderError) as error:
        get_provider().create_payment(request())
    assert (error.value.status_code, error.value.retryable) == (401, False)
    assert "failed to authenticate" in str(error.value)
    with pytest.raises(services.PaymentUnavailable):
        create()
    assert Payment.objects.get().status == PaymentStatus.CREATED and not fake.payments


def test_a_malformed_key_never_shows_in_the_error(fake, settings):
    settings.MOLLIE_API_KEY = "geheim-123"
    with pytest.raises(ProviderError) as error:
        get_provider().create_payment(request())
    assert "geheim" not in str(error.value) and not error.value.retryable


def test_an_invalid_amount_is_a_422_with_mollies_detail(fake):
    with pytest.raises(ProviderError) as error:
        get_provider().create_payment(request(amount=0))
    assert (error.value.status_code, error.value.retryable) == (422, False)
    assert str(error.value) == "The amount is lower than the minimum"


@pytest.mark.parametrize("html", [False, True])
def test_a_server_error_is_unavailable_and_a_retry_starts_the_one_payment(db, fake, html):
    fake.fail_next(503 if html else 500, html=html)
    with pytest.raises(services.PaymentUnavailable) as error:
        create()
    assert error.value.status_code == 503
    assert error.value.message == services.UNAVAILABLE
    payment = Payment.objects.get()
    assert payment.status == PaymentStatus.CREATED and not fake.payments
    assert create().provider_payment_id in fake.payments and len(fake.payments) == 1


def test_a_webhook_while_mollie_fails_changes_nothing_until_it_answers(client, db, fake):
    payment = create()
    fake.settle(payment.provider_payment_id, "paid")
    fake.fail_next(500)
    response = webhook(client, payment.provider_payment_id)
    assert response.status_code == 503  # Mollie calls again later
    assert response.json()["message"] == services.UNAVAILABLE
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.OPEN
    assert webhook(client, payment.provider_payment_id).status_code == 200
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.PAID


def test_a_timeout_is_unavailable_and_the_retry_finds_the_same_payment(db, fake, monkeypatch):
    monkeypatch.setattr(MollieProvider, "timeout", (1, 0.3))
    fake.slow_next(2)  # Mollie creates the payment, but its answer comes too late
    with pytest.raises(ProviderError) as error:
        get_provider().create_payment(request("slow-1"))
    assert error.value.retryable and error.value.status_code is None
    fake.slow_next(2)
    with pytest.raises(services.PaymentUnavailable):
        create("slow-2")
    assert Payment.objects.get().status == PaymentStatus.CREATED
    assert len(fake.payments) == 2
    # The same idempotency key again: Mollie answers with what it made, nothing new.
    payment = create("slow-2")
    assert payment.status == PaymentStatus.OPEN and len(fake.payments) == 2


# --- a subscription's later charges --------------------------------------------------------------
def subscribed(client, fake: FakeMollie, *, start_date=None) -> Subscription:
    customer = get_provider().create_customer(name="Test Gever", email="gever@example.org")
    paid(client, fake, create(sequence_type="first", customer_id=customer))
    return services.subscription_create(
        purpose="test",
        purpose_id="p1",
        customer_id=customer,
        amount_cents=1000,
        interval="1 month",
        description="Maandgift",
        start_date=start_date,
    )


def test_the_subscription_starts_on_the_date_we_give(client, db, fake):
    from datetime import date

    subscription = subscribed(client, fake, start_date=date(2031, 2, 28))
    remote = fake.subscriptions[subscription.customer_id][subscription.provider_subscription_id]
    assert remote["startDate"] == remote["nextPaymentDate"] == "2031-02-28"


def test_a_charge_we_never_created_is_recorded_once_for_its_subscription(
    client, db, fake, heard, django_capture_on_commit_callbacks
):
    subscription = subscribed(client, fake)
    heard.clear()
    charge = fake.charge(subscription.customer_id, subscription.provider_subscription_id, "pending")
    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(2):
            assert webhook(client, charge["id"]).status_code == 200
    payment = Payment.objects.get(provider_payment_id=charge["id"])
    assert (payment.subscription, payment.sequence_type, payment.status) == (
        subscription,
        "recurring",
        "pending",
    )
    assert (payment.purpose, payment.purpose_id, payment.amount_cents) == ("test", "p1", 1000)
    fake.settle(charge["id"], "paid")  # the bank's answer, days later
    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(2):
            assert webhook(client, charge["id"]).status_code == 200
    payment.refresh_from_db()
    assert payment.status == "paid" and payment.method == "directdebit"
    assert heard == [("p1", "created", "pending"), ("p1", "pending", "paid")]
    assert Payment.objects.filter(subscription=subscription).count() == 1


def test_a_charge_of_a_subscription_that_is_not_ours_is_ignored(client, db, fake, heard):
    subscription = subscribed(client, fake)
    charge = fake.charge(subscription.customer_id, subscription.provider_subscription_id)
    Subscription.objects.filter(pk=subscription.pk).update(provider_subscription_id="sub_other")
    assert webhook(client, charge["id"]).status_code == 200
    # The same subscription id under another customer: not ours either.
    Subscription.objects.filter(pk=subscription.pk).update(
        provider_subscription_id=subscription.provider_subscription_id, customer_id="cst_other"
    )
    assert webhook(client, charge["id"]).status_code == 200
    one_off = get_provider().create_payment(request("someone-else"))
    assert webhook(client, one_off.id).status_code == 200
    assert not Payment.objects.filter(provider_payment_id__in=[charge["id"], one_off.id]).exists()


def test_an_unknown_id_while_mollie_fails_is_retried_later(client, db, fake):
    subscription = subscribed(client, fake)
    charge = fake.charge(subscription.customer_id, subscription.provider_subscription_id)
    fake.fail_next(502, html=True)
    assert webhook(client, charge["id"]).status_code == 503
    assert not Payment.objects.filter(provider_payment_id=charge["id"]).exists()
    assert webhook(client, charge["id"]).status_code == 200
    assert Payment.objects.get(provider_payment_id=charge["id"]).status == "paid"
