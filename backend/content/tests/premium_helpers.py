"""Accounts for the premium tests: one per kind of visitor the guard tells apart."""

from __future__ import annotations

from datetime import date, timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.utils import timezone

from members.models import Membership, MembershipStatus

VIDEO = "/api/premium/videos/in-gesprek-met-de-penningmeester"
PLAYLIST = "/api/premium/playlists/achter-de-schermen"
ENDPOINTS = ["/api/premium", VIDEO, PLAYLIST]


def account(email: str, **extra):
    return get_user_model().objects.create_user(username=email, email=email, password="x", **extra)


def member(email: str, status: str, paid_until: date | None):
    user = account(email)
    Membership.objects.create(
        user=user,
        first_name="Fictief",
        last_name="Lid",
        email=email,
        status=status,
        member_since=date(2020, 1, 1),
        paid_until=paid_until,
    )
    return user


def visitor(kind: str):
    """None for an anonymous visitor, else the account of that kind."""
    today = timezone.localdate()
    if kind == "anonymous":
        return None
    if kind == "active":
        return member("premium-actief@example.org", MembershipStatus.ACTIVE, date(today.year, 12, 31))
    if kind == "expired":
        return member("premium-verlopen@example.org", MembershipStatus.EXPIRED, today - timedelta(days=1))
    if kind == "unpaid":  # still marked active, but unpaid past the grace period (not yet expired)
        lapsed = today - timedelta(days=settings.MEMBERSHIP_GRACE_DAYS + 1)
        return member("premium-onbetaald@example.org", MembershipStatus.ACTIVE, lapsed)
    if kind == "grace":  # unpaid since yesterday: the grace period keeps a member's access
        return member("premium-respijt@example.org", MembershipStatus.ACTIVE, today - timedelta(days=1))
    if kind == "pending":
        return member("premium-wacht@example.org", MembershipStatus.PENDING, None)
    if kind == "staff":
        return account("premium-redacteur@example.org", is_staff=True, is_superuser=True)
    raise ValueError(kind)
