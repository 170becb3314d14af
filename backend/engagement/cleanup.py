"""Collect the minimum: what was never confirmed is not kept. Signatures and newsletter sign-ups
whose confirmation link has expired are removed (a returning subscriber who never confirmed the
new sign-up goes back to 'unsubscribed', without the name)."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction

from .models import NewsletterSubscription, PetitionSignature, SubscriptionStatus


def purge_unconfirmed(*, now: datetime) -> tuple[int, int]:
    """Returns (signatures removed, newsletter sign-ups removed or reverted)."""
    # A day's margin past the link's lifetime: a link opened at the last moment still works.
    cutoff = now - timedelta(days=settings.ENGAGEMENT_CONFIRM_LINK_DAYS + 1)
    with transaction.atomic():
        signatures, _ = PetitionSignature.objects.filter(
            confirmed_at__isnull=True, created_at__lt=cutoff
        ).delete()
        stale = NewsletterSubscription.objects.filter(
            status=SubscriptionStatus.PENDING, consent_at__lt=cutoff
        )
        reverted = stale.filter(unsubscribed_at__isnull=False).update(
            status=SubscriptionStatus.UNSUBSCRIBED, name=""
        )
        removed, _ = stale.filter(unsubscribed_at__isnull=True).delete()
    return signatures, removed + reverted
