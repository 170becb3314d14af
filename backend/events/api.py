"""The agenda: upcoming events (filter by type and province) and one event."""

from __future__ import annotations

from typing import Literal

from django.http import HttpRequest
from ninja import Field, Query, Router, Schema

from content.params import checked_slug
from core.schemas import ErrorOut

from . import selectors
from .models import EventType
from .schemas import EventListOut, EventOut, UpcomingEventsOut

router = Router(tags=["agenda"])
ERRORS = {404: ErrorOut, 422: ErrorOut}
EventTypeValue = Literal[tuple(EventType.values)]  # type: ignore[valid-type]


class ListQuery(Schema):
    locale: Literal["nl", "en"] = "nl"
    type: EventTypeValue | None = None  # type: ignore[valid-type]
    province: str | None = Field(None, max_length=20, pattern=r"^[a-z-]+$")


class UpcomingQuery(Schema):
    locale: Literal["nl", "en"] = "nl"
    limit: int = Field(4, ge=1, le=12)


class DetailQuery(Schema):
    locale: Literal["nl", "en"] = "nl"


@router.get(
    "/events", response={200: EventListOut, **ERRORS}, summary="Upcoming events, soonest first"
)
def event_list(request: HttpRequest, query: Query[ListQuery]):
    return selectors.event_list(locale=query.locale, event_type=query.type, province=query.province)


@router.get(
    "/upcoming-events",
    response={200: UpcomingEventsOut, **ERRORS},
    summary="The next events without their ticket state (public content, kept by the answer cache)",
)
def upcoming_events(request: HttpRequest, query: Query[UpcomingQuery]):
    return selectors.upcoming_events(locale=query.locale, limit=query.limit)


@router.get(
    "/events/{slug}",
    response={200: EventOut, **ERRORS},
    summary="One event with the visitor's prices",
)
def event_detail(request: HttpRequest, slug: str, query: Query[DetailQuery]):
    return selectors.event_detail(slug=checked_slug(slug), locale=query.locale, user=request.user)
