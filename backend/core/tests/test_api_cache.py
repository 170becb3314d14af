"""The public content answers of the API in the shared cache (core/api_cache.py)."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from content.news.selectors import visible_articles
from core.api_cache import STATUS_HEADER


def an_article():
    return visible_articles().first()


def test_a_second_read_comes_from_the_cache_without_a_query(client, demo, api_cache):
    path = f"/api/articles/{an_article().slug}?locale=nl"
    first = client.get(path)
    assert first.status_code == 200 and first[STATUS_HEADER] == "MISS"
    with CaptureQueriesContext(connection) as queries:
        second = client.get(path)
    assert second[STATUS_HEADER] == "HIT"
    assert second.content == first.content
    assert second["Content-Type"] == first["Content-Type"]
    assert len(queries) == 0


def test_publishing_makes_every_entry_a_miss(client, demo, api_cache, django_capture_on_commit_callbacks):
    article = an_article()
    path = f"/api/articles/{article.slug}?locale=nl"
    client.get(path)
    article.title = "Een nieuwe kop"
    with django_capture_on_commit_callbacks(execute=True):
        article.save_revision().publish()
    after = client.get(path)
    assert after[STATUS_HEADER] == "MISS"
    assert after.json()["title"] == "Een nieuwe kop"


def test_each_query_string_is_its_own_entry(client, demo, api_cache):
    assert client.get("/api/articles?page_size=2")[STATUS_HEADER] == "MISS"
    assert client.get("/api/articles?page_size=3")[STATUS_HEADER] == "MISS"
    assert len(client.get("/api/articles?page_size=2").json()["items"]) == 2


def test_only_public_content_and_only_successes_are_kept(client, demo, api_cache):
    assert STATUS_HEADER not in client.get("/api/events")
    assert STATUS_HEADER not in client.get("/api/accounts/session")
    missing = "/api/articles/bestaat-niet?locale=nl"
    assert client.get(missing).status_code == 404
    assert STATUS_HEADER not in client.get(missing)


def test_off_without_a_lifetime(client, demo, api_cache, settings):
    settings.API_RESPONSE_CACHE_SECONDS = 0
    answer = client.get(f"/api/articles/{an_article().slug}?locale=nl")
    assert STATUS_HEADER not in answer
    assert "s-maxage" not in answer.get("Cache-Control", "")  # nothing for the Node servers to keep either


def test_a_kept_answer_tells_the_node_servers_its_remaining_lifetime(client, demo, api_cache, monkeypatch):
    path = f"/api/articles/{an_article().slug}?locale=nl"
    clock = [1_000_000.0]
    monkeypatch.setattr("core.api_cache.time.time", lambda: clock[0])
    assert client.get(path)["Cache-Control"] == "s-maxage=60"
    clock[0] += 45.5
    hit = client.get(path)
    assert hit[STATUS_HEADER] == "HIT" and hit["Cache-Control"] == "s-maxage=14"


def test_answers_not_kept_say_nothing_to_a_shared_cache(client, demo, api_cache):
    for path in ("/api/accounts/session", "/api/articles/bestaat-niet?locale=nl", "/api/events/bestaat-niet"):
        assert "s-maxage" not in client.get(path).get("Cache-Control", ""), path


LIVE_PATHS = (
    "/api/events?locale=nl",
    "/api/events/ledenavond-utrecht?locale=en",
    "/api/petitions?locale=nl",
    "/api/members/options",
)


def test_live_answers_may_be_shared_for_a_second_and_are_never_kept(client, demo, api_cache):
    for path in LIVE_PATHS:
        first = client.get(path)
        assert first.status_code == 200, path
        assert first["Cache-Control"] == "s-maxage=1", path
        assert STATUS_HEADER not in client.get(path), path  # never kept in Django's cache
    with CaptureQueriesContext(connection) as queries:
        client.get(LIVE_PATHS[0])
    assert len(queries) >= 1  # the tickets taken, read for every call


def test_a_live_answer_asked_with_a_visitors_cookie_or_credentials_is_not_shareable(client, demo, api_cache):
    path = "/api/events/ledenavond-utrecht?locale=nl"
    client.cookies["sessionid"] = "een-sessie"
    assert "s-maxage" not in client.get(path).get("Cache-Control", "")
    client.cookies.clear()
    assert "s-maxage" not in client.get(path, HTTP_AUTHORIZATION="Bearer x").get("Cache-Control", "")
    assert client.get(path)["Cache-Control"] == "s-maxage=1"  # the control


def test_live_answers_say_nothing_without_the_answer_cache(client, demo, api_cache, settings):
    settings.API_RESPONSE_CACHE_SECONDS = 0  # the embedded mode: the Node servers keep nothing
    for path in LIVE_PATHS:
        assert "s-maxage" not in client.get(path).get("Cache-Control", ""), path


def test_live_answers_are_not_shared_when_their_lifetime_is_zero(client, demo, api_cache, settings):
    settings.LIVE_ANSWER_SHARED_SECONDS = 0
    for path in LIVE_PATHS:
        assert "s-maxage" not in client.get(path).get("Cache-Control", ""), path
    settings.LIVE_ANSWER_SHARED_SECONDS = 3
    assert client.get(LIVE_PATHS[0])["Cache-Control"] == "s-maxage=3"
