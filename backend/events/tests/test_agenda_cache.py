"""The agenda's answers with their plans in the cache (events/plans.py): the published content comes
from the cache, the ticket state does not. Sales, cancellations, the clock and the visitor change
the answer at once, exactly as without the cache."""

from __future__ import annotations

from contextlib import contextmanager
from datetime import datetime, timedelta
from unittest import mock

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from wagtail.models import Locale, PageViewRestriction

from core.page_cache import current_version
from events.models import EventPage, TicketType
from members.models import Membership, MembershipStatus, Tier
from orders import services
from orders.tests.helpers import buyer, make_event, ticket_type

pytestmark = pytest.mark.django_db


@contextmanager
def clock(moment):
    """timezone.now() at `moment` (the cache's own expiry keeps the real time)."""
    with mock.patch("django.utils.timezone.now", return_value=moment):
        yield


def listed(client, slug: str, path: str = "/api/events?locale=nl") -> dict | None:
    items = client.get(path).json()["items"]
    return next((item for item in items if item["slug"] == slug), None)


def detail(client, event: EventPage) -> dict:
    answer = client.get(f"/api/events/{event.slug}?locale=nl")
    assert answer.status_code == 200
    return answer.json()


def sell(event: EventPage, quantity: int, email: str = "koper@example.org"):
    order, _ = services.order_create(
        event=event,
        lines={ticket_type(event).pk: quantity},
        buyer=buyer(email),
        idempotency_key=f"agenda-cache-{email}-{event.pk}",
    )
    return order


DEMO_PATHS = [
    "/api/events?locale=nl",
    "/api/events?locale=en",
    "/api/events?type=JFVD",
    "/api/events?province=limburg&locale=en",
    "/api/events/ledenavond-utrecht?locale=nl",
    "/api/events/ledenavond-utrecht?locale=en",
    "/api/events/internationale-conferentie",
    "/api/events/vriendendiner",
    "/api/events/cursus-debatteren",
    "/api/events/terugblik-voorjaarscongres",
]


def test_every_answer_from_a_cached_plan_equals_the_uncached_one(client, api_cache, settings):
    cached = {}
    for path in DEMO_PATHS:
        client.get(path)
        cached[path] = client.get(path).json()
    settings.API_RESPONSE_CACHE_SECONDS = 0
    api_cache.clear()
    assert {path: client.get(path).json() for path in DEMO_PATHS} == cached


@pytest.mark.parametrize(
    "path", ["/api/events?locale=nl", "/api/events/ledenavond-utrecht?locale=nl"]
)
def test_a_planned_answer_costs_one_query_the_tickets_taken(client, api_cache, path):
    first = client.get(path)
    with CaptureQueriesContext(connection) as queries:
        second = client.get(path)
    assert second.json() == first.json()
    assert len(queries) == 1 and "orders_orderline" in queries[0]["sql"]


def test_a_sale_and_a_cancelled_order_show_at_once(client, api_cache):
    event = make_event(quota=3)
    assert detail(client, event)["ticket_types"][0]["max_quantity"] == 3
    order = sell(event, 3)
    sold = detail(client, event)
    assert (sold["ticket_state"], sold["sold_out"]) == ("sold_out", True)
    (toegang,) = sold["ticket_types"]
    assert (toegang["on_sale"], toegang["sold_out"], toegang["max_quantity"]) == (False, True, 0)
    assert listed(client, event.slug)["ticket_state"] == "sold_out"
    services.order_cancel(order=order, mail="")
    assert detail(client, event)["ticket_types"][0]["max_quantity"] == 3
    assert listed(client, event.slug)["ticket_state"] == "available"


def test_a_hold_that_runs_out_gives_its_tickets_back_at_once(client, api_cache):
    event = make_event(quota=1)
    order = sell(event, 1)
    assert listed(client, event.slug)["ticket_state"] == "sold_out"
    with clock(order.held_until + timedelta(seconds=1)):
        assert listed(client, event.slug)["ticket_state"] == "available"
        assert detail(client, event)["ticket_types"][0]["on_sale"]


def test_sales_opening_turn_the_countdown_into_the_ticket_button(client, api_cache):
    now = timezone.now().replace(microsecond=0)
    opens = now + timedelta(minutes=5)
    event = make_event(sales_start=opens)
    with clock(now):
        assert listed(client, event.slug)["ticket_state"] == "countdown"
        waiting = detail(client, event)
        assert datetime.fromisoformat(waiting["sales_start"]) == opens
        assert not waiting["ticket_types"][0]["on_sale"]
    with clock(opens):
        assert listed(client, event.slug)["ticket_state"] == "available"
        opened = detail(client, event)
        assert (opened["ticket_state"], opened["sales_start"]) == ("available", None)
        assert opened["ticket_types"][0]["on_sale"]


def test_an_event_that_ends_leaves_the_agenda_and_its_neighbours_at_once(client, api_cache):
    now = timezone.now()
    ending = make_event(start_time=now - timedelta(hours=1), end_time=now + timedelta(minutes=5))
    other = make_event()  # same province (Utrecht): `ending` is one of its nearby events
    with clock(now):
        assert listed(client, ending.slug)["ticket_state"] == "available"
        assert ending.slug in [e["slug"] for e in detail(client, other)["nearby"]]
        assert not detail(client, ending)["is_past"]
    with clock(ending.end_time):
        assert listed(client, ending.slug) is None
        assert ending.slug not in [e["slug"] for e in detail(client, other)["nearby"]]
        past = detail(client, ending)
        assert (past["is_past"], past["ticket_state"]) == (True, "past")


def test_a_member_and_a_non_member_each_get_their_own_price(client, api_cache, django_user_model):
    event = make_event(member=1000, youth=500, non_member=1500)
    user = django_user_model.objects.create_user("lid-agenda@example.org", "lid-agenda@example.org")
    Membership.objects.create(
        user=user,
        tier=Tier.ADULT,
        status=MembershipStatus.ACTIVE,
        first_name="Lid",
        last_name="Voorbeeld",
        email=user.email,
        date_of_birth="1990-01-01",
        paid_until=timezone.localdate() + timedelta(days=30),
    )
    anonymous = detail(client, event)
    assert (anonymous["price_group"], anonymous["ticket_types"][0]["price_cents"]) == (
        "non_member",
        1500,
    )
    client.force_login(user)
    member = detail(client, event)
    assert (member["price_group"], member["ticket_types"][0]["price_cents"]) == ("member", 1000)
    Membership.objects.filter(user=user).update(tier=Tier.YOUTH)
    youth = detail(client, event)
    assert (youth["price_group"], youth["ticket_types"][0]["price_cents"]) == ("youth_member", 500)
    client.logout()
    assert detail(client, event)["ticket_types"][0]["price_cents"] == 1500


def test_ticket_types_edited_in_wagtail_count_once_published(
    client, api_cache, django_capture_on_commit_callbacks
):
    event = make_event(quota=5)
    assert detail(client, event)["ticket_types"][0]["max_quantity"] == 5
    version = current_version()
    # What the page editor does: the inline ticket types are part of the page's form.
    page = EventPage.objects.get(pk=event.pk)
    (toegang,) = page.ticket_types.all()
    toegang.quota = 2
    page.ticket_types = [toegang, TicketType(name="Steun", non_member_price_cents=5000, quota=4)]
    with django_capture_on_commit_callbacks(execute=True):
        revision = page.save_revision()  # a draft: the live ticket types stay as they were
    assert TicketType.objects.get(pk=toegang.pk).quota == 5
    assert current_version() == version
    assert [t["max_quantity"] for t in detail(client, event)["ticket_types"]] == [5]
    with django_capture_on_commit_callbacks(execute=True):
        revision.publish()
    assert current_version() != version
    answer = detail(client, event)
    assert [(t["name"], t["max_quantity"]) for t in answer["ticket_types"]] == [
        ("Toegang", 2),
        ("Steun", 4),
    ]
    assert listed(client, event.slug)["price_from_cents"] == 1500


def test_a_cancelled_event_shows_once_published(
    client, api_cache, django_capture_on_commit_callbacks
):
    event = make_event()
    assert listed(client, event.slug)["ticket_state"] == "available"
    event.canceled = True
    with django_capture_on_commit_callbacks(execute=True):
        event.save_revision().publish()
    assert listed(client, event.slug)["ticket_state"] == "cancelled"
    cancelled = detail(client, event)
    assert cancelled["canceled"] and not cancelled["ticket_types"][0]["on_sale"]


def test_an_event_made_private_leaves_the_cached_agenda(
    client, api_cache, django_capture_on_commit_callbacks
):
    event = make_event()
    assert listed(client, event.slug) is not None
    with django_capture_on_commit_callbacks(execute=True):
        PageViewRestriction.objects.create(page=event, restriction_type=PageViewRestriction.LOGIN)
    assert listed(client, event.slug) is None
    assert client.get(f"/api/events/{event.slug}").status_code == 404


def test_an_english_translation_is_shown_in_the_list_and_on_the_page(
    client, api_cache, django_capture_on_commit_callbacks
):
    event = make_event()
    english = Locale.objects.get_or_create(language_code="en")[0]
    with django_capture_on_commit_callbacks(execute=True):
        translation = event.copy_for_translation(english, copy_parents=True)
        translation.title, translation.intro = "Evening of tests", "In English"
        translation.save_revision().publish()
    item = listed(client, event.slug, "/api/events?locale=en")
    assert (item["title"], item["intro"]) == ("Evening of tests", "In English")
    page = client.get(f"/api/events/{event.slug}?locale=en").json()
    assert (page["title"], page["locale"]) == ("Evening of tests", "en")
    assert listed(client, event.slug, "/api/events?locale=nl")["title"] == event.title


def test_the_english_agenda_reads_its_translations_in_one_query(client, settings):
    settings.API_RESPONSE_CACHE_SECONDS = 0
    with CaptureQueriesContext(connection) as dutch:
        client.get("/api/events?locale=nl")
    with CaptureQueriesContext(connection) as english:
        client.get("/api/events?locale=en")
    # The agenda page's own translation (a locale and a page) and its events' (one query).
    assert len(english) <= len(dutch) + 3
