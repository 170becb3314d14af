"""Images in API answers (content/serializers.image_out): a list reads the renditions of all its
images in one query, and no answer writes renditions to the cache. Wagtail writes every rendition it
found in its cache back to it; with the embedded mode's database cache that was a write transaction
per image per request (195 queries for /api/events, page views serialised on SQLite's write lock)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from wagtail.images import get_image_model

Rendition = get_image_model().get_rendition_model()


class RecordingCache:
    """Stands in for the renditions cache: remembers what would be read and written."""

    def __init__(self):
        self.reads = 0
        self.writes = 0

    def get_many(self, keys):
        self.reads += 1
        return {}

    def set_many(self, data, *args, **kwargs):
        self.writes += 1

    def set(self, key, value, *args, **kwargs):
        self.writes += 1

    def delete(self, key, *args, **kwargs):
        pass


@pytest.fixture
def rendition_cache(monkeypatch):
    cache = RecordingCache()
    monkeypatch.setattr(Rendition, "cache_backend", cache)
    return cache


LISTS = [
    ("/api/events?locale=nl", "items"),
    ("/api/articles?locale=nl", "items"),
    ("/api/videos?locale=nl", "items"),
]


@pytest.mark.parametrize(("path", "key"), LISTS)
def test_a_list_reads_its_renditions_in_one_query_and_writes_no_cache(
    client, demo, rendition_cache, path, key
):
    with CaptureQueriesContext(connection) as queries:
        response = client.get(path)
    assert response.status_code == 200
    items = response.json()[key]
    with_image = [item for item in items if item.get("image")]
    assert len(with_image) >= 3, "the demo content has images in this list"
    assert all(item["image"]["srcset"] for item in with_image)
    rendition_queries = [
        q for q in queries.captured_queries if "wagtailimages_rendition" in q["sql"]
    ]
    # One for the items' images (articles: one more for their authors' photos).
    assert len(rendition_queries) <= 2
    assert rendition_cache.writes == 0
    assert rendition_cache.reads == 0


@pytest.mark.parametrize(
    "path",
    [
        "/api/pages/resolve?path=%2F&locale=nl",
        "/api/events/campagnedag-limburg?locale=nl",
        "/api/articles/nieuwsbericht-1?locale=nl",
    ],
)
def test_a_page_with_images_writes_no_rendition_to_the_cache(client, demo, rendition_cache, path):
    assert client.get(path).status_code == 200
    assert rendition_cache.writes == 0
