"""Premium pages are never served, listed or found outside /api/premium: not by the generic page
resolver, the sitemap, the public videos or the search, whoever asks."""

from __future__ import annotations

import pytest

from content.models import PremiumPlaylist, PremiumVideo

from .premium_helpers import visitor

PAGE_PATHS = [
    "/fi-premium",
    "/fi-premium/in-gesprek-met-de-penningmeester",
    "/fi-premium/playlist",
    "/fi-premium/playlist/achter-de-schermen",
]


@pytest.mark.parametrize("kind", ["anonymous", "active", "staff"])
@pytest.mark.parametrize("path", PAGE_PATHS)
@pytest.mark.parametrize("locale", ["nl", "en"])
def test_page_resolver_never_serves_premium_pages(client, demo, kind, path, locale):
    user = visitor(kind)
    if user is not None:
        client.force_login(user)
    response = client.get("/api/pages/resolve", {"path": path, "locale": locale})
    assert response.status_code == 404
    assert set(response.json()) == {"message", "fields"}


def test_sitemap_has_no_premium_paths(client, demo):
    paths = [entry["path"] for entry in client.get("/api/pages/sitemap").json()["entries"]]
    assert paths and not [path for path in paths if "premium" in path]
    premium_slugs = set(PremiumVideo.objects.values_list("slug", flat=True))
    assert not [path for path in paths if path.rsplit("/", 1)[-1] in premium_slugs]


def test_public_videos_leave_premium_videos_out(client, demo):
    slugs = {item["slug"] for item in client.get("/api/videos", {"page_size": 48}).json()["items"]}
    assert slugs and not slugs & set(PremiumVideo.objects.values_list("slug", flat=True))
    assert client.get("/api/videos/in-gesprek-met-de-penningmeester").status_code == 404


@pytest.mark.parametrize("kind", ["anonymous", "active"])
@pytest.mark.parametrize(
    "q", ["penningmeester", "ledenavond", "achter de schermen", "premiumomgeving"]
)
def test_search_never_finds_premium_pages(client, demo, kind, q):
    user = visitor(kind)
    if user is not None:
        client.force_login(user)
    body = client.get("/api/search", {"q": q}).json()
    titles = {item["title"] for key in ("positions", "articles") for item in body[key]}
    premium = set(PremiumVideo.objects.values_list("title", flat=True))
    premium |= set(PremiumPlaylist.objects.values_list("title", flat=True))
    assert not titles & premium
