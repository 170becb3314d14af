"""Articles, authors and positions."""

from __future__ import annotations

import re
from typing import Literal

from django.http import HttpRequest
from ninja import Field, Query, Router, Schema

from core.errors import NotFound
from core.schemas import ErrorOut

from . import selectors_news as news
from . import selectors_videos as video_selectors
from .schemas_news import (
    ArticleListOut,
    ArticleOut,
    AuthorPageOut,
    PositionListOut,
    PositionOut,
    VideoListOut,
    VideoOut,
)

router = Router(tags=["news"])
SLUG_PATTERN = r"^[\w-]{1,100}$"
ERRORS = {404: ErrorOut, 422: ErrorOut}


class LocaleQuery(Schema):
    locale: Literal["nl", "en"] = "nl"


class PageQuery(Schema):
    page: int = Field(1, ge=1, le=10_000)
    page_size: int = Field(12, ge=1, le=48)


class LocalePageQuery(PageQuery):
    locale: Literal["nl", "en"] = "nl"


def checked_slug(slug: str) -> str:
    if not re.match(SLUG_PATTERN, slug):
        raise NotFound(f"Page not found: {slug[:100]}")
    return slug


@router.get("/articles", response={200: ArticleListOut, **ERRORS}, summary="Published articles, newest first")
def articles(request: HttpRequest, query: Query[LocalePageQuery]):
    return news.article_list(page=query.page, page_size=query.page_size, locale=query.locale)


@router.get("/articles/{slug}", response={200: ArticleOut, **ERRORS}, summary="One published article")
def article(request: HttpRequest, slug: str, query: Query[LocaleQuery]):
    return news.article_detail(slug=checked_slug(slug), locale=query.locale)


@router.get("/authors/{slug}", response={200: AuthorPageOut, **ERRORS}, summary="An author and their articles")
def author(request: HttpRequest, slug: str, query: Query[LocalePageQuery]):
    return news.author_page(
        slug=checked_slug(slug), page=query.page, page_size=query.page_size, locale=query.locale
    )


@router.get("/positions", response={200: PositionListOut, **ERRORS}, summary="Positions in editor order")
def positions(request: HttpRequest, query: Query[LocaleQuery]):
    return news.position_list(locale=query.locale)


@router.get("/positions/{slug}", response={200: PositionOut, **ERRORS}, summary="One position")
def position(request: HttpRequest, slug: str, query: Query[LocaleQuery]):
    return news.position_detail(slug=checked_slug(slug), locale=query.locale)


@router.get("/videos", response={200: VideoListOut, **ERRORS}, summary="Published videos, newest first")
def videos(request: HttpRequest, query: Query[LocalePageQuery]):
    return video_selectors.video_list(page=query.page, page_size=query.page_size, locale=query.locale)


@router.get("/videos/{slug}", response={200: VideoOut, **ERRORS}, summary="One published video")
def video(request: HttpRequest, slug: str, query: Query[LocaleQuery]):
    return video_selectors.video_detail(slug=checked_slug(slug), locale=query.locale)
