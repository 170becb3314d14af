"""Schemas of the search API (SPEC §3 search result item)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from ninja import Field, Schema


class SearchItemOut(Schema):
    model_type: Literal["article", "position"]
    slug: str
    title: str
    locale: Literal["nl", "en"] = Field(
        description="The language of the title: nl where no English translation exists"
    )
    image: str | None  # URL of a small square webp thumbnail
    publish_on: datetime | None  # articles: their publish_on; positions: when first published


class SearchOut(Schema):
    positions: list[SearchItemOut]
    articles: list[SearchItemOut]
    # The query with its typos corrected, when only the corrected words found these results
    # (shown as "Bedoelde u: …"); null otherwise.
    corrected: str | None
