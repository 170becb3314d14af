"""Schemas of a giver's recurring gifts (a monthly gift, a friend's yearly gift), shared by the
donations, friends and members routers."""

from __future__ import annotations

from datetime import date
from typing import Literal

from ninja import Field, Schema

Interval = Literal["1 month", "3 months", "12 months"]


class RecurringGiftOut(Schema):
    kind: Literal["monthly", "friend"]
    ref: str = Field(description="The gift's own id, for /mijn-account's actions")
    title: str = Field(description="The campaign of a monthly gift; 'Vriendengift' for a friend")
    amount_cents: int
    interval: Interval
    intervals: list[Interval] = Field(description="The intervals this gift may change to")
    status: Literal["active", "paused", "stopped"]
    next_charge_on: date | None = Field(description="None once stopped")
    paused_until: date | None
    started_on: date
    stopped_on: date | None
    min_amount_cents: int
    max_amount_cents: int
    pause_months: list[int]


class GiftChangeIn(Schema):
    action: Literal["amount", "interval", "pause", "resume", "stop"]
    amount_cents: int | None = Field(None, ge=1, le=100_000_000)
    interval: Interval | None = None
    months: int | None = Field(None, ge=1, le=12)
    until: date | None = None
