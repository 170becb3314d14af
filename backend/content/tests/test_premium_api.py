"""The premium area's guard (SPEC §2.12, §6): 401 without a session, 403 without a membership
active today (staff included), and only then the content or a 404."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from content.models import PremiumPlaylist, PremiumVideo

from .premium_helpers import ENDPOINTS, PLAYLIST, VIDEO, visitor


def as_visitor(client, kind: str):
    user = visitor(kind)
    if user is not None:
        client.force_login(user)
    return client


@pytest.mark.parametrize("path", ENDPOINTS)
def test_anonymous_visitor_gets_401(client, demo, path):
    response = client.get(path)
    assert response.status_code == 401
    assert response.json()["message"].startswith("U bent niet ingelogd")


@pytest.mark.parametrize("kind", ["expired", "unpaid", "pending", "staff"])
@pytest.mark.parametrize("path", ENDPOINTS + ["/api/premium/videos/bestaat-niet"])
def test_without_an_active_membership_gets_403(client, demo, kind, path):
    response = as_visitor(client, kind).get(path)
    assert response.status_code == 403
    message = response.json()["message"]
    assert "actief lidmaatschap" in message and "/word-lid" in message and "/contributie" in message
    assert "penningmeester" not in response.content.decode()


@pytest.mark.parametrize("kind", ["active", "grace"])
@pytest.mark.parametrize("path", ENDPOINTS)
def test_active_member_sees_the_area_privately(client, demo, path, kind):
    # "grace": the dues are unpaid since yesterday; access lasts MEMBERSHIP_GRACE_DAYS (issue 21).
    response = as_visitor(client, kind).get(path)
    assert response.status_code == 200
    assert response["Cache-Control"] == "private, no-store"


def test_index_lists_videos_newest_first_and_the_playlist(client, demo):
    body = as_visitor(client, "active").get("/api/premium").json()
    assert body["title"] == "Premium" and body["locale"] == "nl"
    videos = body["videos"]["items"]
    assert len(videos) == body["videos"]["count"] == PremiumVideo.objects.live().filter(locale__language_code="nl").count() >= 3
    assert [v["publish_on"] for v in videos] == sorted(
        (v["publish_on"] for v in videos), reverse=True
    )
    assert videos[0]["image"]["url"].endswith(".webp")
    assert [p["slug"] for p in body["playlists"]] == ["achter-de-schermen"]
    assert body["playlists"][0]["video_count"] == 3


def test_index_in_english(client, demo):
    body = as_visitor(client, "active").get("/api/premium", {"locale": "en"}).json()
    assert body["locale"] == "en" and body["intro"].startswith("Videos for members")


def test_video_detail(client, demo):
    body = as_visitor(client, "active").get(VIDEO).json()
    assert body["title"] == "In gesprek met de penningmeester"
    assert body["video_url"].startswith("https://www.youtube.com/")
    assert [block["type"] for block in body["body"]] == ["paragraph", "heading", "paragraph"]


def test_playlist_keeps_the_editors_order_and_skips_hidden_videos(client, demo):
    client = as_visitor(client, "active")
    body = client.get(PLAYLIST).json()
    slugs = [video["slug"] for video in body["videos"]]
    expected = [item.video.slug for item in PremiumPlaylist.objects.get(locale__language_code="nl").items.all()]
    assert slugs == expected and len(slugs) == body["video_count"] == 3
    PremiumVideo.objects.get(locale__language_code="nl", slug=slugs[1]).unpublish()
    later = timezone.now() + timedelta(days=1)
    PremiumVideo.objects.filter(locale__language_code="nl", slug=slugs[2]).update(publish_on=later)
    assert [video["slug"] for video in client.get(PLAYLIST).json()["videos"]] == slugs[:1]


@pytest.mark.parametrize(
    "path",
    [
        "/api/premium/videos/bestaat-niet",
        "/api/premium/playlists/bestaat-niet",
        "/api/premium/videos/achter-de-schermen",  # a playlist is no video
        "/api/premium/playlists/in-gesprek-met-de-penningmeester",
        "/api/premium/videos/video-1",  # a public video is not in the premium area
        f"/api/premium/videos/{'x' * 300}",
    ],
)
def test_unknown_premium_pages_answer_404_to_members(client, demo, path):
    assert as_visitor(client, "active").get(path).status_code == 404


def test_unpublished_video_is_gone(client, demo):
    PremiumVideo.objects.get(locale__language_code="nl", slug="in-gesprek-met-de-penningmeester").unpublish()
    assert as_visitor(client, "active").get(VIDEO).status_code == 404


def test_logging_out_closes_the_area(client, demo):
    client = as_visitor(client, "active")
    assert client.get(VIDEO).status_code == 200
    client.logout()
    assert client.get(VIDEO).status_code == 401
