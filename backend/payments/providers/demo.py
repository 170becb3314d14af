"""The demo provider of the embedded default: a local checkout page (payments/api_demo.py) where
the visitor chooses paid, failed, canceled or expired; it then calls our webhook as Mollie would.
Nothing leaves this machine."""

from __future__ import annotations

import secrets
from datetime import date, timedelta

from django.db import IntegrityError, transaction
from django.urls import reverse
from django.utils import timezone

from ..models import DemoProviderMandate, DemoProviderPayment, DemoProviderSubscription
from .base import (
    PaymentRequest,
    ProviderError,
    ProviderPayment,
    ProviderRefund,
    ProviderSubscription,
    add_interval,
    retryable,
)

EXPIRY = timedelta(minutes=15)
# A direct debit the demo bank refuses fails this many days after the charge (at a real bank it
# takes a few working days; Mollie reports it through the webhook).
DIRECT_DEBIT_DAYS = 3


def _new_id(prefix: str) -> str:
    return f"{prefix}_demo_{secrets.token_hex(8)}"


def _checkout_url(row: DemoProviderPayment) -> str:
    # A path on the visitors' own origin: the checkout page is part of this site.
    return reverse("api:demo_checkout", kwargs={"payment_id": row.id})


def _out(row: DemoProviderPayment) -> ProviderPayment:
    mandate = (
        DemoProviderMandate.objects.filter(id=row.mandate_id).first() if row.mandate_id else None
    )
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
        amount_charged_back_cents=row.amount_charged_back_cents,
        subscription_id=row.subscription_id or None,
        failure_reason=row.failure_reason or None,
        account_last4=mandate.account[-4:] if mandate and row.status == "paid" else None,
    )


def _subscription_out(row: DemoProviderSubscription) -> ProviderSubscription:
    return ProviderSubscription(
        id=row.id,
        customer_id=row.customer_id,
        status=row.status,
        amount_cents=row.amount_cents,
        interval=row.interval,
        next_payment_date=row.next_payment_date,
    )


def _charge_on_mandate(request: PaymentRequest) -> dict:
    """A recurring payment is charged on the customer's mandate with no visitor. Its mandate is the
    customer's latest valid one; if the customer has mandates but none is valid, the charge is
    refused (Mollie answers 422). The demo bank pays at once, unless the mandate is set to fail:
    then the debit stays pending and fails DIRECT_DEBIT_DAYS later (settle_direct_debits)."""
    if request.sequence_type != "recurring":
        return {}
    mandates = DemoProviderMandate.objects.filter(customer_id=request.customer_id or "")
    mandate = mandates.filter(status="valid").order_by("-created_at").first()
    if mandate is None and mandates.exists():
        raise ProviderError("The customer has no valid mandate.", status_code=422)
    charge: dict = {"method": "directdebit", "mandate_id": mandate.id if mandate else ""}
    if mandate is not None and mandate.fail_with:
        today = timezone.localdate()
        return charge | {
            "status": "pending",
            "settles_on": today + timedelta(days=DIRECT_DEBIT_DAYS),
        }
    return charge | {"status": "paid", "paid_at": timezone.now()}


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

    def choose(
        self, payment_id: str, outcome: str, *, debit_failure: str = ""
    ) -> DemoProviderPayment:
        """The visitor's choice on the checkout page; only an open payment can still change. A paid
        first payment makes a mandate; `debit_failure` (a SEPA reason code) makes the later direct
        debits on it fail, as set on the demo checkout."""
        with transaction.atomic():
            row = DemoProviderPayment.objects.select_for_update().get(id=payment_id)
            if row.status == "open":
                row.status = outcome
                if outcome == "paid":
                    row.method = "ideal"
                    row.paid_at = timezone.now()
                    if row.sequence_type == "first":
                        row.mandate_id = _new_id("mdt")
                        DemoProviderMandate.objects.create(
                            id=row.mandate_id,
                            customer_id=row.customer_id,
                            fail_with=debit_failure.strip().upper()[:20],
                        )
                row.save()
        return row

    def set_debit_failure(self, mandate_id: str, reason: str) -> None:
        """The demo bank's answer to later direct debits on this mandate: "" pays, a code fails."""
        DemoProviderMandate.objects.filter(id=mandate_id).update(
            fail_with=reason.strip().upper()[:20]
        )

    def settle_direct_debits(self, *, today: date | None = None) -> list[str]:
        """What the bank does days after a direct debit on a mandate set to fail: it fails with
        the mandate's reason code (a code that allows no retry makes the mandate invalid). A
        mandate set to pay again by then pays. Returns the payment ids (for the webhook)."""
        today = today or timezone.localdate()
        settled: list[str] = []
        due = DemoProviderPayment.objects.filter(status="pending", settles_on__lte=today)
        for payment_id in due.values_list("id", flat=True):
            with transaction.atomic():
                row = DemoProviderPayment.objects.select_for_update().get(id=payment_id)
                if row.status != "pending":
                    continue
                mandate = DemoProviderMandate.objects.filter(id=row.mandate_id).first()
                reason = mandate.fail_with if mandate else ""
                if reason:
                    row.status, row.failure_reason = "failed", reason
                    if not retryable(reason):
                        DemoProviderMandate.objects.filter(id=row.mandate_id).update(
                            status="invalid"
                        )
                else:
                    row.status, row.paid_at = "paid", timezone.now()
                row.save(update_fields=["status", "failure_reason", "paid_at"])
                settled.append(row.id)
        return settled

    def charge_back(self, payment_id: str) -> None:
        """What a payer's bank does within weeks of a paid direct debit (or a card issuer after a
        dispute): it takes the whole amount back. The payment stays paid, with the amount charged
        back; the caller brings the news through the webhook, as Mollie would."""
        with transaction.atomic():
            row = DemoProviderPayment.objects.select_for_update().get(id=payment_id)
            if row.status != "paid":
                raise ProviderError("Only a paid payment can be charged back.", status_code=422)
            row.amount_charged_back_cents = row.amount_cents - row.amount_refunded_cents
            row.save(update_fields=["amount_charged_back_cents"])

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
        add_interval(date.today(), interval)  # an interval Mollie would refuse is refused here too
        row, _ = DemoProviderSubscription.objects.get_or_create(
            idempotency_key=idempotency_key,
            defaults=dict(
                id=_new_id("sub"),
                customer_id=customer_id,
                amount_cents=amount_cents,
                interval=interval,
                description=description,
                webhook_url=webhook_url,
                next_payment_date=start_date or timezone.localdate(),
            ),
        )
        return _subscription_out(row)

    def cancel_subscription(
        self, *, customer_id: str, subscription_id: str
    ) -> ProviderSubscription:
        row = DemoProviderSubscription.objects.filter(
            id=subscription_id, customer_id=customer_id
        ).first()
        if row is None:  # made before the demo kept a ledger: it never charged anything
            return ProviderSubscription(
                id=subscription_id,
                customer_id=customer_id,
                status="canceled",
                amount_cents=0,
                interval="",
            )
        if row.status != "canceled":
            row.status, row.next_payment_date = "canceled", None
            row.save(update_fields=["status", "next_payment_date"])
        return _subscription_out(row)

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
        with transaction.atomic():
            row = (
                DemoProviderSubscription.objects.select_for_update()
                .filter(id=subscription_id, customer_id=customer_id)
                .first()
            )
            if row is None or row.status != "active":  # as Mollie: only an active one changes
                raise ProviderError(f"No such active subscription: {subscription_id}", status_code=404)
            if interval is not None:
                add_interval(date.today(), interval)  # one Mollie would refuse is refused here too
                row.interval = interval
            if amount_cents is not None:
                row.amount_cents = amount_cents
            if start_date is not None:
                row.next_payment_date = start_date
            row.save(update_fields=["interval", "amount_cents", "next_payment_date"])
        return _subscription_out(row)

    def charge_due_subscriptions(self, *, today: date | None = None) -> list[str]:
        """What Mollie does each day: one paid charge per active subscription that is due, the
        next date moved one interval on. Returns the new payment ids (for the webhook)."""
        today = today or timezone.localdate()
        charged: list[str] = []
        due = DemoProviderSubscription.objects.filter(status="active", next_payment_date__lte=today)
        for subscription_id in due.values_list("id", flat=True):
            with transaction.atomic():
                row = DemoProviderSubscription.objects.select_for_update().get(id=subscription_id)
                while (
                    row.status == "active"
                    and row.next_payment_date
                    and row.next_payment_date <= today
                ):
                    charge = DemoProviderPayment.objects.create(
                        id=_new_id("tr"),
                        amount_cents=row.amount_cents,
                        description=row.description,
                        status="paid",
                        redirect_url="",
                        webhook_url=row.webhook_url,
                        idempotency_key=f"{row.id}-{row.next_payment_date.isoformat()}",
                        sequence_type="recurring",
                        customer_id=row.customer_id,
                        method="directdebit",
                        subscription_id=row.id,
                        expires_at=timezone.now(),
                        paid_at=timezone.now(),
                    )
                    charged.append(charge.id)
                    row.next_payment_date = add_interval(row.next_payment_date, row.interval)
                row.save(update_fields=["next_payment_date"])
        return charged

    def create_refund(
        self, *, payment_id: str, amount_cents: int, description: str, idempotency_key: str
    ) -> ProviderRefund:
        with transaction.atomic():
            row = DemoProviderPayment.objects.select_for_update().get(id=payment_id)
            refundable = row.amount_cents - row.amount_charged_back_cents
            if row.status != "paid" or row.amount_refunded_cents + amount_cents > refundable:
                raise ProviderError(
                    "The amount is higher than what can still be refunded.", status_code=422
                )
            row.amount_refunded_cents += amount_cents
            row.save(update_fields=["amount_refunded_cents"])
        return ProviderRefund(
            id=_new_id("re"), payment_id=payment_id, amount_cents=amount_cents, status="refunded"
        )
