"""A friend manages their own yearly gift, from /mijn-account or a signed link in every mail about
it (no login: the link is the key): the amount (from the friends' minimum), a pause (the next
yearly charge moves on) and its end, and stopping. A friend's gift is yearly by definition: its
interval does not change. Each change is applied once, logged on the person and confirmed by mail."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from django.conf import settings
from django.core import signing
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.errors import Conflict, DomainError, NotFound
from core.i18n import page_url
from core.money import format_euros
from payments import recurring
from payments import services as payments

from .models import Friend, FriendStatus
from .services import YEARLY, check_amount, friend_stop
from .tasks import send_friend_changed

LINK_MAX_AGE = timedelta(days=365 + 60)  # a yearly gift's mails come a year apart
LINK_SALT = "friends.manage"
MANAGE_PATH = "/vrienden/beheren/"
INTERVALS = (YEARLY,)
INVALID_LINK = gettext_noop(
    "Deze link om uw vriendengift te beheren is niet geldig. Controleer of u de hele link uit de "
    "e-mail hebt overgenomen."
)
EXPIRED_LINK = gettext_noop(
    "Deze link is verlopen. Gebruik de link in de meest recente e-mail over uw vriendengift, of "
    "neem contact met ons op."
)
NO_YEARLY_GIFT = gettext_noop("Bij deze vriend hoort geen lopende jaarlijkse gift.")


class LinkExpired(DomainError):
    status_code = 410


def _signer() -> signing.TimestampSigner:
    return signing.TimestampSigner(salt=LINK_SALT)


def manage_token(friend: Friend) -> str:
    return _signer().sign(str(friend.public_id))


def manage_url(friend: Friend) -> str:
    """The friend's personal link, to the page in the language of their sign-up."""
    return page_url(f"{MANAGE_PATH}{manage_token(friend)}", friend.language)


def _friend_for(token: str) -> Friend:
    try:
        public_id = _signer().unsign(token, max_age=LINK_MAX_AGE)
    except signing.SignatureExpired:
        raise LinkExpired(EXPIRED_LINK) from None
    except signing.BadSignature:
        raise NotFound(INVALID_LINK) from None
    friend = Friend.objects.select_related("subscription").filter(public_id=public_id).first()
    if friend is None or friend.status not in (FriendStatus.ACTIVE, FriendStatus.STOPPED):
        raise NotFound(INVALID_LINK)
    return friend


@dataclass(frozen=True)
class FriendGift:
    kind: str
    ref: str
    title: str
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
    paid_until: date | None


def _gift(friend: Friend) -> FriendGift:
    subscription = friend.subscription
    running = (
        friend.status == FriendStatus.ACTIVE
        and subscription is not None
        and subscription.status != "canceled"
    )
    now = recurring.state(subscription) if running and subscription else None
    stopped_at = friend.stopped_at or (subscription.canceled_at if subscription else None)
    return FriendGift(
        kind="friend",
        ref=str(friend.public_id),
        title="Vriendengift",
        amount_cents=friend.amount_cents,
        interval=YEARLY,
        intervals=list(INTERVALS),
        started_on=timezone.localdate(friend.activated_at or friend.created_at),
        status="stopped" if now is None else "paused" if now.paused_until else "active",
        next_charge_on=now.next_charge if now else None,
        paused_until=now.paused_until if now else None,
        stopped_on=timezone.localdate(stopped_at) if now is None and stopped_at else None,
        min_amount_cents=settings.FRIENDS_MIN_YEARLY_CENTS,
        max_amount_cents=payments.MAX_AMOUNT_CENTS,
        pause_months=list(recurring.PAUSE_MONTHS),
        paid_until=friend.paid_until,
    )


def friend_gift_for_token(*, token: str) -> FriendGift:
    """What the manage page shows; reading it changes nothing (mail scanners follow links)."""
    return _gift(_friend_for(token))


def friend_gift_manage(*, token: str, change: recurring.GiftChange) -> FriendGift:
    return friend_gift_change(friend=_friend_for(token), change=change, actor=None)


def friend_gifts_of(person_ids: list[int]) -> list[FriendGift]:
    friends = Friend.objects.select_related("subscription").filter(
        person_id__in=person_ids, status=FriendStatus.ACTIVE, subscription__isnull=False
    )
    return [_gift(friend) for friend in friends.exclude(subscription__status="canceled")]


def friend_of(person_ids: list[int], ref: str) -> Friend:
    friend = (
        Friend.objects.select_related("subscription")
        .filter(public_id=ref, person_id__in=person_ids)
        .first()
        if _is_uuid(ref)
        else None
    )
    if friend is None:
        raise NotFound(gettext_noop("Deze gift bestaat niet."))
    return friend


def _is_uuid(value: str) -> bool:
    try:
        uuid.UUID(value)
    except ValueError:
        return False
    return True


def friend_gift_change(*, friend: Friend, change: recurring.GiftChange, actor: Any) -> FriendGift:
    from people.services import log

    if change.action == "stop":
        with transaction.atomic():
            friend = friend_stop(friend=friend, actor=actor if _user(actor) else None)
            if friend.person is not None:
                log(
                    friend.person,
                    "friend_gift_stopped",
                    actor,
                    gift=format_euros(friend.amount_cents),
                )
        friend.refresh_from_db()
        return _gift(friend)
    subscription = friend.subscription
    if friend.status != FriendStatus.ACTIVE or subscription is None:
        raise Conflict(NO_YEARLY_GIFT)
    with transaction.atomic():
        outcome = recurring.apply(
            subscription.pk,
            change,
            check_amount=check_amount,
            intervals=INTERVALS,
            person_of=lambda _: friend.person,
        )
        if outcome.changed:
            Friend.objects.filter(pk=friend.pk).update(amount_cents=outcome.after.amount_cents)
            action = recurring.action_name(change)
            words = recurring.described(outcome)
            if friend.person is not None:
                log(friend.person, f"friend_gift_{action}", actor, **words)
            pk = friend.pk
            told = recurring.described(outcome, friend.language)
            transaction.on_commit(lambda: send_friend_changed.enqueue(pk, action, told))
    friend = Friend.objects.select_related("subscription").get(pk=friend.pk)
    return _gift(friend)


def _user(actor: Any) -> bool:
    return bool(getattr(actor, "is_authenticated", False))
