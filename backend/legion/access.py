"""Magic links to the legion dashboard, and the session flag that following one sets.

A token is `{link id}:{secret}` signed with the site's secret key and a timestamp (Django's
TimestampSigner), so a forged or altered token is refused before the database is asked. The
AccessLink row keeps the secret's SHA-256 only; using the link marks it used in one conditional
UPDATE, so of two simultaneous uses only one succeeds."""

from __future__ import annotations

import hashlib
import secrets

from django.core import signing
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.errors import DomainError

from .models import AccessLink, LegionMember
from .rules import access_link_lifetime, welcome_link_lifetime

SALT = "legion.access"
SESSION_KEY = "legion_member"
LINK_GONE = gettext_noop(
    "Deze link werkt niet meer: hij is al gebruikt of verlopen. Vraag hieronder een nieuwe link aan."
)


class LinkGone(DomainError):
    status_code = 410


def _hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def _signer() -> signing.TimestampSigner:
    return signing.TimestampSigner(salt=SALT)


def link_create(member: LegionMember, *, welcome: bool = False) -> str:
    """A new link for this member; returns the token for the mail (it is stored nowhere)."""
    secret = secrets.token_urlsafe(24)
    lifetime = welcome_link_lifetime() if welcome else access_link_lifetime()
    link = AccessLink.objects.create(
        member=member, secret_hash=_hash(secret), expires_at=timezone.now() + lifetime
    )
    return _signer().sign(f"{link.pk}:{secret}")


def link_use(token: str) -> LegionMember:
    """Spends the link; raises LinkGone for a forged, altered, expired or used one."""
    max_age = max(access_link_lifetime(), welcome_link_lifetime())
    try:
        value = _signer().unsign(token[:300], max_age=max_age)
    except signing.BadSignature:  # also SignatureExpired
        raise LinkGone(LINK_GONE) from None
    pk, _, secret = value.partition(":")
    if not pk.isdigit() or not secret:
        raise LinkGone(LINK_GONE)
    now = timezone.now()
    spent = AccessLink.objects.filter(
        pk=int(pk), secret_hash=_hash(secret), used_at__isnull=True, expires_at__gt=now
    ).update(used_at=now)
    if spent != 1:
        raise LinkGone(LINK_GONE)
    member = AccessLink.objects.select_related("member").get(pk=int(pk)).member
    member.confirmed_at = member.confirmed_at or now
    member.last_access_at = now
    member.save(update_fields=["confirmed_at", "last_access_at"])
    return member


def grant(request: HttpRequest, member: LegionMember) -> None:
    """The visitor's session opens this member's dashboard (a new session key: no fixation)."""
    request.session.cycle_key()
    request.session[SESSION_KEY] = str(member.public_id)


def revoke(request: HttpRequest) -> None:
    request.session.pop(SESSION_KEY, None)


def member_of(request: HttpRequest) -> LegionMember | None:
    """The legion member whose dashboard this session may see, if any."""
    public_id = request.session.get(SESSION_KEY)
    if not public_id:
        return None
    return LegionMember.objects.filter(public_id=public_id).first()
