"""A monthly gift after its first payment: the subscription at the provider (its first charge one
month on), each later charge recorded as a gift of its own, and the donor's management of it
(amount, interval, pause, stop) from /mijn-account or a signed link in every mail about it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from django.core import signing
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.errors import Conflict, DomainError, NotFound
from core.i18n import page_url
from core.money import format_euros
from payments import recurring
from payments import services as payments
from payments.models import Subscription
from payments.providers.base import ProviderPayment, add_interval

from .models import Donation, Frequency
from .tasks import send_donation_receipt, send_monthly_changed, send_monthly_stopped

MONTHLY_INTERVAL = recurring.MONTHLY
# A monthly gift may become a quarterly or yearly one (same campaign, same receipts): what Mollie
# charges is the subscription's interval; the gift stays the donor's "maandelijkse gift" in name.
INTERVALS = (recurring.MONTHLY, recurring.QUARTERLY, recurring.YEARLY)
# Every mail carries a fresh link; a year covers the receipts a donor may still look for.
LINK_MAX_AGE = STOP_LINK_MAX_AGE = timedelta(days=365)
# The salt and the signed value of the stop links sent before: those links manage the gift too.
LINK_SALT = STOP_LINK_SALT = "donations.monthly-stop"
MANAGE_PATH = "/doneer/beheren/"

INVALID_LINK = gettext_noop(
    "Deze link om uw maandelijkse gift te beheren is niet geldig. Controleer of u de hele link "
    "uit de e-mail hebt overgenomen."
)
EXPIRED_LINK = gettext_noop(
    "Deze link is verlopen. Gebruik de link in de meest recente bevestiging van uw gift, of neem "
    "contact met ons op."
)
ALREADY_STOPPED = gettext_noop("Deze maandelijkse gift is al gestopt.")


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


# --- the donor's link ------------------------------------------------------------------------------
def _signer() -> signing.TimestampSigner:
    return signing.TimestampSigner(salt=LINK_SALT)


def manage_token(subscription: Subscription) -> str:
    """Unguessable and tamper-proof (signed with SECRET_KEY); it names the first gift."""
    return _signer().sign(subscription.purpose_id)


stop_token = manage_token


def manage_url(subscription: Subscription, language: str = "nl") -> str:
    return page_url(f"{MANAGE_PATH}{manage_token(subscription)}", language)


stop_url = manage_url


def _subscription_for(token: str) -> Subscription:
    try:
        purpose_id = _signer().unsign(token, max_age=LINK_MAX_AGE)
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
    kind: str
    ref: str
    title: str
    campaign: str
    amount_cents: int
    interval: str
    intervals: list[str]
    started_on: date
    status: str  # active, paused, stopped
    next_charge_on: date | None
    paused_until: date | None
    stopped_on: date | None
    min_amount_cents: int
    max_amount_cents: int
    pause_months: list[int]

    @property
    def canceled_on(self) -> date | None:
        return self.stopped_on


def _first(subscription: Subscription) -> Donation:
    first = (
        Donation.objects.select_related("page").filter(public_id=subscription.purpose_id).first()
    )
    if first is None:
        raise NotFound(INVALID_LINK)
    return first


def _gift(subscription: Subscription) -> MonthlyGift:
    first = _first(subscription)
    started = first.paid_at or subscription.created_at
    now = recurring.state(subscription)
    stopped = subscription.status == "canceled"
    return MonthlyGift(
        kind="monthly",
        ref=subscription.purpose_id,
        title=first.page.title,
        campaign=first.page.title,
        amount_cents=subscription.amount_cents,
        interval=subscription.interval,
        intervals=list(INTERVALS),
        started_on=timezone.localdate(started),
        status="stopped" if stopped else "paused" if now.paused_until else "active",
        next_charge_on=now.next_charge,
        paused_until=None if stopped else now.paused_until,
        stopped_on=timezone.localdate(subscription.canceled_at)
        if subscription.canceled_at
        else None,
        min_amount_cents=payments.MIN_AMOUNT_CENTS,
        max_amount_cents=payments.MAX_AMOUNT_CENTS,
        pause_months=list(recurring.PAUSE_MONTHS),
    )


def monthly_gift_for_token(*, token: str) -> MonthlyGift:
    """What the manage page shows; reading it changes nothing (mail scanners follow links)."""
    return _gift(_subscription_for(token))


def monthly_gift_stop(*, token: str) -> MonthlyGift:
    """The donor confirmed on the manage page: the subscription stops once, with one confirmation."""
    subscription = _subscription_for(token)
    _stop(subscription, actor=None)
    subscription.refresh_from_db()
    return _gift(subscription)


def monthly_gift_manage(*, token: str, change: recurring.GiftChange) -> MonthlyGift:
    """A change the donor asked for through their link (no login: the link is the key)."""
    return monthly_gift_change(subscription=_subscription_for(token), change=change, actor=None)


def monthly_gifts_of(person_ids: list[int]) -> list[MonthlyGift]:
    """The running (or paused) monthly gifts whose first gift is one of these persons'."""
    firsts = Donation.objects.filter(
        person_id__in=person_ids, frequency=Frequency.MONTHLY, subscription__isnull=False
    ).values_list("public_id", flat=True)
    subscriptions = Subscription.objects.filter(
        purpose="donation", purpose_id__in=[str(public_id) for public_id in firsts]
    ).exclude(status="canceled")
    return [_gift(subscription) for subscription in subscriptions.order_by("created_at")]


def subscription_of(person_ids: list[int], ref: str) -> Subscription:
    """One of these persons' monthly gifts by its ref; someone else's is not found."""
    subscription = Subscription.objects.filter(purpose="donation", purpose_id=ref).first()
    if subscription is None or _first(subscription).person_id not in person_ids:
        raise NotFound(gettext_noop("Deze gift bestaat niet."))
    return subscription


def _person_of(subscription: Subscription) -> Any:
    return _first(subscription).person


def monthly_gift_change(
    *, subscription: Subscription, change: recurring.GiftChange, actor: Any
) -> MonthlyGift:
    """Applies one change (or stops the gift) once: logged on the donor's record and confirmed by
    mail when something changed; asking again for what already is changes nothing."""
    from people.services import log

    if change.action == "stop":
        _stop(subscription, actor=actor)
        subscription.refresh_from_db()
        return _gift(subscription)
    with transaction.atomic():
        outcome = recurring.apply(
            subscription.pk,
            change,
            check_amount=payments.check_amount,
            intervals=INTERVALS,
            person_of=_person_of,
        )
        if outcome.changed:
            person = _person_of(subscription)
            action = recurring.action_name(change)
            if person is not None:
                log(person, f"monthly_gift_{action}", actor, **recurring.described(outcome))
            pk = subscription.pk
            words = recurring.described(outcome, _language_of(subscription))
            transaction.on_commit(lambda: send_monthly_changed.enqueue(pk, action, words))
    subscription.refresh_from_db()
    return _gift(subscription)


def _language_of(subscription: Subscription) -> str:
    """The language of the gift's first donation, which the gift's mails are written in."""
    language = (
        Donation.objects.filter(public_id=subscription.purpose_id)
        .values_list("language", flat=True)
        .first()
    )
    return language or "nl"


def _stop(subscription: Subscription, *, actor: Any) -> None:
    from people.services import log

    with transaction.atomic():
        stop_subscription(subscription)
        person = _person_of(subscription)
        if person is not None:
            log(person, "monthly_gift_stopped", actor, gift=format_euros(subscription.amount_cents))


def stop_subscription(subscription: Subscription) -> None:
    """Stops a monthly gift at the provider (what was paid stays paid) and mails the donor once."""
    if not payments.subscription_cancel(subscription=subscription):
        raise Conflict(ALREADY_STOPPED)
    pk = subscription.pk
    transaction.on_commit(lambda: send_monthly_stopped.enqueue(pk))
