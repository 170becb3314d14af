"""A monthly gift after its first payment: the subscription at the provider (its first charge one
month on), each later charge recorded as a gift of its own, and the donor's signed link to stop it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from django.conf import settings
from django.core import signing
from django.db import IntegrityError, transaction
from django.utils import timezone

from core.errors import Conflict, DomainError, NotFound
from payments import services as payments
from payments.models import Subscription
from payments.providers.base import ProviderPayment, add_interval

from .models import Donation, Frequency
from .tasks import send_donation_receipt, send_monthly_stopped

MONTHLY_INTERVAL = "1 month"
# Every receipt carries a fresh link; a year covers the receipts a donor may still look for.
STOP_LINK_MAX_AGE = timedelta(days=365)
STOP_LINK_SALT = "donations.monthly-stop"
STOP_PATH = "/doneer/stoppen/"

INVALID_LINK = (
    "Deze link om een maandelijkse gift te stoppen is niet geldig. Controleer of u de hele link "
    "uit de e-mail hebt overgenomen."
)
EXPIRED_LINK = (
    "Deze link is verlopen. Gebruik de link in de meest recente bevestiging van uw gift, of neem "
    "contact met ons op."
)
ALREADY_STOPPED = "Deze maandelijkse gift is al gestopt."


class LinkExpired(DomainError):
    status_code = 410


def start_subscription(donation_pk: int, customer_id: str) -> None:
    """After a monthly gift's first payment: the subscription, whose first charge falls one month
    after that payment; then the receipt, so that it can carry the stop link."""
    donation = Donation.objects.select_related("page").get(pk=donation_pk)
    try:
        if donation.subscription_id is None:
            paid_on = timezone.localdate(donation.paid_at or timezone.now())
            subscription = payments.subscription_create(
                purpose="donation",
                purpose_id=str(donation.public_id),
                customer_id=customer_id,
                amount_cents=donation.amount_cents,
                interval=MONTHLY_INTERVAL,
                description=f"Maandelijkse gift: {donation.page.title}"[:255],
                start_date=add_interval(paid_on, MONTHLY_INTERVAL),
            )
            Donation.objects.filter(pk=donation_pk).update(subscription=subscription)
    finally:
        send_donation_receipt.enqueue(str(donation.public_id))


def donation_for_charge(subscription: Subscription, remote: ProviderPayment) -> str:
    """A subscription's automatic charge pays for a gift of its own, with the first gift's donor
    and campaign; one per charge however often the webhook comes. Returns its public id."""
    first = Donation.objects.filter(public_id=subscription.purpose_id).first()
    if first is None:
        return subscription.purpose_id
    key = f"charge-{remote.id}"
    fields = dict(
        page_id=first.page_id,
        person_id=first.person_id,  # the giver's year counts every charge (wfpp)
        amount_cents=remote.amount_cents,
        frequency=Frequency.MONTHLY,
        subscription=subscription,
        wants_receipt=first.wants_receipt,
        **first.source_campaign.record(),
        **{
            name: getattr(first, name)
            for name in (
                "first_name",
                "last_name",
                "email",
                "street",
                "postal_code",
                "city",
                "country",
                "dutch_voter_abroad",
            )
        },
    )
    try:
        with transaction.atomic():
            charge, _ = Donation.objects.get_or_create(idempotency_key=key, defaults=fields)
    except IntegrityError:  # a concurrent webhook made it first
        charge = Donation.objects.get(idempotency_key=key)
    return str(charge.public_id)


# --- the donor's stop link ------------------------------------------------------------------------
def _signer() -> signing.TimestampSigner:
    return signing.TimestampSigner(salt=STOP_LINK_SALT)


def stop_token(subscription: Subscription) -> str:
    """Unguessable and tamper-proof (signed with SECRET_KEY); it names the first gift."""
    return _signer().sign(subscription.purpose_id)


def stop_url(subscription: Subscription) -> str:
    return f"{settings.SITE_URL}{STOP_PATH}{stop_token(subscription)}"


def _subscription_for(token: str) -> Subscription:
    try:
        purpose_id = _signer().unsign(token, max_age=STOP_LINK_MAX_AGE)
    except signing.SignatureExpired:
        raise LinkExpired(EXPIRED_LINK) from None
    except signing.BadSignature:
        raise NotFound(INVALID_LINK) from None
    subscription = Subscription.objects.filter(purpose="donation", purpose_id=purpose_id).first()
    if subscription is None:
        raise NotFound(INVALID_LINK)
    return subscription


@dataclass(frozen=True)
class MonthlyGift:
    campaign: str
    amount_cents: int
    started_on: date
    status: str  # active, canceled
    canceled_on: date | None


def _gift(subscription: Subscription) -> MonthlyGift:
    first = (
        Donation.objects.select_related("page").filter(public_id=subscription.purpose_id).first()
    )
    if first is None:
        raise NotFound(INVALID_LINK)
    started = first.paid_at or subscription.created_at
    return MonthlyGift(
        campaign=first.page.title,
        amount_cents=subscription.amount_cents,
        started_on=timezone.localdate(started),
        status="canceled" if subscription.status == "canceled" else "active",
        canceled_on=timezone.localdate(subscription.canceled_at)
        if subscription.canceled_at
        else None,
    )


def monthly_gift_for_token(*, token: str) -> MonthlyGift:
    """What the stop page shows; reading it changes nothing (mail scanners follow links)."""
    return _gift(_subscription_for(token))


def monthly_gift_stop(*, token: str) -> MonthlyGift:
    """The donor confirmed on the stop page: the subscription stops once, with one confirmation."""
    subscription = _subscription_for(token)
    stop_subscription(subscription)
    subscription.refresh_from_db()
    return _gift(subscription)


def stop_subscription(subscription: Subscription) -> None:
    """Stops a monthly gift at the provider (what was paid stays paid) and mails the donor once."""
    if not payments.subscription_cancel(subscription=subscription):
        raise Conflict(ALREADY_STOPPED)
    pk = subscription.pk
    transaction.on_commit(lambda: send_monthly_stopped.enqueue(pk))
