"""The public list of large gifts (Wfpp): from € 10.000 a year, each gift of that giver with only
name, place, amount and date, as the law asks. Nothing else about a giver leaves the register."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Field, Query, Router, Schema

from core.schemas import ErrorOut

from . import ledger, selectors
from .schemas import PublishedGiftsOut

router = Router(tags=["wfpp"])


class YearQuery(Schema):
    year: int | None = Field(
        None, ge=2000, le=2100, description="Calendar year; this year when left out"
    )


@router.get(
    "/published",
    response={200: PublishedGiftsOut, 422: ErrorOut},
    summary="The public list of gifts from givers who gave € 10.000 or more in a year",
)
def published_gifts(request: HttpRequest, query: Query[YearQuery]):
    return selectors.publication_out(query.year or ledger.this_year())
