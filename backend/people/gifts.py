"""A logged-in person's recurring gifts, for /mijn-account: their running or paused monthly gifts
and their yearly gift as a friend, and the changes they make to them (each through the service
that owns the gift: donations.monthly, friends.manage)."""

from __future__ import annotations

from typing import Any

from payments.recurring import GiftChange

from .models import Person


def _person_ids(user: Any) -> list[int]:
    return list(Person.objects.filter(user=user).values_list("pk", flat=True))


def gifts_of_user(user: Any) -> list[Any]:
    from donations.monthly import monthly_gifts_of
    from friends.manage import friend_gifts_of

    ids = _person_ids(user)
    if not ids:
        return []
    return [*monthly_gifts_of(ids), *friend_gifts_of(ids)]


def gift_change_for_user(user: Any, *, kind: str, ref: str, change: GiftChange) -> Any:
    """One of the user's own gifts, changed with the user as the actor in its log."""
    from donations.monthly import monthly_gift_change, subscription_of
    from friends.manage import friend_gift_change, friend_of

    ids = _person_ids(user)
    if kind == "monthly":
        return monthly_gift_change(
            subscription=subscription_of(ids, ref), change=change, actor=user
        )
    return friend_gift_change(friend=friend_of(ids, ref), change=change, actor=user)
