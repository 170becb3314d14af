"""Demo supporters (fictional, example.org): newsletter subscribers in each state and a few
volunteers, so that the admin's lists, filters and exports show something. The petitions'
signatures are seeded with the petitions (demo/landing.py)."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from .models import NewsletterSubscription, SubscriptionStatus, VolunteerSignup

SUBSCRIBERS = [
    # name, status, days ago
    ("Anna de Vries", SubscriptionStatus.CONFIRMED, 40),
    ("Bram Jansen", SubscriptionStatus.CONFIRMED, 12),
    ("Carla Bakker", SubscriptionStatus.PENDING, 1),
    ("Dirk Visser", SubscriptionStatus.UNSUBSCRIBED, 90),
]
VOLUNTEERS = [
    # first name, last name, province, municipality, interests
    ("Eva", "Smit", "gelderland", "Arnhem", ["flyeren", "evenementen"]),
    ("Finn", "Meijer", "utrecht", "Utrecht", ["sociale-media", "foto-video"]),
    ("Greet", "Mulder", "groningen", "Groningen", ["lokaal"]),
]


def seed_engagement() -> None:
    now = timezone.now()
    for name, status, days in SUBSCRIBERS:
        at = now - timedelta(days=days)
        confirmed = status != SubscriptionStatus.PENDING
        NewsletterSubscription.objects.create(
            email=f"{name.split()[0].lower()}.nieuwsbrief@example.org",
            name="" if status == SubscriptionStatus.UNSUBSCRIBED else name,
            status=status,
            consent_at=at,
            consent_version="nieuwsbrief-1-nl",
            confirmed_at=at + timedelta(minutes=5) if confirmed else None,
            unsubscribed_at=at + timedelta(days=30)
            if status == SubscriptionStatus.UNSUBSCRIBED
            else None,
            confirmation_sent_at=at,
            utm_id="demo-voorjaar" if days == 12 else "",
        )
    for first, last, province, municipality, interests in VOLUNTEERS:
        VolunteerSignup.objects.create(
            first_name=first,
            last_name=last,
            email=f"{first.lower()}.vrijwilliger@example.org",
            province=province,
            municipality=municipality,
            interests=interests,
            consent_at=now - timedelta(days=3),
            consent_version="vrijwilliger-1-nl",
        )
