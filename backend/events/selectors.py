"""The agenda: upcoming events with filters, and one event with its ticket button's state and the
prices of the visitor asking (SPEC §2.2, §3 Event, §4 ticket button).

Each answer is a plan of the published content (cached: events/plans.py) completed per request
with the tickets left, the clock and the visitor's price group; this module knows both halves of
the answer's shape."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db.models import QuerySet
from django.utils import timezone
from django.utils.html import strip_tags

from content.preview import preview_serializer
from content.serializers import image_out, renditions_prefetch
from content.translated import DEFAULT_LOCALE, content_locale
from content.translated_pages import dutch_of, in_locale, in_locale_each
from core.errors import NotFound
from core.rich_text import rich_text_out
from core.users import AnyUser
from members.models import PROVINCES
from orders.models import PriceGroup
from orders.pricing import price_group_for, unit_price_cents

from .models import EventIndexPage, EventPage, EventType
from .plans import Plan, TicketFacts, cached_plan, ending_first, tickets_left
from .schemas import UpcomingEventOut

NEARBY_COUNT = 3
LIST_LIMIT = 200
# The answer's price fields per price group: `price_cents` is the asking visitor's one of these.
PRICE_FIELDS = {
    PriceGroup.MEMBER: "member_price_cents",
    PriceGroup.YOUTH_MEMBER: "youth_price_cents",
    PriceGroup.NON_MEMBER: "non_member_price_cents",
}


def upcoming(now: datetime | None = None) -> QuerySet[EventPage]:
    """Live, public Dutch events that have not ended, soonest first (past events are not listed)."""
    return (
        EventPage.objects.live()
        .public()
        .filter(locale__language_code=DEFAULT_LOCALE, end_time__gt=now or timezone.now())
        .select_related("image")
        .prefetch_related("ticket_types", renditions_prefetch("image"))
        .order_by("start_time", "pk")
    )


def _ticket_state(
    facts: TicketFacts, left: dict[int, int], now: datetime
) -> tuple[str, datetime | None]:
    """SPEC §4: 'cancelled', 'sold_out', 'countdown' (with the moment sales open) or 'available';
    and 'past' for an event that has ended (no ticket button at all)."""
    types = facts.types
    if facts.canceled:
        return "cancelled", None
    if facts.end_time <= now:
        return "past", None
    if facts.marked_sold_out or not types or all(left.get(t.id, 0) == 0 for t in types):
        return "sold_out", None
    open_types = [t for t in types if t.sales_open(now) and left.get(t.id, 0) > 0]
    if open_types:
        return "available", None
    starts = [
        t.sales_start
        for t in types
        if t.sales_start and t.sales_start > now and left.get(t.id, 0) > 0
    ]
    return ("countdown", min(starts)) if starts else ("sold_out", None)


def _location(event: EventPage) -> dict[str, str]:
    return {
        "name": event.location_name,
        "street": event.street,
        "number": event.number,
        "postal_code": event.postal_code,
        "city": event.city,
        "province": event.province,
        "province_label": event.get_province_display() if event.province else "",
        "country_code": event.country_code,
    }


def _summary_plan(event: EventPage, shown: EventPage, locale: str) -> dict[str, Any]:
    """An event as the agenda lists it, but with `tickets` (its TicketFacts) instead of its ticket
    state; `shown` is the page in the asked language."""
    prices = [t.non_member_price_cents for t in event.ticket_types.all()]
    return {
        "slug": event.slug,
        "title": shown.title,
        "intro": shown.intro,
        "locale": content_locale(event, shown, locale),
        "event_type": event.event_type,
        "event_type_label": event.get_event_type_display(),
        "start_time": event.start_time,
        "end_time": event.end_time,
        "canceled": event.canceled,
        "price_from_cents": min(prices) if prices else None,
        "image": image_out(event.image),
        "location": _location(event),
        "tickets": TicketFacts.of(event),
    }


def _summaries_plan(events: list[EventPage], locale: str) -> list[dict[str, Any]]:
    return [
        _summary_plan(event, shown, locale)
        for event, shown in zip(events, in_locale_each(events, locale), strict=True)
    ]


def _summary(planned: dict[str, Any], left: dict[int, int], now: datetime) -> dict[str, Any]:
    """A planned event with its ticket state at `now`."""
    summary = dict(planned)
    state, sales_start = _ticket_state(summary.pop("tickets"), left, now)
    return {
        **summary,
        "sold_out": state == "sold_out",
        "ticket_state": state,
        "sales_start": sales_start,
    }


def _list_plan(locale: str, event_type: str | None, province: str | None, now: datetime) -> Plan:
    index = (
        EventIndexPage.objects.live().public().filter(locale__language_code=DEFAULT_LOCALE).first()
    )
    if index is None:
        raise NotFound("Page not found: /agenda")
    return _list_plan_of(index, in_locale(index, locale), locale, event_type, province, now)


def _list_plan_of(
    index: EventIndexPage,
    shown: EventIndexPage,
    locale: str,
    event_type: str | None,
    province: str | None,
    now: datetime,
) -> Plan:
    events = upcoming(now).child_of(index)
    if event_type:
        events = events.filter(event_type=event_type)
    if province:
        events = events.filter(province=province)
    listed = list(events[:LIST_LIMIT])
    answer = {
        "title": shown.title,
        "locale": shown.locale.language_code,
        "intro": shown.intro,
        "seo_title": shown.seo_title,
        "search_description": shown.search_description,
        "items": _summaries_plan(listed, locale),
        "event_types": [{"value": value, "label": label} for value, label in EventType.choices],
        "provinces": [{"value": value, "label": label} for value, label in PROVINCES],
    }
    return Plan(answer, valid_until=ending_first(listed))


def event_list(*, locale: str, event_type: str | None, province: str | None) -> dict[str, Any]:
    now = timezone.now()
    return _list_completed(_cached_list_plan(locale, event_type, province, now), now)


def _cached_list_plan(
    locale: str, event_type: str | None, province: str | None, now: datetime
) -> Plan:
    """The agenda's plan; it lists only events that have not ended (its `valid_until`)."""
    return cached_plan(
        f"list:{locale}:{event_type or ''}:{province or ''}",
        now,
        lambda: _list_plan(locale, event_type, province, now),
    )


def upcoming_events(*, locale: str, limit: int) -> dict[str, Any]:
    """The next `limit` events without their ticket state (the home page's strip), from the same
    plan as the unfiltered agenda: published content alone decides it."""
    now = timezone.now()
    items = _cached_list_plan(locale, None, None, now).answer["items"][:limit]
    fields = UpcomingEventOut.model_fields
    return {"items": [{name: item[name] for name in fields} for item in items]}


def _list_completed(plan: Plan, now: datetime) -> dict[str, Any]:
    items = plan.answer["items"]
    left = tickets_left((item["tickets"] for item in items), now)
    return {**plan.answer, "items": [_summary(item, left, now) for item in items]}


@preview_serializer(EventIndexPage, "agenda")
def agenda_preview(index: EventIndexPage) -> dict[str, Any]:
    """A draft of the agenda page as /api/events answers it (no filter)."""
    now = timezone.now()
    locale = index.locale.language_code
    return _list_completed(_list_plan_of(dutch_of(index), index, locale, None, None, now), now)


def _nearby(event: EventPage, now: datetime) -> list[EventPage]:
    """More agenda items nearby: upcoming events in the same province first, then the soonest."""
    others = upcoming(now).exclude(pk=event.pk)
    same = list(others.filter(province=event.province)[:NEARBY_COUNT]) if event.province else []
    rest = list(others.exclude(pk__in=[e.pk for e in same])[: NEARBY_COUNT - len(same)])
    return [*same, *rest]


def _ticket_types_plan(event: EventPage, locale: str) -> list[dict[str, Any]]:
    return [
        {
            "id": t.pk,
            "name": t.name_in(locale),
            PRICE_FIELDS[PriceGroup.MEMBER]: unit_price_cents(t, event=event, group=PriceGroup.MEMBER),
            PRICE_FIELDS[PriceGroup.YOUTH_MEMBER]: unit_price_cents(
                t, event=event, group=PriceGroup.YOUTH_MEMBER
            ),
            PRICE_FIELDS[PriceGroup.NON_MEMBER]: t.non_member_price_cents,
            "sales_start": t.sales_start,
        }
        for t in event.ticket_types.all()
    ]


def _ticket_type(
    planned: dict[str, Any],
    facts: TicketFacts,
    *,
    group: str,
    left: dict[int, int],
    now: datetime,
    per_order: int,
) -> dict[str, Any]:
    """A planned ticket type with the visitor's price and what is for sale at `now`."""
    type_id = planned["id"]
    sales_open = next(t for t in facts.types if t.id == type_id).sales_open(now)
    return {
        **planned,
        "price_cents": planned[PRICE_FIELDS[group]],
        "on_sale": sales_open and left[type_id] > 0 and not facts.canceled,
        "sold_out": left[type_id] == 0,
        "max_quantity": min(left[type_id], per_order),
    }


def _detail_plan(slug: str, locale: str, now: datetime) -> Plan:
    event = (
        EventPage.objects.live()
        .public()
        .filter(locale__language_code=DEFAULT_LOCALE, slug=slug)
        .select_related("image", "seo_image", "locale")
        .prefetch_related("ticket_types", renditions_prefetch("image"), renditions_prefetch("seo_image"))
        .first()
    )
    if event is None:
        raise NotFound(f"Page not found: /agenda/{slug}")
    return _detail_plan_of(event, in_locale(event, locale), locale, now)


def _detail_plan_of(event: EventPage, shown: EventPage, locale: str, now: datetime) -> Plan:
    description = rich_text_out(shown.description)
    nearby = _nearby(event, now)
    answer = {
        **_summary_plan(event, shown, locale),
        "seo_title": shown.seo_title,
        "search_description": shown.search_description,
        "seo_image": image_out(event.seo_image),
        "description_html": description,
        "description_no_html": strip_tags(description).strip(),
        "remark": shown.remark,
        "member_access": event.member_access,
        "max_tickets_per_order": event.max_tickets_per_order,
        "ticket_types": _ticket_types_plan(event, locale),
        "nearby": _summaries_plan(nearby, locale),
    }
    return Plan(answer, valid_until=ending_first(nearby))


def event_detail(*, slug: str, locale: str, user: AnyUser | None) -> dict[str, Any]:
    """One event (also a past one, reachable by its link), with the asking visitor's prices."""
    now = timezone.now()
    plan = cached_plan(f"detail:{locale}:{slug}", now, lambda: _detail_plan(slug, locale, now))
    return _detail_completed(plan, now, user)


@preview_serializer(EventPage, "event")
def event_preview(event: EventPage) -> dict[str, Any]:
    """A draft event as /api/events/{slug} answers an anonymous visitor (never from the cache)."""
    now = timezone.now()
    return _detail_completed(_detail_plan_of(event, event, event.locale.language_code, now), now, None)


def _detail_completed(plan: Plan, now: datetime, user: AnyUser | None) -> dict[str, Any]:
    planned = plan.answer
    facts: TicketFacts = planned["tickets"]
    nearby = planned["nearby"]
    left = tickets_left([facts, *(other["tickets"] for other in nearby)], now)
    group = price_group_for(user)
    return {
        **_summary(planned, left, now),
        "is_past": facts.end_time <= now,
        "price_group": group,
        "ticket_types": [
            _ticket_type(
                t, facts, group=group, left=left, now=now, per_order=planned["max_tickets_per_order"]
            )
            for t in planned["ticket_types"]
        ],
        "nearby": [_summary(other, left, now) for other in nearby],
    }
