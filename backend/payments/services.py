"""Payment state changes. The provider is the source of truth: a webhook, the donor's return and the
periodic reconciliation all call `payment_sync`, which fetches the status and applies it once, under
a row lock, only ever forward; purposes hear of each change after commit."""

from __future__ import annotations

import logging
import uuid
from datetime import date, timedelta
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext, gettext_noop

from core.errors import Conflict, DomainError, NotFound

from . import purposes
from .models import (
    FINAL,
    RANK,
    DemoProviderPayment,
    Payment,
    PaymentEvent,
    PaymentStatus,
    Refund,
    Subscription,
)
from .providers import get_provider
from .providers.base import PaymentRequest, ProviderError, ProviderPayment

logger = logging.getLogger(__name__)

MIN_AMOUNT_CENTS = 100
MAX_AMOUNT_CENTS = 10_000_000
UNAVAILABLE = gettext_noop(
    "Betalen lukt op dit moment niet. Probeer het over een paar minuten opnieuw."
)


class PaymentUnavailable(DomainError):
    status_code = 503


def webhook_url() -> str:
    return settings.PAYMENT_WEBHOOK_BASE_URL + reverse("api:payment_webhook")


def check_amount(amount_cents: int, *, field: str = "amount") -> None:
    if not MIN_AMOUNT_CENTS <= amount_cents <= MAX_AMOUNT_CENTS:
        low, high = MIN_AMOUNT_CENTS // 100, MAX_AMOUNT_CENTS // 100
        message = gettext("Kies een bedrag tussen %(low)s en %(high)s euro.") % {
            "low": low,
            "high": f"{high:,}".replace(",", "."),
        }
        raise DomainError(message, fields={field: message})


def _record(
    payment: Payment, *, source: str, previous: str = "", detail: dict[str, Any] | None = None
) -> None:
    PaymentEvent.objects.create(
        payment=payment,
        source=source,
        from_status=previous,
        to_status=payment.status,
        detail=detail or {},
    )


def payment_create(
    *,
    purpose: str,
    purpose_id: str,
    amount_cents: int,
    description: str,
    redirect_url: str,
    idempotency_key: str,
    sequence_type: str = "oneoff",
    customer_id: str = "",
    method: str | None = None,
) -> Payment:
    """Creates the payment once per idempotency key and starts it at the provider. A repeated call
    (a double click, a retried request) returns the same payment and checkout."""
    check_amount(amount_cents)
    provider = get_provider()
    try:
        with transaction.atomic():
            payment, created = Payment.objects.get_or_create(
                idempotency_key=idempotency_key,
                defaults=dict(
                    purpose=purpose,
                    purpose_id=purpose_id,
                    amount_cents=amount_cents,
                    description=description[:255],
                    redirect_url=redirect_url,
                    provider=provider.name,
                    sequence_type=sequence_type,
                    customer_id=customer_id,
                ),
            )
            if created:
                _record(payment, source="create", detail={"amount_cents": amount_cents})
    except IntegrityError:
        payment = Payment.objects.get(idempotency_key=idempotency_key)
    if (
        payment.purpose != purpose
        or payment.purpose_id != purpose_id
        or payment.amount_cents != amount_cents
    ):
        raise Conflict(gettext_noop("Deze betaling is al met andere gegevens gestart."))
    if payment.provider_payment_id:
        return payment
    request = PaymentRequest(
        amount_cents=payment.amount_cents,
        description=payment.description,
        redirect_url=redirect_url,
        webhook_url=webhook_url(),
        idempotency_key=idempotency_key,
        sequence_type=sequence_type,  # type: ignore[arg-type]
        customer_id=customer_id or None,
        method=method,
        metadata={"payment": str(payment.public_id), "purpose": purpose},
    )
    try:
        started = provider.create_payment(request)
    except ProviderError as error:
        # The provider's text may repeat what the donor typed: log only what kind of failure it was.
        logger.warning(
            "Payment %s could not be started (status %s)", payment.public_id, error.status_code
        )
        raise PaymentUnavailable(UNAVAILABLE) from error
    with transaction.atomic():
        payment = Payment.objects.select_for_update().get(pk=payment.pk)
        if not payment.provider_payment_id:
            payment.provider_payment_id = started.id
            payment.checkout_url = started.checkout_url or ""
            payment.expires_at = started.expires_at
            previous = payment.status
            payment.status = started.status
            payment.paid_at = started.paid_at
            payment.method = started.method or ""
            payment.mandate_id = started.mandate_id or payment.mandate_id
            payment.account_last4 = started.account_last4 or ""
            payment.save()
            _record(
                payment,
                source="create",
                previous=previous,
                detail={"provider_payment_id": started.id},
            )
            if payment.is_final:  # a charge on a mandate can be paid at once
                locked = payment
                transaction.on_commit(lambda: purposes.notify(locked, previous))
    return payment


def _apply(payment: Payment, remote: ProviderPayment, *, source: str) -> str | None:
    """Copies the provider's view onto the locked row; returns the previous status when it changed.
    A late report of an earlier state, or of another end state, changes nothing."""
    if RANK[remote.status] < RANK[payment.status] or (
        payment.is_final and remote.status != payment.status
    ):
        return None
    if (
        remote.status == payment.status
        and remote.amount_refunded_cents == payment.amount_refunded_cents
        and remote.amount_charged_back_cents == payment.amount_charged_back_cents
    ):
        return None
    previous = payment.status
    payment.status = remote.status
    payment.method = remote.method or payment.method
    payment.paid_at = remote.paid_at or payment.paid_at
    payment.mandate_id = remote.mandate_id or payment.mandate_id
    payment.customer_id = remote.customer_id or payment.customer_id
    payment.amount_refunded_cents = remote.amount_refunded_cents
    payment.amount_charged_back_cents = remote.amount_charged_back_cents
    payment.checkout_url = remote.checkout_url or ""
    payment.failure_reason = (remote.failure_reason or payment.failure_reason)[:20]
    payment.account_last4 = remote.account_last4 or payment.account_last4
    payment.save()
    detail: dict[str, Any] = {"amount_refunded_cents": remote.amount_refunded_cents}
    if remote.amount_charged_back_cents:
        detail["amount_charged_back_cents"] = remote.amount_charged_back_cents
    if remote.failure_reason:
        detail["failure_reason"] = remote.failure_reason
    _record(payment, source=source, previous=previous, detail=detail)
    return previous if previous != payment.status else None


def _adopt_charge(
    provider_payment_id: str, *, source: str
) -> tuple[Payment, ProviderPayment] | None:
    """A payment id we have never seen: an automatic charge of one of our subscriptions is recorded
    (once: its provider id is its key) and linked to it; anything else is ignored."""
    provider = get_provider()
    try:
        remote = provider.get_payment(provider_payment_id)
    except ProviderError as error:
        if error.status_code == 404:  # a guess, or another shop's payment
            return None
        logger.warning("Unknown payment could not be fetched (status %s)", error.status_code)
        raise PaymentUnavailable(UNAVAILABLE) from error
    subscription = (
        Subscription.objects.filter(
            provider=provider.name, provider_subscription_id=remote.subscription_id
        ).first()
        if remote.subscription_id
        else None
    )
    if subscription is None or (remote.customer_id or "") != subscription.customer_id:
        return None
    key = f"charge-{remote.id}"
    payment = Payment.objects.filter(idempotency_key=key).first()
    if payment is None:
        purpose_id = purposes.charge_purpose_id(subscription, remote)
        try:
            with transaction.atomic():
                payment = Payment.objects.create(
                    idempotency_key=key,
                    purpose=subscription.purpose,
                    purpose_id=purpose_id,
                    description=subscription.description[:255],
                    amount_cents=remote.amount_cents,
                    provider=provider.name,
                    provider_payment_id=remote.id,
                    sequence_type="recurring",
                    customer_id=subscription.customer_id,
                    subscription=subscription,
                )
                _record(
                    payment,
                    source=source,
                    detail={"charge_of": subscription.provider_subscription_id},
                )
                _charged(subscription)
        except IntegrityError:  # a concurrent webhook recorded it first
            payment = Payment.objects.get(idempotency_key=key)
    return payment, remote


def _charged(subscription: Subscription) -> None:
    """A charge came: the next one is an interval on (a pause that ended is over)."""
    from .providers.base import add_interval
    from .recurring import next_charge

    locked = Subscription.objects.select_for_update().get(pk=subscription.pk)
    due = locked.next_payment_date
    locked.next_payment_date = add_interval(due, locked.interval) if due else next_charge(locked)
    if locked.paused_until and (not due or locked.paused_until <= due):
        locked.paused_from = locked.paused_until = None
    locked.save(update_fields=["next_payment_date", "paused_from", "paused_until"])


def payment_sync(*, provider_payment_id: str, source: str) -> Payment | None:
    """Fetches the payment's status from the provider and applies it once. An unknown id is a
    subscription's charge (recorded) or changes nothing (someone else's payment, or a guess)."""
    payment = Payment.objects.filter(provider_payment_id=provider_payment_id).first()
    if payment is None:
        adopted = _adopt_charge(provider_payment_id, source=source)
        if adopted is None:
            return None
        payment, remote = adopted
    else:
        try:
            remote = get_provider(payment.provider).get_payment(provider_payment_id)
        except ProviderError as error:
            logger.warning(
                "Payment %s could not be fetched (status %s)", payment.public_id, error.status_code
            )
            raise PaymentUnavailable(UNAVAILABLE) from error
    with transaction.atomic():
        payment = Payment.objects.select_for_update().get(pk=payment.pk)
        charged_back = payment.amount_charged_back_cents
        previous = _apply(payment, remote, source=source)
        locked = payment
        if previous is not None:
            transaction.on_commit(lambda: purposes.notify(locked, previous))
        if payment.amount_charged_back_cents > charged_back:  # once: the row is locked
            transaction.on_commit(lambda: purposes.notify_charged_back(locked))
    return payment


def payment_for_visitor(*, public_id: str) -> Payment:
    """The payment a returning donor asks about; still open, it is checked with the provider first."""
    payment = Payment.objects.filter(public_id=public_id).first()
    if payment is None:
        raise NotFound(gettext_noop("Deze betaling bestaat niet."))
    if not payment.is_final and payment.provider_payment_id:
        try:
            payment = (
                payment_sync(provider_payment_id=payment.provider_payment_id, source="return")
                or payment
            )
        except PaymentUnavailable:
            pass  # the webhook or the reconciliation will bring the news
    return payment


def payments_reconcile(*, older_than_minutes: int = 15) -> int:
    """Checks every payment still open after its expiry (or long after creation) with the provider."""
    now = timezone.now()
    cutoff = now - timedelta(minutes=older_than_minutes)
    stale = (
        Payment.objects.exclude(status__in=FINAL)
        .exclude(provider_payment_id=None)
        .filter(Q(expires_at__lte=now) | Q(created_at__lte=cutoff))
    )
    count = 0
    for provider_payment_id in stale.values_list("provider_payment_id", flat=True):
        try:
            payment_sync(provider_payment_id=provider_payment_id, source="reconcile")
            count += 1
        except PaymentUnavailable:
            continue
    return count


def payment_refund(*, payment: Payment, amount_cents: int, reason: str = "") -> Refund:
    with transaction.atomic():
        payment = Payment.objects.select_for_update().get(pk=payment.pk)
        if payment.status != PaymentStatus.PAID:
            raise Conflict(gettext_noop("Alleen een betaalde betaling kan worden terugbetaald."))
        refunded = sum(
            payment.refunds.exclude(status="failed").values_list("amount_cents", flat=True)
        )
        # What the payer's bank took back already is not the party's to refund.
        refundable = payment.amount_cents - payment.amount_charged_back_cents
        if amount_cents <= 0 or refunded + amount_cents > refundable:
            raise DomainError(
                gettext_noop("Dit bedrag is hoger dan wat nog kan worden terugbetaald."),
                fields={"amount": gettext_noop("Te hoog bedrag.")},
            )
        refund = Refund.objects.create(payment=payment, amount_cents=amount_cents, reason=reason)
    try:
        remote = get_provider(payment.provider).create_refund(
            payment_id=payment.provider_payment_id or "",
            amount_cents=amount_cents,
            description=reason or payment.description,
            idempotency_key=f"refund-{refund.pk}",
        )
    except ProviderError as error:
        refund.status = "failed"
        refund.save(update_fields=["status"])
        raise PaymentUnavailable(UNAVAILABLE) from error
    refund.provider_refund_id, refund.status = remote.id, remote.status
    refund.save(update_fields=["provider_refund_id", "status"])
    with transaction.atomic():
        payment = Payment.objects.select_for_update().get(pk=payment.pk)
        payment.amount_refunded_cents = refunded + amount_cents
        payment.save(update_fields=["amount_refunded_cents", "updated_at"])
        _record(
            payment,
            source="refund",
            previous=payment.status,
            detail={"refund": remote.id, "amount_cents": amount_cents},
        )
    return refund


def subscription_create(
    *,
    purpose: str,
    purpose_id: str,
    customer_id: str,
    amount_cents: int,
    interval: str,
    description: str,
    start_date: date | None = None,
) -> Subscription:
    """A subscription at the provider. `start_date` is its first charge: one interval after a
    first payment, so that period is not charged twice."""
    check_amount(amount_cents)
    provider = get_provider()
    try:
        remote = provider.create_subscription(
            customer_id=customer_id,
            amount_cents=amount_cents,
            interval=interval,
            description=description,
            webhook_url=webhook_url(),
            start_date=start_date,
            idempotency_key=f"subscription-{purpose}-{purpose_id}",
        )
    except ProviderError as error:
        raise PaymentUnavailable(UNAVAILABLE) from error
    subscription, _ = Subscription.objects.get_or_create(
        provider_subscription_id=remote.id,
        defaults=dict(
            purpose=purpose,
            purpose_id=purpose_id,
            provider=provider.name,
            customer_id=customer_id,
            amount_cents=amount_cents,
            interval=interval,
            status=remote.status,
            description=description,
            next_payment_date=remote.next_payment_date or start_date,
        ),
    )
    return subscription


def subscription_update(
    *,
    subscription: Subscription,
    amount_cents: int | None = None,
    interval: str | None = None,
    next_payment_date: date | None = None,
) -> Subscription:
    """Changes a subscription at the provider and here; call inside a transaction that holds the
    subscription's row lock (payments.recurring does). What is None stays as it is."""
    if amount_cents is not None:
        check_amount(amount_cents)
    try:
        remote = get_provider(subscription.provider).update_subscription(
            customer_id=subscription.customer_id,
            subscription_id=subscription.provider_subscription_id,
            amount_cents=amount_cents,
            interval=interval,
            start_date=next_payment_date,
            # Our row lock already makes a change once; a key per change (not per content) keeps
            # a change back to an earlier amount from being answered with that earlier result.
            idempotency_key=f"subscription-update-{subscription.pk}-{uuid.uuid4().hex}",
        )
    except ProviderError as error:
        logger.warning(
            "Subscription %s could not be changed (status %s)", subscription.pk, error.status_code
        )
        raise PaymentUnavailable(UNAVAILABLE) from error
    if amount_cents is not None:
        subscription.amount_cents = amount_cents
    if interval is not None:
        subscription.interval = interval
    subscription.next_payment_date = remote.next_payment_date or next_payment_date or (
        subscription.next_payment_date
    )
    subscription.save()
    return subscription


def subscription_cancel(*, subscription: Subscription) -> bool:
    """Stops a subscription at the provider; True when this call stopped it (under a row lock, so
    two stops at once cancel once), False when it had already stopped."""
    with transaction.atomic():
        subscription = Subscription.objects.select_for_update().get(pk=subscription.pk)
        if subscription.status == "canceled":
            return False
        try:
            get_provider(subscription.provider).cancel_subscription(
                customer_id=subscription.customer_id,
                subscription_id=subscription.provider_subscription_id,
            )
        except ProviderError as error:
            raise PaymentUnavailable(UNAVAILABLE) from error
        subscription.status, subscription.canceled_at = "canceled", timezone.now()
        subscription.next_payment_date = subscription.paused_from = subscription.paused_until = None
        subscription.save(
            update_fields=[
                "status", "canceled_at", "next_payment_date", "paused_from", "paused_until"
            ]
        )
    return True


def demo_subscriptions_charge(*, today: date | None = None) -> int:
    """The demo provider charges its subscriptions when due and, as Mollie's webhook would, we are
    told of each charge through payment_sync. A charge not heard of before (a failed run) is
    told again. Does nothing with another provider: there the provider charges on its own."""
    if settings.PAYMENT_PROVIDER != "demo":
        return 0
    from .providers.demo import DemoProvider

    DemoProvider().charge_due_subscriptions(today=today)
    known = Payment.objects.filter(provider="demo", sequence_type="recurring")
    unheard = (
        DemoProviderPayment.objects.exclude(subscription_id="")
        .exclude(id__in=known.values("provider_payment_id"))
        .values_list("id", flat=True)
    )
    count = 0
    for provider_payment_id in list(unheard):
        if payment_sync(provider_payment_id=provider_payment_id, source="webhook") is not None:
            count += 1
    return count


def demo_direct_debits_settle(*, today: date | None = None) -> int:
    """The demo bank settles the direct debits whose day has come (a failure arrives days after
    the charge, as at a real bank) and, as Mollie's webhook would, we are told through
    payment_sync. Does nothing with another provider."""
    if settings.PAYMENT_PROVIDER != "demo":
        return 0
    from .providers.demo import DemoProvider

    count = 0
    for provider_payment_id in DemoProvider().settle_direct_debits(today=today):
        if payment_sync(provider_payment_id=provider_payment_id, source="webhook") is not None:
            count += 1
    return count


def customer_create(*, name: str, email: str) -> str:
    """A customer at the provider, for a first payment that sets up a mandate."""
    try:
        return get_provider().create_customer(name=name, email=email)
    except ProviderError as error:
        raise PaymentUnavailable(UNAVAILABLE) from error
