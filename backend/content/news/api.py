"""Articles, authors and positions."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Query, Router

from ..params import ERRORS, LocalePageQuery, LocaleQuery, checked_slug
from . import selectors as news
from .schemas import (
    ArticleListOut,
    ArticleOut,
    AuthorPageOut,
    PositionListOut,
    PositionOut,
)

router = Router(tags=["news"])


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
