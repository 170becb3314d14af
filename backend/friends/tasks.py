"""Friends' e-mails (Dutch, HTML and text), sent by the background worker: the receipt of each
yearly gift (the first one welcomes, with the friend's own link to become a member), the link on
its own when staff send it again, and the confirmation that the yearly gift stopped."""

from __future__ import annotations

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django_tasks import task

from core.mail import send_templated
from core.money import format_euros


def _offer_url(friend) -> str:
    from .offers import member_offer_for

    offer = member_offer_for(friend)
    return f"{settings.SITE_URL}{offer.path}" if offer else ""


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
        first = gift.kind == GiftKind.FIRST
        subscription = friend.subscription
        send_templated(
            to=friend.email,
            subject="Welkom als vriend!" if first else "Bedankt voor uw jaarlijkse vriendengift",
            template="friends/mail/receipt",
            context={
                "friend": friend,
                "first": first,
                "amount": format_euros(gift.payment.amount_cents),
                "yearly": subscription is not None and subscription.status != "canceled",
                "offer_url": _offer_url(friend) if first else "",
            },
        )
        gift.receipt_sent_at = timezone.now()
        gift.save(update_fields=["receipt_sent_at"])


@task(backend="background")
def send_member_offer(friend_pk: int) -> None:
    from .models import Friend

    friend = Friend.objects.filter(pk=friend_pk).first()
    url = _offer_url(friend) if friend is not None else ""
    if friend is None or not url:
        return
    send_templated(
        to=friend.email,
        subject="Word ook lid",
        template="friends/mail/member_offer",
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
        subject="Uw jaarlijkse vriendengift is gestopt",
        template="friends/mail/stopped",
        context={"friend": friend},
    )
