"""Signed links in the e-mails: confirm a subscription or a signature (they expire), and leave the
newsletter (it does not). Each carries the record's id and when it was made; Django's signing
(SECRET_KEY, a salt per purpose) makes them unforgeable."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Literal

from django.conf import settings
from django.core import signing
from django.utils.translation import gettext_noop

from core.errors import DomainError, NotFound

Purpose = Literal["newsletter-confirm", "newsletter-unsubscribe", "petition-confirm"]
MAX_TOKEN_LENGTH = 200

INVALID = gettext_noop(
    "Deze link is niet geldig. Controleer of u de hele link uit de e-mail hebt overgenomen."
)
EXPIRED = gettext_noop("Deze link is verlopen. Meld u opnieuw aan; u krijgt dan een nieuwe e-mail.")


class LinkExpired(DomainError):
    status_code = 410


def make_token(purpose: Purpose, pk: int) -> str:
    return signing.dumps({"n": pk, "t": int(time.time())}, salt=f"engagement.{purpose}")


def read_token(purpose: Purpose, token: str) -> tuple[int, datetime]:
    """The record's id and when the link was made; NotFound (404) for a bad link, LinkExpired
    (410) for a confirmation link older than ENGAGEMENT_CONFIRM_LINK_DAYS."""
    if not token or len(token) > MAX_TOKEN_LENGTH:
        raise NotFound(INVALID)
    try:
        data = signing.loads(token, salt=f"engagement.{purpose}")
        pk, made = int(data["n"]), int(data["t"])
    except (signing.BadSignature, KeyError, TypeError, ValueError):
        raise NotFound(INVALID) from None
    made_at = datetime.fromtimestamp(made, tz=UTC)
    max_age = timedelta(days=settings.ENGAGEMENT_CONFIRM_LINK_DAYS)
    if purpose != "newsletter-unsubscribe" and time.time() - made > max_age.total_seconds():
        raise LinkExpired(EXPIRED)
    return pk, made_at


def link_url(path: str, token: str) -> str:
    return f"{settings.SITE_URL}{path}{token}"
