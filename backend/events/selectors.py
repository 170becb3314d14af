"""The agenda: upcoming events with filters, and one event with its ticket button's state and the
prices of the visitor asking (SPEC §2.2, §3 Event, §4 ticket button)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser
from django.db.models import QuerySet
from django.utils import timezone
from django.utils.html import strip_tags

from content.selectors_news import DEFAULT_LOCALE, in_locale
from content.serializers import image_out, renditions_prefetch
from core.errors import NotFound
from core.rich_text import rich_text_out
from members.models import PROVINCES
from orders.availability import remaining
from orders.pricing import price_group_for, unit_price_cents

from .models import EventIndexPage, EventPage, EventType

NEARBY_COUNT = 3
LIST_LIMIT = 200


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
    event: EventPage, left: dict[int, int], now: datetime
) -> tuple[str, datetime | None]:
    """SPEC §4: 'cancelled', 'sold_out', 'countdown' (with the moment sales open) or 'available';
    and 'past' for an event that has ended (no ticket button at all)."""
    types = list(event.ticket_types.all())
    if event.canceled:
        return "cancelled", None
    if event.end_time <= now:
        return "past", None
    if event.sold_out or not types or all(left.get(t.pk, 0) == 0 for t in types):
        return "sold_out", None
    open_types = [t for t in types if t.sales_open(now) and left.get(t.pk, 0) > 0]
    if open_types:
        return "available", None
    starts = [
        t.sales_start
        for t in types
        if t.sales_start and t.sales_start > now and left.get(t.pk, 0) > 0
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


def _left_per_type(events: list[EventPage], now: datetime) -> dict[int, int]:
    """Tickets left per type id, for several events in one query."""
    return remaining([t for event in events for t in event.ticket_types.all()], now=now)


def event_summary(
    event: EventPage, locale: str, now: datetime, left: dict[int, int]
) -> dict[str, Any]:
    shown = in_locale(event, locale)
    state, sales_start = _ticket_state(event, left, now)
    prices = [t.non_member_price_cents for t in event.ticket_types.all()]
    return {
        "slug": event.slug,
        "title": shown.title,
        "intro": shown.intro,
        "event_type": event.event_type,
        "event_type_label": event.get_event_type_display(),
        "start_time": event.start_time,
        "end_time": event.end_time,
        "canceled": event.canceled,
        "sold_out": state == "sold_out",
        "ticket_state": state,
        "sales_start": sales_start,
        "price_from_cents": min(prices) if prices else None,
        "image": image_out(event.image),
        "location": _location(event),
    }


def event_list(*, locale: str, event_type: str | None, province: str | None) -> dict[str, Any]:
    index = (
        EventIndexPage.objects.live().public().filter(locale__language_code=DEFAULT_LOCALE).first()
    )
    if index is None:
        raise NotFound("Page not found: /agenda")
    shown = in_locale(index, locale)
    events = upcoming().child_of(index)
    if event_type:
        events = events.filter(event_type=event_type)
    if province:
        events = events.filter(province=province)
    now = timezone.now()
    listed = list(events[:LIST_LIMIT])
    left = _left_per_type(listed, now)
    return {
        "title": shown.title,
        "intro": shown.intro,
        "seo_title": shown.seo_title,
        "search_description": shown.search_description,
        "items": [event_summary(event, locale, now, left) for event in listed],
        "event_types": [{"value": value, "label": label} for value, label in EventType.choices],
        "provinces": [{"value": value, "label": label} for value, label in PROVINCES],
    }


def _nearby(event: EventPage, locale: str, now: datetime) -> list[dict[str, Any]]:
    """More agenda items nearby: upcoming events in the same province first, then the soonest."""
    others = upcoming(now).exclude(pk=event.pk)
    same = list(others.filter(province=event.province)[:NEARBY_COUNT]) if event.province else []
    rest = list(others.exclude(pk__in=[e.pk for e in same])[: NEARBY_COUNT - len(same)])
    shown = [*same, *rest]
    left = _left_per_type(shown, now)
    return [event_summary(other, locale, now, left) for other in shown]


def _ticket_types(
    event: EventPage, group: str, now: datetime, left: dict[int, int]
) -> list[dict[str, Any]]:
    types = list(event.ticket_types.all())
    return [
        {
            "id": t.pk,
            "name": t.name,
            "price_cents": unit_price_cents(t, event=event, group=group),
            "member_price_cents": unit_price_cents(t, event=event, group="member"),
            "youth_price_cents": unit_price_cents(t, event=event, group="youth_member"),
            "non_member_price_cents": t.non_member_price_cents,
            "sales_start": t.sales_start,
            "on_sale": t.sales_open(now) and left[t.pk] > 0 and not event.canceled,
            "sold_out": left[t.pk] == 0,
            "max_quantity": min(left[t.pk], event.max_tickets_per_order),
        }
        for t in types
    ]


def event_detail(*, slug: str, locale: str, user: AbstractBaseUser | None) -> dict[str, Any]:
    """One event (also a past one, reachable by its link), with the asking visitor's prices."""
    event = (
        EventPage.objects.live()
        .public()
        .filter(locale__language_code=DEFAULT_LOCALE, slug=slug)
        .select_related("image", "seo_image")
        .prefetch_related("ticket_types", renditions_prefetch("image"), renditions_prefetch("seo_image"))
        .first()
    )
    if event is None:
        raise NotFound(f"Page not found: /agenda/{slug}")
    now = timezone.now()
    shown = in_locale(event, locale)
    description = rich_text_out(shown.description)
    group = price_group_for(user)
    left = _left_per_type([event], now)
    return {
        **event_summary(event, locale, now, left),
        "locale": shown.locale.language_code,
        "seo_title": shown.seo_title,
        "search_description": shown.search_description,
        "seo_image": image_out(event.seo_image),
        "description_html": description,
        "description_no_html": strip_tags(description).strip(),
        "remark": shown.remark,
        "is_past": event.end_time <= now,
        "member_access": event.member_access,
        "max_tickets_per_order": event.max_tickets_per_order,
        "price_group": group,
        "ticket_types": _ticket_types(event, group, now, left),
        "nearby": _nearby(event, locale, now),
    }
