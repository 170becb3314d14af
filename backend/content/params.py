"""The query parameters and the slug check that every content API (and the agenda's) shares."""

from __future__ import annotations

import re
from typing import Literal

from ninja import Field, Schema

from core.errors import NotFound
from core.schemas import ErrorOut

SLUG_PATTERN = r"^[\w-]{1,100}$"
ERRORS = {404: ErrorOut, 422: ErrorOut}
# A list page's size when the caller names none (the frontend asks 12 too).
DEFAULT_PAGE_SIZE = 12


class LocaleQuery(Schema):
    locale: Literal["nl", "en"] = "nl"


class PageQuery(Schema):
    page: int = Field(1, ge=1, le=10_000)
    page_size: int = Field(DEFAULT_PAGE_SIZE, ge=1, le=48)


class LocalePageQuery(PageQuery):
    locale: Literal["nl", "en"] = "nl"


def checked_slug(slug: str) -> str:
    if not re.match(SLUG_PATTERN, slug):
        raise NotFound(f"Page not found: {slug[:100]}")
    return slug
