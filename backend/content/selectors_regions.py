"""Read queries for municipalities, provinces and water boards."""

from __future__ import annotations

from typing import Any

from core.errors import NotFound

from .models import REGION_PATHS, Region
from .selectors_news import article_detail, article_summary_out, visible_articles
from .selectors_people import person_summary_out

REGION_NEWS_COUNT = 6


def region_summary_out(region: Region) -> dict[str, Any]:
    return {
        "kind": region.kind,
        "name": region.name,
        "slug": region.slug,
        "path": f"/{REGION_PATHS[region.kind]}/{region.slug}",
    }


def region_list(*, kind: str) -> dict[str, Any]:
    return {"items": [region_summary_out(region) for region in Region.objects.filter(kind=kind).order_by("name")]}


def _region(kind: str, slug: str) -> Region:
    region = Region.objects.select_related("province").filter(kind=kind, slug=slug).first()
    if region is None:
        raise NotFound(f"Page not found: /{REGION_PATHS[kind]}/{slug}")
    return region


def region_detail(*, kind: str, slug: str) -> dict[str, Any]:
    region = _region(kind, slug)
    news = visible_articles(region=region)[:REGION_NEWS_COUNT]
    return {
        **region_summary_out(region),
        "intro": region.intro,
        "province": region_summary_out(region.province) if region.province else None,
        "municipalities": [region_summary_out(m) for m in region.municipalities.order_by("name")],
        "representatives": [person_summary_out(p) for p in region.representatives.select_related("photo")],
        "news": [article_summary_out(article) for article in news],
    }


def region_article(*, kind: str, slug: str, article_slug: str, locale: str) -> dict[str, Any]:
    return article_detail(slug=article_slug, locale=locale, region=_region(kind, slug))
