"""Read queries for articles, authors and positions.

Lists come from the Dutch tree; a detail in English shows the live English translation when there
is one, and the Dutch page otherwise (README: "English content").
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db.models import Q, QuerySet
from django.db.models.functions import Now
from django.utils import timezone
from wagtail.query import PageQuerySet

from core.errors import NotFound

from ..models import Region
from ..pagination import paginate
from ..params import DEFAULT_PAGE_SIZE
from ..preview import preview_serializer
from ..serializers import image_out, renditions_prefetch
from ..translated import DEFAULT_LOCALE, content_locale
from ..translated_pages import dutch_locales, in_locale_each, texts_out, translated_fields
from .models import Article, Author, Position


def _not_found(what: str) -> NotFound:
    return NotFound(f"Page not found: {what}")


def public(pages: PageQuerySet, private_sections: Q | None = None) -> PageQuerySet:
    """`pages` outside the private sections; a caller that asks for several lists passes
    `private_sections` (PageQuerySet.private_q(), one query) once instead of each list asking."""
    return pages.public() if private_sections is None else pages.exclude(private_sections)


def visible_articles(
    *, region: Region | None = None, private_sections: Q | None = None, now: datetime | Now | None = None
) -> QuerySet[Article]:
    """Live, public Dutch articles whose publish_on has come, newest first: the national news, or
    the news of one region. `now` is this moment by default; Now() (the database's clock) gives a
    query whose SQL does not change with time, which search compiles once (search/lists.py)."""
    return (
        public(Article.objects.live(), private_sections)
        .filter(publish_on__lte=timezone.now() if now is None else now, locale__in=dutch_locales(), region=region)
        .select_related("image")
        .prefetch_related("authors__image", renditions_prefetch("image"), renditions_prefetch("authors__image"))
        .order_by("-publish_on", "-id")
    )


def visible_positions(*, private_sections: Q | None = None) -> QuerySet[Position]:
    return (
        public(Position.objects.live(), private_sections)
        .filter(locale__in=dutch_locales())
        .select_related("image")
        .prefetch_related(renditions_prefetch("image"))
        .order_by("path")
    )


def author_out(author: Author) -> dict[str, Any]:
    return {"name": author.name, "slug": author.slug, "image": image_out(author.image, author.name)}


def article_summary_out(
    article: Article, shown: Article | None = None, locale: str = DEFAULT_LOCALE
) -> dict[str, Any]:
    """An article as lists show it; `shown` is it in the list's language (in_locale_each)."""
    shown = shown or article
    return {
        "slug": article.slug,
        "title": shown.title,
        "intro": shown.intro,
        "locale": content_locale(article, shown, locale),
        "publish_on": article.publish_on,
        "website": article.website,
        "image": image_out(article.image),
        "authors": [author_out(author) for author in article.authors.all()],
    }


def article_summaries(articles: list[Article], locale: str) -> list[dict[str, Any]]:
    return [
        article_summary_out(article, shown, locale)
        for article, shown in zip(articles, in_locale_each(articles, locale), strict=True)
    ]


def _paginate(
    queryset: QuerySet[Article], *, page: int, page_size: int, locale: str
) -> dict[str, Any]:
    return paginate(
        queryset, page=page, page_size=page_size, each=lambda rows: article_summaries(rows, locale)
    )


def article_list(*, page: int, page_size: int, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
    return _paginate(visible_articles(), page=page, page_size=page_size, locale=locale)


def article_detail(*, slug: str, locale: str, region: Region | None = None) -> dict[str, Any]:
    article = visible_articles(region=region).filter(slug=slug).first()
    if article is None:
        raise _not_found(f"/nieuws/{slug}")
    return {**article_summary_out(article), **translated_fields(article, locale)}


def article_preview(article: Article) -> dict[str, Any]:
    """A draft article as /api/articles/{slug} answers it."""
    return {**article_summary_out(article), **texts_out(article, article)}


def author_page(
    *, slug: str, page: int, page_size: int, locale: str = DEFAULT_LOCALE
) -> dict[str, Any]:
    author = Author.objects.select_related("image").filter(slug=slug).first()
    if author is None:
        raise _not_found(f"/auteurs/{slug}")
    return author_page_out(author, page=page, page_size=page_size, locale=locale)


def author_page_out(author: Author, *, page: int, page_size: int, locale: str) -> dict[str, Any]:
    """/auteurs/{slug}: the author (a draft too) and a page of their articles; a new one has none."""
    articles = visible_articles().filter(authors=author) if author.pk is not None else Article.objects.none()
    return {
        "author": author_out(author),
        "articles": _paginate(articles, page=page, page_size=page_size, locale=locale),
    }


@preview_serializer(Author, "author")
def author_preview(draft: Author) -> dict[str, Any]:
    """A draft author with the first page of their articles, as the frontend asks it."""
    return author_page_out(draft, page=1, page_size=DEFAULT_PAGE_SIZE, locale=DEFAULT_LOCALE)


def position_summary_out(
    position: Position, shown: Position | None = None, locale: str = DEFAULT_LOCALE
) -> dict[str, Any]:
    shown = shown or position
    return {
        "slug": shown.slug,
        "title": shown.title,
        "intro": shown.intro,
        "image": image_out(shown.image),
        "locale": content_locale(position, shown, locale),
    }


def position_list(*, locale: str) -> dict[str, Any]:
    positions = list(visible_positions())
    return {
        "items": [
            position_summary_out(position, shown, locale)
            for position, shown in zip(positions, in_locale_each(positions, locale), strict=True)
        ]
    }


def position_detail(*, slug: str, locale: str) -> dict[str, Any]:
    position = visible_positions().filter(slug=slug).first()
    if position is None:
        raise _not_found(f"/standpunten/{slug}")
    return {**position_summary_out(position), **translated_fields(position, locale)}


@preview_serializer(Position, "position")
def position_preview(position: Position) -> dict[str, Any]:
    return {**position_summary_out(position), **texts_out(position, position)}
