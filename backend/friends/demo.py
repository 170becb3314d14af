"""Demo friends (DESIGN.md §5): fictional people with example.org addresses in every state, and a
friend's link to become a member with fixed codes so the demo (and the browser tests) can open it:
valid, used and expired."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from members.models import MembershipOffer, OfferKind, Tier

from .models import Friend, FriendStatus

FRIEND_EMAIL = "vriend@example.org"
# Fixed codes so the demo (and the browser tests) can open these links; real ones are random.
FRIEND_UPGRADE_CODE = "demo-vriend-wordt-lid-2026"
USED_FRIEND_CODE = "demo-vriend-wordt-lid-gebruikt"
EXPIRED_FRIEND_CODE = "demo-vriend-wordt-lid-verlopen"

PEOPLE = [
    # email, first, last, status, yearly gift in cents
    (FRIEND_EMAIL, "Fenna", "Demovriend", FriendStatus.ACTIVE, 10000),
    ("vriend-wacht@example.org", "Joris", "Wachtmaar", FriendStatus.PENDING, 5000),
    ("vriend-gestopt@example.org", "Mila", "Gestopt", FriendStatus.STOPPED, 25000),
]


def seed_friends() -> None:
    now = timezone.now()
    today = timezone.localdate()
    for index, (email, first, last, status, cents) in enumerate(PEOPLE):
        paid = status != FriendStatus.PENDING
        Friend.objects.create(
            idempotency_key=f"demo-friend-{index}",
            status=status,
            first_name=first,
            last_name=last,
            email=email,
            amount_cents=cents,
            paid_until=today + timedelta(days=200) if paid else None,
            activated_at=now - timedelta(days=165) if paid else None,
            stopped_at=now - timedelta(days=10) if status == FriendStatus.STOPPED else None,
            consent_at=now - timedelta(days=165),
            consent_version="vriend-1-nl",
        )
    friend = Friend.objects.get(email=FRIEND_EMAIL)
    for code, used, expires in (
        (FRIEND_UPGRADE_CODE, None, now + timedelta(days=365)),
        (USED_FRIEND_CODE, now - timedelta(days=2), now + timedelta(days=30)),
        (EXPIRED_FRIEND_CODE, None, now - timedelta(days=1)),
    ):
        MembershipOffer.objects.create(
            code=code,
            kind=OfferKind.FRIEND,
            campaign="Vriend wordt lid",
            price_cents=settings.MEMBERSHIP_ADULT_CENTS,
            tier=Tier.ADULT,
            friend=friend,
            used_at=used,
            expires_at=expires,
        )
