"""The strip of the next events (GET /api/upcoming-events): the home page's, without ticket state,
and so kept by the API's answer cache like other public content (core/api_cache.py)."""

from __future__ import annotations

from datetime import timedelta
from unittest import mock

import pytest
from django.utils import timezone

from core.api_cache import STATUS_HEADER
from events.tests.test_agenda_cache import sell
from orders.tests.helpers import make_event

pytestmark = pytest.mark.django_db

STRIP_FIELDS = {"slug", "title", "locale", "start_time", "end_time", "canceled", "location"}


def strip(client, query: str = "") -> list[dict]:
    answer = client.get(f"/api/upcoming-events{query}")
    assert answer.status_code == 200, answer.content
    return answer.json()["items"]


def test_the_strip_is_the_start_of_the_agenda_without_ticket_state(client):
    for locale in ("nl", "en"):
        agenda = client.get(f"/api/events?locale={locale}").json()["items"]
        shown = strip(client, f"?locale={locale}&limit=3")
        assert len(agenda) > 3
        assert shown == [{name: item[name] for name in STRIP_FIELDS} for item in agenda[:3]]
        assert all(set(item) == STRIP_FIELDS for item in shown)
    assert len(strip(client)) == 4  # the home page's four, unless asked otherwise


@pytest.mark.parametrize("limit", ["0", "13", "vier"])
def test_a_limit_out_of_bounds_is_refused(client, limit):
    assert client.get(f"/api/upcoming-events?limit={limit}").status_code == 422


def test_it_is_kept_and_a_sale_does_not_change_it(client, api_cache):
    event = make_event(quota=1, start_time=timezone.now() + timedelta(hours=1))
    query = "?locale=nl&limit=12"
    first = client.get(f"/api/upcoming-events{query}")
    assert first[STATUS_HEADER] == "MISS" and "s-maxage=60" in first["Cache-Control"]
    sell(event, 1)
    second = client.get(f"/api/upcoming-events{query}")
    assert second[STATUS_HEADER] == "HIT" and second.content == first.content
    # The agenda, which shows ticket state, has the sale at once.
    listed = next(
        i for i in client.get("/api/events?locale=nl").json()["items"] if i["slug"] == event.slug
    )
    assert listed["ticket_state"] == "sold_out"


def test_publishing_an_event_shows_it_at_once(
    client, api_cache, django_capture_on_commit_callbacks
):
    client.get("/api/upcoming-events?limit=12")
    with django_capture_on_commit_callbacks(execute=True):
        event = make_event(start_time=timezone.now() + timedelta(minutes=30))
        event.save_revision().publish()
    assert strip(client, "?limit=12")[0]["slug"] == event.slug


def test_an_event_that_has_ended_leaves_the_strip(client):
    event = make_event(start_time=timezone.now() + timedelta(minutes=5))
    assert strip(client)[0]["slug"] == event.slug
    with mock.patch(
        "django.utils.timezone.now", return_value=event.end_time + timedelta(seconds=1)
    ):
        assert event.slug not in {item["slug"] for item in strip(client)}
