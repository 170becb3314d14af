"""The demo provider of the embedded default: a local checkout page (payments/api_demo.py) where
the visitor chooses paid, failed, canceled or expired; it then calls our webhook as Mollie would.
Nothing leaves this machine."""

from __future__ import annotations

import secrets
from datetime import date, timedelta

from django.db import IntegrityError, transaction
from django.urls import reverse
from django.utils import timezone

from ..models import DemoProviderPayment
from .base import (
    PaymentRequest,
    ProviderError,
    ProviderPayment,
    ProviderRefund,
    ProviderSubscription,
)

EXPIRY = timedelta(minutes=15)


def _new_id(prefix: str) -> str:
    return f"{prefix}_demo_{secrets.token_hex(8)}"


def _checkout_url(row: DemoProviderPayment) -> str:
    # A path on the visitors' own origin: the checkout page is part of this site.
    return reverse("api:demo_checkout", kwargs={"payment_id": row.id})


def _out(row: DemoProviderPayment) -> ProviderPayment:
    return ProviderPayment(
        id=row.id,
        status=row.status,  # type: ignore[arg-type]
        amount_cents=row.amount_cents,
        checkout_url=_checkout_url(row) if row.status == "open" else None,
        method=row.method or None,
        expires_at=row.expires_at,
        paid_at=row.paid_at,
        customer_id=row.customer_id or None,
        mandate_id=row.mandate_id or None,
        amount_refunded_cents=row.amount_refunded_cents,
    )


def _charge_on_mandate(request: PaymentRequest) -> dict:
    """A recurring payment is charged on the customer's mandate with no visitor: the demo bank
    pays it at once (Mollie reports it later through the webhook)."""
    if request.sequence_type != "recurring":
        return {}
    return {"status": "paid", "method": "directdebit", "paid_at": timezone.now()}


class DemoProvider:
    name = "demo"

    def create_payment(self, request: PaymentRequest) -> ProviderPayment:
        existing = DemoProviderPayment.objects.filter(
            idempotency_key=request.idempotency_key
        ).first()
        if existing:
            return _out(existing)
        try:
            with transaction.atomic():
                row = DemoProviderPayment.objects.create(
                    id=_new_id("tr"),
                    amount_cents=request.amount_cents,
                    description=request.description,
                    redirect_url=request.redirect_url,
                    webhook_url=request.webhook_url,
                    idempotency_key=request.idempotency_key,
                    sequence_type=request.sequence_type,
                    customer_id=request.customer_id or "",
                    expires_at=timezone.now() + EXPIRY,
                    **_charge_on_mandate(request),
                )
        except IntegrityError:
            row = DemoProviderPayment.objects.get(idempotency_key=request.idempotency_key)
        return _out(row)

    def get_payment(self, payment_id: str) -> ProviderPayment:
        row = DemoProviderPayment.objects.filter(id=payment_id).first()
        if row is None:
            raise ProviderError(f"No such payment: {payment_id}", status_code=404)
        if row.status == "open" and row.expires_at <= timezone.now():
            row.status = "expired"
            row.save(update_fields=["status"])
        return _out(row)

    def choose(self, payment_id: str, outcome: str) -> DemoProviderPayment:
        """The visitor's choice on the checkout page; only an open payment can still change."""
        with transaction.atomic():
            row = DemoProviderPayment.objects.select_for_update().get(id=payment_id)
            if row.status == "open":
                row.status = outcome
                if outcome == "paid":
                    row.method = "ideal"
                    row.paid_at = timezone.now()
                    if row.sequence_type == "first":
                        row.mandate_id = _new_id("mdt")
                row.save()
        return row

    def create_customer(self, *, name: str, email: str) -> str:
        return _new_id("cst")

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
        return ProviderSubscription(
            id=_new_id("sub"),
            customer_id=customer_id,
            status="active",
            amount_cents=amount_cents,
            interval=interval,
            next_payment_date=start_date,
        )

    def cancel_subscription(
        self, *, customer_id: str, subscription_id: str
    ) -> ProviderSubscription:
        return ProviderSubscription(
            id=subscription_id,
            customer_id=customer_id,
            status="canceled",
            amount_cents=0,
            interval="",
        )

    def create_refund(
        self, *, payment_id: str, amount_cents: int, description: str, idempotency_key: str
    ) -> ProviderRefund:
        with transaction.atomic():
            row = DemoProviderPayment.objects.select_for_update().get(id=payment_id)
            if row.status != "paid" or row.amount_refunded_cents + amount_cents > row.amount_cents:
                raise ProviderError(
                    "The amount is higher than what can still be refunded.", status_code=422
                )
            row.amount_refunded_cents += amount_cents
            row.save(update_fields=["amount_refunded_cents"])
        return ProviderRefund(
            id=_new_id("re"), payment_id=payment_id, amount_cents=amount_cents, status="refunded"
        )
