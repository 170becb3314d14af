"""Schemas of the page API."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from ninja import Schema


class BodyBlockOut(Schema):
    """One StreamField block: `type` is paragraph, heading, image, quote or collapsible.

    paragraph: HTML string; heading: string; image: {url, alt, width, height};
    quote: {text, attribution}; collapsible: {title, body (HTML)}.
    """

    type: str
    value: Any


class PageOut(Schema):
    id: int
    title: str
    locale: Literal["nl", "en"]
    path: str
    page_type: str
    seo_title: str
    search_description: str
    intro: str
    body: list[BodyBlockOut]
    last_published_at: datetime | None


class SitemapEntryOut(Schema):
    path: str
    lastmod: datetime | None


class SitemapOut(Schema):
    entries: list[SitemapEntryOut]
