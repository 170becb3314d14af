"""Live answers whose published part is kept (core/published_parts.py): petitions and donation pages.
With the cache on, an answer equals the uncached one; the live figure (confirmed signatures, the sum
of paid gifts) changes it at once, and publishing the page changes the rest at once."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from content.models import PetitionPage
from donations.models import Donation, DonationPage, DonationStatus
from engagement.models import PetitionSignature

pytestmark = pytest.mark.django_db

PATHS = [
    "/api/petitions?locale=nl",
    "/api/petitions?locale=en",
    "/api/petitions/behoud-het-buurthuis?locale=nl",
    "/api/petitions/behoud-het-buurthuis?locale=en",
    "/api/donations/page?path=/doneer&locale=nl",
    "/api/donations/page?path=/doneer/eindsprint&locale=en",
]


def test_every_answer_from_a_kept_part_equals_the_uncached_one(client, demo, api_cache, settings):
    kept = {}
    for path in PATHS:
        first = client.get(path)
        assert first.status_code == 200, path
        kept[path] = client.get(path).json()
    settings.API_RESPONSE_CACHE_SECONDS = 0
    api_cache.clear()
    assert {path: client.get(path).json() for path in PATHS} == kept


@pytest.mark.parametrize("path", PATHS)
def test_a_kept_part_leaves_one_query_for_the_live_figure(client, demo, api_cache, path):
    client.get(path)
    with CaptureQueriesContext(connection) as kept:
        assert client.get(path).status_code == 200
    # The control: the same answer built without the kept part reads the pages again.
    api_cache.clear()
    with CaptureQueriesContext(connection) as built:
        assert client.get(path).status_code == 200
    assert len(kept) == 1 < len(built)


def count_of(client, slug: str) -> int:
    items = client.get("/api/petitions?locale=nl").json()["items"]
    return next(item["signature_count"] for item in items if item["slug"] == slug)


def test_a_confirmed_signature_counts_at_once(client, demo, api_cache):
    petition = PetitionPage.objects.get(locale__language_code="nl", slug="behoud-het-buurthuis")
    listed = count_of(client, petition.slug)
    shown = client.get(f"/api/petitions/{petition.slug}?locale=en").json()["signature_count"]
    PetitionSignature.objects.create(
        petition=petition,
        first_name="A",
        last_name="B",
        email="kept-part@example.org",
        consent_at=timezone.now(),
        consent_version="petitie-1-nl",
        confirmed_at=timezone.now(),
    )
    assert count_of(client, petition.slug) == listed + 1
    detail = client.get(f"/api/petitions/{petition.slug}?locale=en").json()
    assert detail["signature_count"] == shown + 1


def test_a_paid_gift_counts_at_once_in_both_languages(client, demo, api_cache):
    page = DonationPage.objects.get(locale__language_code="nl", slug="eindsprint")

    def raised(locale: str) -> int:
        query = {"path": "/doneer/eindsprint", "locale": locale}
        return client.get("/api/donations/page", query).json()["donation"]["raised_cents"]

    before = raised("nl"), raised("en")
    Donation.objects.create(
        idempotency_key="kept-part-1",
        amount_cents=1234,
        status=DonationStatus.PAID,
        paid_at=timezone.now(),
        page=page,
        email="kept-part@example.org",
    )
    assert (raised("nl"), raised("en")) == (before[0] + 1234, before[1] + 1234)


def test_publishing_changes_the_kept_part_at_once(
    client, demo, api_cache, django_capture_on_commit_callbacks
):
    petition = PetitionPage.objects.get(locale__language_code="nl", slug="behoud-het-buurthuis")
    assert client.get(f"/api/petitions/{petition.slug}").json()["closed"] is False
    assert client.get("/api/petitions").status_code == 200
    petition.closed = True
    with django_capture_on_commit_callbacks(execute=True):
        petition.save_revision().publish()
    assert client.get(f"/api/petitions/{petition.slug}").json()["closed"] is True
    items = client.get("/api/petitions").json()["items"]
    assert next(item["closed"] for item in items if item["slug"] == petition.slug) is True
