"""GET /api/search: positions and articles for the search dialog."""

from __future__ import annotations

from typing import Literal

from django.conf import settings
from django.http import HttpRequest
from ninja import Query, Router, Schema

from core.ratelimit import check_rate
from core.schemas import ErrorOut

from . import selectors
from .schemas import SearchOut

router = Router(tags=["search"])
RATE_LIMITED = {
    "nl": "Te veel zoekopdrachten in korte tijd. Probeer het over een minuut opnieuw.",
    "en": "Too many searches in a short time. Please try again in a minute.",
}


class SearchQuery(Schema):
    q: str = ""
    locale: Literal["nl", "en"] = "nl"


@router.get(
    "",
    response={200: SearchOut, 422: ErrorOut, 429: ErrorOut},
    summary="Search live positions and articles",
    description=(
        "Language-aware: stemming (Dutch, or English for the English pages on locale=en), "
        "accents and case ignored, the last word may be incomplete. With locale=en the English "
        "translations are searched, and the Dutch pages that have none. "
        f"An empty q finds nothing; q longer than {selectors.MAX_QUERY_LENGTH} characters answers 422; "
        "too many requests from one client answer 429."
    ),
)
def search(request: HttpRequest, query: Query[SearchQuery]):
    check_rate(
        request,
        scope="search",
        per_minute=settings.SEARCH_RATE_LIMIT_PER_MINUTE,
        message=RATE_LIMITED[query.locale],
    )
    return selectors.search(q=query.q, locale=query.locale)
