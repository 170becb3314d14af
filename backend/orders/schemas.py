"""Schemas of the ticket order API."""

from __future__ import annotations

from datetime import datetime
from typing import Literal
from uuid import UUID

from ninja import Field, Schema

from core.campaign import CampaignIn

OrderStatusValue = Literal["reserved", "awaiting_confirmation", "confirmed", "expired", "cancelled"]


class OrderLineIn(Schema):
    ticket_type: int = Field(..., ge=1)
    quantity: int = Field(..., ge=0, le=100)


class OrderIn(CampaignIn):
    event: str = Field(..., max_length=100, description="The event's slug")
    lines: list[OrderLineIn] = Field(..., max_length=20)
    first_name: str = Field(..., max_length=100)
    last_name: str = Field(..., max_length=100)
    email: str = Field(..., max_length=254)
    idempotency_key: str = Field(..., min_length=16, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")
    website: str = Field("", max_length=200, description="Honeypot: people leave it empty")
    captcha: str | None = Field(None, max_length=4000)


class OrderStartedOut(Schema):
    public_id: UUID
    status: OrderStatusValue
    checkout_url: str | None = Field(
        description="The payment page; null for a free order (straight to the e-mail step)"
    )


class OrderLineOut(Schema):
    name: str
    quantity: int
    unit_price_cents: int


class OrderEventOut(Schema):
    slug: str
    title: str
    start_time: datetime
    end_time: datetime
    location: str


class OrderStatusOut(Schema):
    public_id: UUID
    status: OrderStatusValue
    payment_status: str | None = Field(description="The payment's status for a paid order")
    email_hint: str = Field(description="The address the confirmation went to, partly hidden")
    confirmation_needed: bool = Field(
        description="False for a known buyer (a logged-in member's own address): the tickets "
        "come right after the payment, with no confirmation mail"
    )
    held_until: datetime | None = Field(
        description="Until when the tickets stay reserved while waiting"
    )
    total_cents: int
    lines: list[OrderLineOut]
    event: OrderEventOut


class ConfirmIn(Schema):
    token: str = Field(..., min_length=10, max_length=200)


class OrderConfirmedOut(Schema):
    ticket_key: str
    event: OrderEventOut


class TicketOut(Schema):
    code: str
    name: str
    status: Literal["valid", "cancelled"]
    checked_in_at: datetime | None
    qr_svg: str


class TicketsOut(Schema):
    buyer_name: str
    order_status: OrderStatusValue
    event: OrderEventOut
    tickets: list[TicketOut]


class CheckInIn(Schema):
    event: int = Field(..., ge=1)
    code: str = Field(..., min_length=1, max_length=40)
    scan_id: UUID


class CheckInEventOut(Schema):
    id: int
    title: str
    start_time: datetime
    tickets: int
    checked_in: int


class ScanOut(Schema):
    result: Literal["valid", "used", "wrong_event", "cancelled", "unknown"]
    code: str
    ticket_name: str
    buyer_name: str
    checked_in_at: datetime | None = Field(
        description="For 'used': when the ticket was first scanned"
    )
    event: CheckInEventOut
