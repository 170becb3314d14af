"""Pages edited in Wagtail, looked up by their visitor path."""

from __future__ import annotations

from typing import Literal

from django.http import HttpRequest
from ninja import Field, Query, Router, Schema

from core.schemas import ErrorOut

from . import selectors
from . import sitemap as sitemap_selectors
from .schemas import PageOut, SitemapOut

router = Router(tags=["pages"])


class ResolveQuery(Schema):
    path: str = Field(..., max_length=255, description="Visitor path, e.g. /privacy; the home page is /")
    locale: Literal["nl", "en"] = "nl"


@router.get("/resolve", response={200: PageOut, 404: ErrorOut, 422: ErrorOut}, summary="The page at a visitor path")
def resolve(request: HttpRequest, query: Query[ResolveQuery]):
    return selectors.resolve_page(path=query.path, locale=query.locale)


@router.get("/sitemap", response=SitemapOut, summary="Every published visitor path (Dutch; the English site mirrors it)")
def sitemap(request: HttpRequest):
    return {"entries": sitemap_selectors.sitemap_entries()}
