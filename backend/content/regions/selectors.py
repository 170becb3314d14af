"""Read queries for municipalities, provinces and water boards."""

from __future__ import annotations

from typing import Any

from core.errors import NotFound

from ..news.models import Article
from ..news.selectors import article_detail, article_preview, article_summaries, visible_articles
from ..people.selectors import person_summary_out
from ..preview import preview_serializer
from ..translated import in_locale_row, in_locale_rows, sources
from .models import REGION_PATHS, Region

REGION_NEWS_COUNT = 6


def region_summary_out(region: Region) -> dict[str, Any]:
    return {
        "kind": region.kind,
        "name": region.name,
        "slug": region.slug,
        "path": f"/{REGION_PATHS[region.kind]}/{region.slug}",
    }


def region_list(*, kind: str) -> dict[str, Any]:
    return {"items": [region_summary_out(region) for region in sources(Region.objects.filter(kind=kind)).order_by("name")]}


def _region(kind: str, slug: str) -> Region:
    region = sources(Region.objects.select_related("province").filter(kind=kind, slug=slug)).first()
    if region is None:
        raise NotFound(f"Page not found: /{REGION_PATHS[kind]}/{slug}")
    return region


def region_detail(*, kind: str, slug: str, locale: str = "nl") -> dict[str, Any]:
    region = _region(kind, slug)
    news = visible_articles(region=region)[:REGION_NEWS_COUNT]
    shown = in_locale_row(region, locale)
    people = in_locale_rows(list(region.representatives.select_related("photo")), locale)
    return {
        **region_summary_out(region),
        "intro": shown.intro,
        "locale": shown.locale.language_code,
        "province": region_summary_out(region.province) if region.province else None,
        "municipalities": [region_summary_out(m) for m in sources(region.municipalities.all()).order_by("name")],
        "representatives": [person_summary_out(person) for person in people],
        "news": article_summaries(list(news), locale),
    }


def region_article(*, kind: str, slug: str, article_slug: str, locale: str) -> dict[str, Any]:
    return article_detail(slug=article_slug, locale=locale, region=_region(kind, slug))


@preview_serializer(Article, lambda article: "regional_article" if article.region_id else "article")
def any_article_preview(article: Article) -> dict[str, Any]:
    """A draft article; a regional one with its region, as /{regions}/{slug}/nieuws/{slug} shows it."""
    region = article.region
    if region is None:
        return article_preview(article)
    return {"article": article_preview(article), "region": region_detail(kind=region.kind, slug=region.slug)}
