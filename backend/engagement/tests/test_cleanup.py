from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from content.models import PetitionPage
from engagement.cleanup import purge_unconfirmed
from engagement.models import NewsletterSubscription, PetitionSignature, SubscriptionStatus

pytestmark = pytest.mark.django_db


def test_what_was_never_confirmed_in_time_is_not_kept(demo, settings):
    settings.ENGAGEMENT_CONFIRM_LINK_DAYS = 14
    now = timezone.now()
    petition = PetitionPage.objects.get(locale__language_code="nl", slug="behoud-het-buurthuis")
    old = now - timedelta(days=16)
    consent = {"consent_at": old, "consent_version": "petitie-1-nl"}
    stale = PetitionSignature.objects.create(
        petition=petition, first_name="Oud", last_name="X", email="oud@example.org", **consent
    )
    fresh = PetitionSignature.objects.create(
        petition=petition, first_name="Vers", last_name="X", email="vers@example.org", **consent
    )
    PetitionSignature.objects.filter(pk=stale.pk).update(created_at=old)
    confirmed_before = PetitionSignature.objects.filter(confirmed_at__isnull=False).count()
    newsletter = {"consent_at": old, "consent_version": "nieuwsbrief-1-nl"}
    NewsletterSubscription.objects.create(email="nooit@example.org", name="N", **newsletter)
    NewsletterSubscription.objects.create(
        email="terug@example.org",
        name="T",
        confirmed_at=old - timedelta(days=100),
        unsubscribed_at=old - timedelta(days=50),
        **newsletter,
    )

    assert purge_unconfirmed(now=now) == (1, 2)
    assert not PetitionSignature.objects.filter(pk=stale.pk).exists()
    assert PetitionSignature.objects.filter(pk=fresh.pk).exists()
    assert PetitionSignature.objects.filter(confirmed_at__isnull=False).count() == confirmed_before
    assert not NewsletterSubscription.objects.filter(email="nooit@example.org").exists()
    back = NewsletterSubscription.objects.get(email="terug@example.org")
    assert (back.status, back.name) == (SubscriptionStatus.UNSUBSCRIBED, "")
    assert NewsletterSubscription.objects.filter(status=SubscriptionStatus.CONFIRMED).count() == 2
    call_command("purge_unconfirmed", verbosity=0)
