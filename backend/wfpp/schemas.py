"""Schemas of the public list of large gifts (Wfpp), for its own API and the page block that shows it."""

from __future__ import annotations

from datetime import date

from ninja import Field, Schema


class PublishedGiftOut(Schema):
    name: str
    place: str
    amount_cents: int
    date: date


class PublishedGiftsOut(Schema):
    year: int
    threshold_cents: int = Field(
        description="A giver's yearly total from which gifts are published"
    )
    gifts: list[PublishedGiftOut]
