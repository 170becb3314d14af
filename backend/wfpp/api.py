"""The public list of large gifts (Wfpp): from € 10.000 a year, each gift of that giver with only
name, place, amount and date, as the law asks. Nothing else about a giver leaves the register."""

from __future__ import annotations

from datetime import date

from django.http import HttpRequest
from ninja import Field, Query, Router, Schema

from core.schemas import ErrorOut

from . import ledger, selectors

router = Router(tags=["wfpp"])


class YearQuery(Schema):
    year: int | None = Field(
        None, ge=2000, le=2100, description="Calendar year; this year when left out"
    )


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


@router.get(
    "/published",
    response={200: PublishedGiftsOut, 422: ErrorOut},
    summary="The public list of gifts from givers who gave € 10.000 or more in a year",
)
def published_gifts(request: HttpRequest, query: Query[YearQuery]):
    return selectors.publication_out(query.year or ledger.this_year())
