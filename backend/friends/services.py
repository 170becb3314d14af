"""Friends: join with a yearly gift (the rules, then the first payment, which sets up the mandate),
follow the payments (each applied once), renew yearly through a subscription at the provider, and
stop. The payment core does the money; party-finance law (the wfpp app) applies to the gift: the
first payment holds its amount on the giver's year, every paid payment is checked again."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext, gettext_noop

from core.consent import NO_CAMPAIGN, Campaign, Consent, versions
from core.errors import Conflict, DomainError
from core.i18n import current_language
from core.money import format_euros
from payments import services as payments
from payments.models import Payment, PaymentStatus
from payments.providers.base import add_interval
from people.consents import record_consent
from people.matching import discard_if_bare, person_for_action
from people.models import ConsentPurpose
from wfpp import rules as finance_rules
from wfpp import services as wfpp

from .models import Friend, FriendGift, FriendStatus, GiftKind
from .tasks import send_friend_receipt, send_friend_stopped

YEARLY = "12 months"
# The consent text under the form (frontend locale files, 'friends.join.consentVersion').
CONSENT_VERSIONS = versions("vriend", 1)
THANKS_PATH = "/vrienden/bedankt"
ALREADY_FRIEND = gettext_noop("U bent al vriend met dit e-mailadres. Dank u wel voor uw steun!")
NOT_RUNNING = gettext_noop("Deze vriend heeft geen lopende jaarlijkse gift.")


@dataclass(frozen=True)
class FriendPerson:
    first_name: str
    last_name: str
    email: str
    country: str = "NL"
    dutch_voter_abroad: bool = False


def _invalid(message: str, field: str) -> DomainError:
    return DomainError(message, fields={field: message})


def check_amount(amount_cents: int) -> None:
    minimum = settings.FRIENDS_MIN_YEARLY_CENTS
    if amount_cents < minimum:
        message = gettext("Als vriend geeft u minimaal %(amount)s per jaar.")
        raise _invalid(message % {"amount": format_euros(minimum)}, "amount")
    payments.check_amount(amount_cents)


def _check_person(person: FriendPerson) -> FriendPerson:
    first_name, last_name = person.first_name.strip(), person.last_name.strip()
    if not first_name:
        raise _invalid(gettext_noop("Voornaam is verplicht."), "first_name")
    if not last_name:
        raise _invalid(gettext_noop("Achternaam is verplicht."), "last_name")
    email = person.email.strip().lower()
    try:
        validate_email(email)
    except ValidationError:
        raise _invalid(gettext_noop("Vul een geldig e-mailadres in."), "email") from None
    country = person.country.strip().upper()
    finance_rules.check_origin(country, dutch_voter_abroad=person.dutch_voter_abroad)
    return FriendPerson(
        first_name[:100], last_name[:100], email, country, person.dutch_voter_abroad
    )


def _thanks_url(friend: Friend) -> str:
    return f"{settings.SITE_URL}{THANKS_PATH}?vriend={friend.public_id}"


def friend_join(
    *,
    person: FriendPerson,
    amount_cents: int,
    consent: Consent,
    idempotency_key: str,
    campaign: Campaign = NO_CAMPAIGN,
    user: Any = None,
) -> tuple[Friend, Payment]:
    """Checks the sign-up, records a pending friend and starts the first payment (which also sets
    up the mandate for the yearly gift). The same key returns the same pair."""
    friend = Friend.objects.filter(idempotency_key=idempotency_key).first()
    if friend is None:
        check_amount(amount_cents)
        person = _check_person(person)
        consent_fields = consent.record(CONSENT_VERSIONS)
        if Friend.objects.filter(email__iexact=person.email, status=FriendStatus.ACTIVE).exists():
            raise Conflict(ALREADY_FRIEND, fields={"email": ALREADY_FRIEND})
        wfpp.precheck(email=person.email, amount_cents=amount_cents)
        started = timezone.now()
        language = current_language()
        friend_person = person_for_action(
            person.email,
            user=user,
            first_name=person.first_name,
            last_name=person.last_name,
            language=language,
        )
        fields = person.__dict__

        def create() -> tuple[Friend, str]:
            friend = Friend.objects.create(
                person=friend_person,
                language=language,
                idempotency_key=idempotency_key,
                amount_cents=amount_cents,
                **fields,
                **consent_fields,
                **campaign.record(),
            )
            record_consent(
                friend_person,
                purpose=ConsentPurpose.FRIEND,
                version=str(consent_fields["consent_version"]),
            )
            return friend, str(friend.public_id)

        try:  # the sign-up and its hold on the giver's year, under the giver's lock
            friend = wfpp.reserve(
                person=friend_person, amount_cents=amount_cents, purpose="friend", create=create
            )
        except IntegrityError:  # the same form, sent twice at once
            friend = Friend.objects.get(idempotency_key=idempotency_key)
        except DomainError:  # refused under the lock: a person made for this sign-up goes too
            discard_if_bare(friend_person, made_since=started)
            raise
    if friend.amount_cents != amount_cents:
        raise Conflict(gettext_noop("Deze aanmelding is al met een ander bedrag gestart."))
    first = friend.gifts.filter(kind=GiftKind.FIRST).select_related("payment").first()
    if first is not None:
        return friend, first.payment
    if not friend.customer_id:
        friend.customer_id = payments.customer_create(name=friend.full_name, email=friend.email)
        friend.save(update_fields=["customer_id"])
    try:
        payment = payments.payment_create(
            purpose="friend",
            purpose_id=str(friend.public_id),
            amount_cents=friend.amount_cents,
            description="Vriendengift (jaarlijks)",
            redirect_url=_thanks_url(friend),
            idempotency_key=f"friend-{idempotency_key}",
            sequence_type="first",
            customer_id=friend.customer_id,
        )
    except payments.PaymentUnavailable:
        wfpp.release(purpose="friend", purpose_id=str(friend.public_id))
        raise
    FriendGift.objects.get_or_create(
        payment=payment, defaults={"friend": friend, "kind": GiftKind.FIRST}
    )
    return friend, payment


def friend_payment_changed(payment: Payment, previous_status: str) -> None:
    """The payment core's news: a paid payment adds a year of friendship (once); the first paid
    one also starts the yearly subscription; a failed first payment ends the sign-up."""
    with transaction.atomic():
        friend = Friend.objects.select_for_update().filter(public_id=payment.purpose_id).first()
        if friend is None:
            return
        gift = FriendGift.objects.select_for_update().filter(payment=payment).first()
        if gift is None:  # a yearly charge the provider made by itself
            gift = FriendGift.objects.create(friend=friend, payment=payment, kind=GiftKind.RENEWAL)
        if payment.status == PaymentStatus.PAID and gift.applied_at is None:
            if wfpp.payment_paid(
                payment=payment, person=friend.person, purpose_id=str(friend.public_id)
            ):
                _apply_paid(friend, gift, payment)
            elif gift.kind == GiftKind.FIRST and friend.status == FriendStatus.PENDING:
                friend.status = FriendStatus.FAILED  # refunded: the party may not keep it
                friend.save(update_fields=["status"])
        elif (
            payment.status
            in (
                PaymentStatus.FAILED,
                PaymentStatus.CANCELED,
                PaymentStatus.EXPIRED,
            )
            and gift.kind == GiftKind.FIRST
            and friend.status == FriendStatus.PENDING
        ):
            friend.status = FriendStatus.FAILED
            friend.save(update_fields=["status"])
            wfpp.release(purpose="friend", purpose_id=str(friend.public_id))


def _apply_paid(friend: Friend, gift: FriendGift, payment: Payment) -> None:
    paid_on = timezone.localdate(payment.paid_at or timezone.now())
    start = max(friend.paid_until, paid_on) if friend.paid_until else paid_on
    friend.paid_until = add_interval(start, YEARLY)
    first = friend.activated_at is None
    if friend.status in (FriendStatus.PENDING, FriendStatus.FAILED):
        friend.status = FriendStatus.ACTIVE
    friend.activated_at = friend.activated_at or timezone.now()
    friend.customer_id = payment.customer_id or friend.customer_id
    friend.save()
    gift.applied_at = timezone.now()
    gift.save(update_fields=["applied_at"])
    friend_pk, gift_pk = friend.pk, gift.pk
    if first and payment.sequence_type == "first" and payment.customer_id:
        # The receipt follows the subscription, so that it can say when the next gift is due.
        transaction.on_commit(lambda: start_subscription(friend_pk, paid_on))
    transaction.on_commit(lambda: send_friend_receipt.enqueue(gift_pk))


def friend_charged_back(payment: Payment) -> None:
    """The friend's bank took a paid yearly gift back: the gift no longer counts (nor in the Wfpp
    register) and the year it bought is taken off the friendship. The subscription runs on, as at
    Mollie: the friend stops it with the link in every mail about the gift."""
    with transaction.atomic():
        friend = Friend.objects.select_for_update().filter(public_id=payment.purpose_id).first()
        gift = FriendGift.objects.select_for_update().filter(payment=payment).first()
        if friend is None or gift is None or gift.applied_at is None:
            return
        if payment.amount_kept_cents > 0:
            return  # a partial chargeback: the year stays bought, the register counts what was kept
        gift.applied_at = None
        gift.save(update_fields=["applied_at"])
        if friend.paid_until is not None:
            friend.paid_until = add_interval(friend.paid_until, "-12 months")
            friend.save(update_fields=["paid_until"])
        if friend.person is not None:
            from people.services import log

            log(friend.person, "friend_gift_charged_back", None, gift=format_euros(payment.amount_cents))


def start_subscription(friend_pk: int, paid_on: date) -> None:
    """The yearly gift at the provider, its first charge one year after the first payment."""
    friend = Friend.objects.get(pk=friend_pk)
    if friend.subscription_id is not None or friend.status != FriendStatus.ACTIVE:
        return
    subscription = payments.subscription_create(
        purpose="friend",
        purpose_id=str(friend.public_id),
        customer_id=friend.customer_id,
        amount_cents=friend.amount_cents,
        interval=YEARLY,
        description="Vriendengift (jaarlijks)",
        start_date=add_interval(paid_on, YEARLY),
    )
    Friend.objects.filter(pk=friend_pk, subscription__isnull=True).update(subscription=subscription)


def friend_stop(*, friend: Friend, actor: User | None = None) -> Friend:
    """Stops the yearly gift (staff, from the admin): no further charges; what was paid stays paid
    and the friendship runs until `paid_until`. The friend is told by e-mail, once."""
    with transaction.atomic():
        friend = Friend.objects.select_for_update().get(pk=friend.pk)
        if friend.status != FriendStatus.ACTIVE:
            raise Conflict(NOT_RUNNING)
        if friend.subscription is not None:
            payments.subscription_cancel(subscription=friend.subscription)
        friend.status, friend.stopped_at = FriendStatus.STOPPED, timezone.now()
        friend.save(update_fields=["status", "stopped_at"])
        pk = friend.pk
        transaction.on_commit(lambda: send_friend_stopped.enqueue(pk))
    return friend
