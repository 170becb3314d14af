from datetime import timedelta

import pytest
from django.utils import timezone

from content.models import Article, Position


@pytest.fixture
def news(demo):
    return Article.objects.live().filter(publish_on__lte=timezone.now(), region=None, locale__language_code="nl")


def test_article_list_is_paginated_newest_first(client, news):
    body = client.get("/api/articles", {"page_size": 12}).json()
    assert body["count"] == news.count() >= 60
    assert len(body["items"]) == 12 and body["page"] == 1
    assert body["num_pages"] == -(-body["count"] // 12)
    dates = [item["publish_on"] for item in body["items"]]
    assert dates == sorted(dates, reverse=True)
    first = body["items"][0]
    assert first["authors"] and first["authors"][0]["slug"]
    assert first["image"]["url"].endswith(".webp") and " 400w" in first["image"]["srcset"]
    assert first["image"]["width"] <= 2000 and first["image"]["height"] <= 2000


def test_every_website_label_occurs(client, news):
    assert set(news.values_list("website", flat=True)) == {"default", "jfvd", "renaissance", "international"}


def test_page_past_the_end_is_404(client, news):
    last = client.get("/api/articles").json()["num_pages"]
    assert client.get("/api/articles", {"page": last}).status_code == 200
    assert client.get("/api/articles", {"page": last + 1}).status_code == 404
    assert client.get("/api/articles", {"page": 0}).status_code == 422


def test_article_detail(client, news):
    body = client.get("/api/articles/nieuwsbericht-1").json()
    assert body["title"].startswith("Nieuwsbericht 1")
    assert [block["type"] for block in body["body"]][:3] == ["paragraph", "heading", "video"]
    assert body["locale"] == "nl"


def test_scheduled_article_is_hidden_until_its_time(client, news):
    assert client.get("/api/articles/gepland-bericht").status_code == 404
    slugs = {item["slug"] for item in client.get("/api/articles", {"page_size": 48}).json()["items"]}
    assert "gepland-bericht" not in slugs
    Article.objects.filter(locale__language_code="nl", slug="gepland-bericht").update(publish_on=timezone.now() - timedelta(minutes=1))
    assert client.get("/api/articles/gepland-bericht").status_code == 200
    assert client.get("/api/articles").json()["items"][0]["slug"] == "gepland-bericht"


def test_unpublished_article_is_gone(client, news):
    Article.objects.get(locale__language_code="nl", slug="nieuwsbericht-2").unpublish()
    assert client.get("/api/articles/nieuwsbericht-2").status_code == 404


@pytest.mark.parametrize("path", ["/api/articles/bestaat-niet", "/api/authors/bestaat-niet", "/api/positions/bestaat-niet"])
def test_unknown_slugs_answer_404(client, news, path):
    response = client.get(path)
    assert response.status_code == 404
    assert response.json()["message"].startswith("Page not found")


def test_author_page_lists_only_their_articles(client, news):
    body = client.get("/api/authors/anna-de-vries").json()
    assert body["author"]["name"] == "Anna de Vries"
    assert body["articles"]["count"] > 0
    for item in body["articles"]["items"]:
        assert "anna-de-vries" in [author["slug"] for author in item["authors"]]


def test_positions_in_editor_order_and_detail(client, news):
    items = client.get("/api/positions").json()["items"]
    assert len(items) == Position.objects.live().filter(locale__language_code="nl").count() == 25
    assert items[0]["slug"] == "onderwijs"
    detail = client.get("/api/positions/onderwijs").json()
    assert detail["title"] == "Onderwijs" and detail["body"]


def test_videos_list_and_detail(client, demo):
    body = client.get("/api/videos").json()
    assert body["count"] == 12
    first = body["items"][0]
    assert first["video_url"].startswith("https://") and first["image"]["url"].endswith(".webp")
    detail = client.get(f"/api/videos/{first['slug']}").json()
    assert detail["title"] == first["title"] and detail["body"]
    assert client.get("/api/videos/bestaat-niet").status_code == 404


def test_the_english_video_list_shows_the_translations_and_marks_the_rest_dutch(client, demo):
    items = {item["slug"]: item for item in client.get("/api/videos", {"locale": "en"}).json()["items"]}
    assert (items["video-1"]["title"], items["video-1"]["locale"]) == ("Video 1: explaining education", "en")
    untranslated = items["video-3"]
    assert untranslated["locale"] == "nl" and untranslated["title"].startswith("Video 3: uitleg")
