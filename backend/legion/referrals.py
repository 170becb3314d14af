"""Member-get-member (SPEC §2.10): a member's personal referral link and what it brought.

The code goes into `Membership.referral_code` of whoever joins through
/member-get-member/doe-mee?ref={code} (which leads to /word-lid?ref={code}); a link counts the
memberships with that code that are active."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.errors import Forbidden
from core.users import AnyUser
from members.models import Membership, MembershipStatus
from members.selectors import membership_for_user

from .models import ReferralLink

MEMBERS_ONLY = gettext_noop(
    "Alleen leden met een actief lidmaatschap kunnen een persoonlijke link maken. "
    "Is uw contributie betaald? Kijk dan op Mijn account."
)


def can_refer(user: AnyUser | None) -> bool:
    membership = membership_for_user(user)
    return membership is not None and membership.is_active_on(timezone.localdate())


def referral_link_create(*, user: User) -> ReferralLink:
    """The member's link, made the first time (asking again returns the same link)."""
    membership = membership_for_user(user)
    if membership is None or not membership.is_active_on(timezone.localdate()):
        raise Forbidden(MEMBERS_ONLY)
    link = ReferralLink.objects.filter(membership=membership).first()
    if link is not None:
        return link
    try:
        with transaction.atomic():
            return ReferralLink.objects.create(membership=membership)
    except IntegrityError:  # two clicks at once: one link
        return ReferralLink.objects.get(membership=membership)


def referral_link_of(user: AnyUser | None) -> ReferralLink | None:
    membership = membership_for_user(user)
    return ReferralLink.objects.filter(membership=membership).first() if membership else None


def joined_through(code: str) -> dict[str, int]:
    """How many memberships started from this code: active ones, and ones still waiting for
    their first payment."""
    started = Membership.objects.filter(referral_code=code)
    return {
        "joined": started.filter(status=MembershipStatus.ACTIVE).count(),
        "pending": started.filter(status=MembershipStatus.PENDING).count(),
    }


def referral_url(link: ReferralLink) -> str:
    return f"{settings.SITE_URL}{link.path}"


def code_exists(code: str) -> bool:
    return bool(code) and len(code) <= 20 and ReferralLink.objects.filter(code=code).exists()
