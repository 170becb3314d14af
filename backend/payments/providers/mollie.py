"""Mollie through its official client (mollie-api-python). Amounts travel as Mollie's
{"currency", "value": "25.00"} strings and come back as exact integer cents; every failure becomes a
ProviderError that says whether trying again may help. Nothing here logs personal data or the key."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from typing import Any, TypeVar

from django.conf import settings
from mollie.api.client import Client
from mollie.api.error import (
    IdentifierError,
    RequestError,
    RequestSetupError,
    ResponseError,
    ResponseHandlingError,
)
from mollie.api.objects.customer import Customer
from mollie.api.objects.payment import Payment

from .base import (
    PaymentRequest,
    ProviderError,
    ProviderPayment,
    ProviderRefund,
    ProviderSubscription,
)

T = TypeVar("T")
STATUSES = {"open", "pending", "authorized", "paid", "failed", "canceled", "expired"}


def to_amount(cents: int, currency: str = "EUR") -> dict[str, str]:
    # Decimal keeps it exact: 1005 → "10.05", never a float on the way.
    return {"currency": currency, "value": f"{Decimal(cents).scaleb(-2):.2f}"}


def to_cents(amount: dict[str, str] | None) -> int:
    if not amount:
        return 0
    try:
        cents = Decimal(amount["value"]) * 100
    except (KeyError, TypeError, InvalidOperation) as error:
        raise ProviderError("Mollie sent an amount we cannot read.") from error
    if cents != cents.to_integral_value():
        raise ProviderError("Mollie sent an amount with more than two decimals.")
    return int(cents)


def _datetime(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def _date(value: str | None) -> date | None:
    return date.fromisoformat(value) if value else None


def _status_code(error: ResponseHandlingError) -> int | None:
    # The client only says it in words: "... (status code: 502) ...".
    found = re.search(r"status code: (\d{3})", str(error))
    return int(found.group(1)) if found else None


def _call(action: Callable[[], T]) -> T:
    """Runs one request and turns the client's exceptions into ProviderError."""
    try:
        return action()
    except ResponseError as error:  # Mollie answered with its error body
        status = int(error.status) if error.status else None
        retryable = status is None or status >= 500 or status == 429
        raise ProviderError(str(error), retryable=retryable, status_code=status) from error
    except ResponseHandlingError as error:  # a body that is no JSON: a proxy or gateway in between
        raise ProviderError(
            "Mollie gave an unreadable answer.", retryable=True, status_code=_status_code(error)
        ) from error
    except IdentifierError as error:  # an id of the wrong kind cannot exist at Mollie
        raise ProviderError("No such object at Mollie.", status_code=404) from error
    except RequestSetupError as error:
        # Its message may quote the API key, so it is not passed on.
        raise ProviderError("The Mollie client is not configured correctly.") from error
    except RequestError as error:  # connection refused, DNS, timeout
        raise ProviderError("Mollie could not be reached.", retryable=True) from error


def _last4(account: str | None) -> str | None:
    digits = "".join(ch for ch in account or "" if ch.isalnum())
    return digits[-4:] if len(digits) >= 4 else None


def _payment(data: Payment) -> ProviderPayment:
    status = data.status
    # A failed direct debit carries the bank's reason code in details.bankReasonCode; the account
    # paid from is details.consumerAccount (an IBAN for iDEAL and direct debit).
    details = data.details if isinstance(data.details, dict) else {}
    if status not in STATUSES:
        raise ProviderError(f"Mollie sent an unknown payment status {status!r}.")
    return ProviderPayment(
        id=data.id,
        status=status,
        amount_cents=to_cents(data.amount),
        checkout_url=data.checkout_url,
        method=data.method,
        expires_at=_datetime(data.expires_at),
        paid_at=_datetime(data.paid_at),
        customer_id=data.customer_id,
        mandate_id=data.mandate_id,
        amount_refunded_cents=to_cents(data.amount_refunded),
        amount_charged_back_cents=to_cents(data.amount_chargedback),
        metadata=data.metadata or {},
        subscription_id=data.subscription_id,
        failure_reason=(details.get("bankReasonCode") or None) if status == "failed" else None,
        account_last4=_last4(details.get("consumerAccount")),
    )


def _subscription(data: dict[str, Any], customer_id: str) -> ProviderSubscription:
    return ProviderSubscription(
        id=data["id"],
        customer_id=data.get("customerId") or customer_id,
        status=data["status"],
        amount_cents=to_cents(data.get("amount")),
        interval=data.get("interval") or "",
        next_payment_date=_date(data.get("nextPaymentDate")),
    )


class MollieProvider:
    name = "mollie"
    # (connect, read) seconds: a webhook must answer fast, and Mollie normally answers in well
    # under a second. Tests shorten it to provoke a timeout.
    timeout: tuple[float, float] = (3, 10)

    def __init__(self) -> None:
        self._client: Client | None = None

    @property
    def client(self) -> Client:
        if self._client is None:
            # retry=1: one more try on a failed connect only (requests are never resent once sent);
            # the webhook is retried by Mollie and the reconciliation catches up anyway.
            client = Client(timeout=self.timeout, retry=1)
            # The client appends "/v2" itself, while our setting names the versioned base.
            base = settings.MOLLIE_API_URL.rstrip("/")
            client.set_api_endpoint(base.removesuffix(f"/{client.api_version}"))
            client.set_api_key(settings.MOLLIE_API_KEY)
            self._client = client
        return self._client

    def _customer(self, customer_id: str) -> Customer:
        # A stand-in parent object so nested resources need no extra GET of the customer.
        return Customer({"id": customer_id}, self.client)

    def create_payment(self, request: PaymentRequest) -> ProviderPayment:
        data: dict[str, Any] = {
            "amount": to_amount(request.amount_cents, request.currency),
            "description": request.description,
            "webhookUrl": request.webhook_url,
            "sequenceType": request.sequence_type,
            "metadata": request.metadata,
        }
        if request.sequence_type != "recurring":  # nobody returns from an automatic charge
            data["redirectUrl"] = request.redirect_url
        if request.customer_id:
            data["customerId"] = request.customer_id
        if request.method:
            data["method"] = request.method
        return _call(
            lambda: _payment(
                self.client.payments.create(data, idempotency_key=request.idempotency_key)
            )
        )

    def get_payment(self, payment_id: str) -> ProviderPayment:
        return _call(lambda: _payment(self.client.payments.get(payment_id)))

    def create_customer(self, *, name: str, email: str) -> str:
        customer = _call(lambda: self.client.customers.create({"name": name, "email": email}))
        return customer.id

    def create_subscription(
        self,
        *,
        customer_id: str,
        amount_cents: int,
        interval: str,
        description: str,
        webhook_url: str,
        start_date: date | None = None,
        idempotency_key: str,
    ) -> ProviderSubscription:
        data: dict[str, Any] = {
            "amount": to_amount(amount_cents),
            "interval": interval,
            "description": description,
            "webhookUrl": webhook_url,
        }
        if start_date:
            data["startDate"] = start_date.isoformat()
        created = _call(
            lambda: self._customer(customer_id).subscriptions.create(
                data, idempotency_key=idempotency_key
            )
        )
        return _subscription(created, customer_id)

    def cancel_subscription(
        self, *, customer_id: str, subscription_id: str
    ) -> ProviderSubscription:
        canceled = _call(lambda: self._customer(customer_id).subscriptions.delete(subscription_id))
        return _subscription(canceled, customer_id)

    def update_subscription(
        self,
        *,
        customer_id: str,
        subscription_id: str,
        amount_cents: int | None = None,
        interval: str | None = None,
        start_date: date | None = None,
        idempotency_key: str,
    ) -> ProviderSubscription:
        # PATCH /v2/customers/{customerId}/subscriptions/{id}: amount, interval and startDate (the
        # next charge) may change; what is left out stays as it is.
        data: dict[str, Any] = {}
        if amount_cents is not None:
            data["amount"] = to_amount(amount_cents)
        if interval is not None:
            data["interval"] = interval
        if start_date is not None:
            data["startDate"] = start_date.isoformat()
        updated = _call(
            lambda: self._customer(customer_id).subscriptions.update(
                subscription_id, data, idempotency_key=idempotency_key
            )
        )
        return _subscription(updated, customer_id)

    def create_refund(
        self, *, payment_id: str, amount_cents: int, description: str, idempotency_key: str
    ) -> ProviderRefund:
        data = {"amount": to_amount(amount_cents), "description": description}
        refund = _call(
            lambda: Payment({"id": payment_id}, self.client).refunds.create(
                data, idempotency_key=idempotency_key
            )
        )
        return ProviderRefund(
            id=refund["id"],
            payment_id=refund.get("paymentId") or payment_id,
            amount_cents=to_cents(refund.get("amount")),
            status=refund["status"],
        )
