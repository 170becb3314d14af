"""Municipalities, provinces and water boards, with their regional news."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Query, Router

from core.schemas import ErrorOut

from ..news.schemas import ArticleOut
from ..params import LocaleQuery, checked_slug
from . import selectors as regions
from .schemas import RegionKindName, RegionListOut, RegionOut

router = Router(tags=["regions"])
ERRORS = {404: ErrorOut, 422: ErrorOut}


@router.get("/regions/{kind}", response={200: RegionListOut, **ERRORS}, summary="All regions of one kind, by name")
def region_list(request: HttpRequest, kind: RegionKindName):
    return regions.region_list(kind=kind)


@router.get("/regions/{kind}/{slug}", response={200: RegionOut, **ERRORS}, summary="A region with its people and news")
def region(request: HttpRequest, kind: RegionKindName, slug: str, query: Query[LocaleQuery]):
    return regions.region_detail(kind=kind, slug=checked_slug(slug), locale=query.locale)


@router.get(
    "/regions/{kind}/{slug}/news/{article_slug}", response={200: ArticleOut, **ERRORS}, summary="A regional article"
)
def region_article(request: HttpRequest, kind: RegionKindName, slug: str, article_slug: str, query: Query[LocaleQuery]):
    return regions.region_article(
        kind=kind, slug=checked_slug(slug), article_slug=checked_slug(article_slug), locale=query.locale
    )
