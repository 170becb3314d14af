"""GET /api/search: positions and articles for the search dialog."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest
from ninja import Query, Router, Schema

from core.ratelimit import check_rate
from core.schemas import ErrorOut

from . import selectors
from .schemas import SearchOut

router = Router(tags=["search"])
RATE_LIMITED = "Te veel zoekopdrachten in korte tijd. Probeer het over een minuut opnieuw."


class SearchQuery(Schema):
    q: str = ""


@router.get(
    "",
    response={200: SearchOut, 422: ErrorOut, 429: ErrorOut},
    summary="Search live positions and articles",
    description=(
        "Dutch-aware: stemming, accents and case ignored, the last word may be incomplete. "
        f"An empty q finds nothing; q longer than {selectors.MAX_QUERY_LENGTH} characters answers 422; "
        "too many requests from one client answer 429."
    ),
)
def search(request: HttpRequest, query: Query[SearchQuery]):
    check_rate(
        request,
        scope="search",
        per_minute=settings.SEARCH_RATE_LIMIT_PER_MINUTE,
        message=RATE_LIMITED,
    )
    return selectors.search(q=query.q)
