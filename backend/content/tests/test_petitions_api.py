"""Petitions: the list and one petition with its goal and the confirmed signatures only."""

from django.utils import timezone

from content.models import PetitionPage
from engagement.models import PetitionSignature


def test_list_in_editor_order_with_counts(client, demo):
    body = client.get("/api/petitions").json()
    assert body["title"] == "Petities"
    items = {item["slug"]: item for item in body["items"]}
    assert list(items) == [
        "meer-groen-in-de-stad",
        "behoud-het-buurthuis",
        "veilige-fietsroutes",
        "petitie-voor-vrede",
    ]
    assert (
        items["meer-groen-in-de-stad"]["goal"],
        items["meer-groen-in-de-stad"]["signature_count"],
    ) == (5000, 3210)
    assert items["veilige-fietsroutes"]["closed"] is True


def test_detail_counts_only_confirmed_signatures(client, demo):
    petition = PetitionPage.objects.get(locale__language_code="nl", slug="behoud-het-buurthuis")
    before = client.get("/api/petitions/behoud-het-buurthuis").json()["signature_count"]
    PetitionSignature.objects.create(
        petition=petition,
        first_name="A",
        last_name="B",
        email="nieuw@example.org",
        consent_at=timezone.now(),
        consent_version="petitie-1-nl",
    )
    assert client.get("/api/petitions/behoud-het-buurthuis").json()["signature_count"] == before
    PetitionSignature.objects.filter(email="nieuw@example.org").update(confirmed_at=timezone.now())
    body = client.get("/api/petitions/behoud-het-buurthuis").json()
    assert body["signature_count"] == before + 1
    assert (
        body["thank_you_title"] == "Bedankt voor uw handtekening!"
        and body["body"][0]["type"] == "paragraph"
    )


def test_unknown_unpublished_and_malformed_answer_404(client, demo):
    PetitionPage.objects.get(locale__language_code="nl", slug="behoud-het-buurthuis").unpublish()
    for slug in ["bestaat-niet", "behoud-het-buurthuis", "a%20b"]:
        response = client.get(f"/api/petitions/{slug}")
        assert response.status_code == 404, slug
    assert "behoud-het-buurthuis" not in [
        p["slug"] for p in client.get("/api/petitions").json()["items"]
    ]


def test_one_signature_per_email_per_petition(demo):
    import pytest
    from django.db import IntegrityError

    petition = PetitionPage.objects.get(locale__language_code="nl", slug="meer-groen-in-de-stad")
    consent = {"consent_at": timezone.now(), "consent_version": "petitie-1-nl"}
    PetitionSignature.objects.create(
        petition=petition, first_name="A", last_name="B", email="Dubbel@example.org", **consent
    )
    with pytest.raises(IntegrityError):
        PetitionSignature.objects.create(
            petition=petition, first_name="A", last_name="B", email="dubbel@example.org", **consent
        )
