"""Friends' e-mails (HTML and text), sent by the background worker: the receipt of each yearly gift
(the first one welcomes, with the friend's own link to become a member), the link on its own when
staff send it again, and the confirmations that the yearly gift changed or stopped. Every mail
about the gift carries the friend's link to manage it, and is written in the language of the
friend's sign-up; the link staff send is in the person's stored language (issue 22)."""

from __future__ import annotations

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django_tasks import task

from core.i18n import page_url, person_language, pick
from core.mail import send_templated
from core.money import format_euros


def _offer_url(friend, language: str) -> str:
    from .offers import member_offer_for

    offer = member_offer_for(friend)
    return page_url(offer.path, language) if offer else ""


@task(backend="background")
def send_friend_receipt(gift_pk: int) -> None:
    from .models import FriendGift, GiftKind

    with transaction.atomic():
        gift = (
            FriendGift.objects.select_for_update(of=("self",))
            .select_related("friend", "payment", "friend__subscription")
            .filter(pk=gift_pk, applied_at__isnull=False)
            .first()
        )
        if gift is None or gift.payment.status != "paid":
            return
        friend = gift.friend
        if gift.receipt_sent_at:
            return
        from payments.recurring import next_charge

        first = gift.kind == GiftKind.FIRST
        subscription = friend.subscription
        yearly = subscription is not None and subscription.status != "canceled"
        language = friend.language
        send_templated(
            to=friend.email,
            subject=(
                pick(language, nl="Welkom als vriend!", en="Welcome as a friend!")
                if first
                else pick(
                    language,
                    nl="Bedankt voor uw jaarlijkse vriendengift",
                    en="Thank you for your yearly friend gift",
                )
            ),
            template="friends/mail/receipt",
            language=language,
            context={
                "friend": friend,
                "first": first,
                "amount": format_euros(gift.payment.amount_cents, language),
                "yearly": yearly,
                "next_charge": next_charge(subscription) if yearly and subscription else None,
                "manage_url": _manage_url(friend),
                "offer_url": _offer_url(friend, language) if first else "",
            },
        )
        gift.receipt_sent_at = timezone.now()
        gift.save(update_fields=["receipt_sent_at"])


@task(backend="background")
def send_member_offer(friend_pk: int) -> None:
    from .models import Friend

    friend = Friend.objects.select_related("person").filter(pk=friend_pk).first()
    language = person_language(friend)
    url = _offer_url(friend, language) if friend is not None else ""
    if friend is None or not url:
        return
    send_templated(
        to=friend.email,
        subject=pick(language, nl="Word ook lid", en="Become a member too"),
        template="friends/mail/member_offer",
        language=language,
        context={"friend": friend, "offer_url": url, "days": settings.FRIENDS_MEMBER_OFFER_DAYS},
    )


@task(backend="background")
def send_friend_stopped(friend_pk: int) -> None:
    from .models import Friend, FriendStatus

    friend = Friend.objects.filter(pk=friend_pk, status=FriendStatus.STOPPED).first()
    if friend is None:
        return
    send_templated(
        to=friend.email,
        subject=pick(
            friend.language,
            nl="Uw jaarlijkse vriendengift is gestopt",
            en="Your yearly friend gift has stopped",
        ),
        template="friends/mail/stopped",
        language=friend.language,
        context={"friend": friend, "manage_url": _manage_url(friend)},
    )


def _manage_url(friend) -> str:
    from .manage import manage_url

    return manage_url(friend)


@task(backend="background")
def send_friend_changed(friend_pk: int, action: str, words: dict[str, str]) -> None:
    """Confirms to the friend what changed in their yearly gift (amount, pause)."""
    from payments.recurring import state

    from .models import Friend, FriendStatus

    friend = (
        Friend.objects.select_related("subscription")
        .filter(pk=friend_pk, status=FriendStatus.ACTIVE)
        .first()
    )
    if friend is None or friend.subscription is None:
        return
    now = state(friend.subscription)
    language = friend.language
    subjects = pick(
        language,
        nl={"paused": "Uw vriendengift is gepauzeerd", "resumed": "Uw vriendengift loopt weer"},
        en={"paused": "Your friend gift is paused", "resumed": "Your friend gift is running again"},
    )
    send_templated(
        to=friend.email,
        subject=subjects.get(
            action,
            pick(language, nl="Uw vriendengift is gewijzigd", en="Your friend gift has changed"),
        ),
        template="friends/mail/changed",
        language=language,
        context={
            "friend": friend,
            "action": action,
            "words": list(words.items()),
            "amount": format_euros(friend.amount_cents, language),
            "paused_until": now.paused_until,
            "next_charge": now.next_charge,
            "manage_url": _manage_url(friend),
        },
    )
