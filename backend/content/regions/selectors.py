"""Read queries for municipalities, provinces and water boards."""

from __future__ import annotations

from typing import Any

from core.errors import NotFound

from ..news.models import Article
from ..news.selectors import article_detail, article_preview, article_summaries, visible_articles
from ..people.selectors import person_summary_out
from ..preview import preview_serializer
from ..translated import in_locale_row, in_locale_rows, source_of, sources
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
    return region_out(region, in_locale_row(region, locale), locale)


def region_out(source: Region, shown: Region, locale: str) -> dict[str, Any]:
    """A region as its visitor page shows it: name, province, municipalities, representatives (a
    draft's unsaved choice included) and news of `source`, the Dutch region; the intro of `shown`,
    the region in the visitor's language. A new, unsaved region has no municipalities or news yet."""
    saved = source.pk is not None
    news = visible_articles(region=source)[:REGION_NEWS_COUNT] if saved else []
    municipalities = sources(source.municipalities.all()).order_by("name") if saved else []
    people = in_locale_rows(list(source.representatives.select_related("photo")), locale)
    return {
        **region_summary_out(source),
        "intro": shown.intro,
        "locale": shown.locale.language_code,
        "province": region_summary_out(source.province) if source.province else None,
        "municipalities": [region_summary_out(m) for m in municipalities],
        "representatives": [person_summary_out(person) for person in people],
        "news": article_summaries(list(news), locale),
    }


@preview_serializer(Region, "region")
def region_preview(draft: Region) -> dict[str, Any]:
    """A draft region: a Dutch one as edited; a translation's intro with its source's facts, as live."""
    return region_out(source_of(draft), draft, draft.locale.language_code)


def region_article(*, kind: str, slug: str, article_slug: str, locale: str) -> dict[str, Any]:
    return article_detail(slug=article_slug, locale=locale, region=_region(kind, slug))


@preview_serializer(Article, lambda article: "regional_article" if article.region_id else "article")
def any_article_preview(article: Article) -> dict[str, Any]:
    """A draft article; a regional one with its region, as /{regions}/{slug}/nieuws/{slug} shows it."""
    region = article.region
    if region is None:
        return article_preview(article)
    return {"article": article_preview(article), "region": region_detail(kind=region.kind, slug=region.slug)}
