"""Schemas of the agenda API (SPEC §3 Event)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from ninja import Field, Schema

from content.schemas import ImageOut

TicketState = Literal["available", "cancelled", "sold_out", "countdown", "past"]
PriceGroup = Literal["member", "youth_member", "non_member"]


class ChoiceOut(Schema):
    value: str
    label: str


class LocationOut(Schema):
    name: str
    street: str
    number: str
    postal_code: str
    city: str
    province: str
    province_label: str
    country_code: str


class UpcomingEventOut(Schema):
    """An event as a strip of the next events shows it: no ticket state, so the answer is public
    content that the API's answer cache may keep (core/api_cache.py)."""

    slug: str
    title: str
    locale: Literal["nl", "en"] = Field(
        description="The language of the texts: nl where no English translation exists"
    )
    start_time: datetime
    end_time: datetime
    canceled: bool
    location: LocationOut


class UpcomingEventsOut(Schema):
    items: list[UpcomingEventOut]


class EventSummaryOut(UpcomingEventOut):
    intro: str
    event_type: str = Field(description="SPEC §3 event type value: FVD, JFVD, RENAISSANCE, …")
    event_type_label: str
    sold_out: bool = Field(description="Marked sold out, or no ticket left")
    ticket_state: TicketState
    sales_start: datetime | None = Field(
        description="When ticket_state is 'countdown': the moment sales open"
    )
    price_from_cents: int | None = Field(description="The lowest non-member price")
    image: ImageOut | None


class EventListOut(Schema):
    title: str
    locale: Literal["nl", "en"] = Field(description="The language of the index page's texts")
    intro: str
    seo_title: str
    search_description: str
    items: list[EventSummaryOut]
    event_types: list[ChoiceOut]
    provinces: list[ChoiceOut]


class TicketTypeOut(Schema):
    id: int
    name: str
    price_cents: int = Field(description="What the asking visitor pays (their price group)")
    member_price_cents: int
    youth_price_cents: int
    non_member_price_cents: int
    sales_start: datetime | None
    on_sale: bool
    sold_out: bool
    max_quantity: int


class EventOut(EventSummaryOut):
    seo_title: str
    search_description: str
    seo_image: ImageOut | None
    description_html: str
    description_no_html: str
    remark: str
    is_past: bool
    member_access: Literal["discount", "free"]
    max_tickets_per_order: int
    price_group: PriceGroup
    ticket_types: list[TicketTypeOut]
    nearby: list[EventSummaryOut]
