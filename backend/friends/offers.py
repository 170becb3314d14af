"""A friend's own link to become a member (/lidmaatschap-upgrade/{code}): a MembershipOffer of the
kind 'friend', unguessable, for this friend only, used once, expiring after
FRIENDS_MEMBER_OFFER_DAYS. Joining through it prefills what we know and charges the usual dues."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from members import rules
from members.models import Membership, MembershipOffer, MembershipStatus, OfferKind, Tier

from .models import Friend

CAMPAIGN = "Vriend wordt lid"


def is_member(email: str) -> bool:
    return Membership.objects.filter(
        email__iexact=email, status__in=[MembershipStatus.ACTIVE, MembershipStatus.PENDING]
    ).exists()


def member_offer_for(friend: Friend) -> MembershipOffer | None:
    """The friend's open link (a new one when none is open); none for someone already a member."""
    if is_member(friend.email):
        return None
    now = timezone.now()
    open_offer = (
        MembershipOffer.objects.filter(friend=friend, kind=OfferKind.FRIEND, used_at__isnull=True)
        .filter(Q(expires_at__isnull=True) | Q(expires_at__gt=now))
        .order_by("-created_at")
        .first()
    )
    if open_offer is not None:
        return open_offer
    return MembershipOffer.objects.create(
        kind=OfferKind.FRIEND,
        campaign=CAMPAIGN,
        price_cents=rules.dues_cents(Tier.ADULT),  # the join form charges the tier's first year
        tier=Tier.ADULT,
        friend=friend,
        expires_at=now + timedelta(days=settings.FRIENDS_MEMBER_OFFER_DAYS),
    )
