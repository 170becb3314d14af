"""Every published visitor path, for /sitemap.xml (the frontend adds the /en twins)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.utils import timezone
from wagtail.models import Site

from .models import (
    REGION_PATHS,
    Article,
    Author,
    BasePage,
    Organisation,
    PeopleList,
    Person,
    Product,
    Profile,
    Region,
)
from .selectors_news import visible_articles, visible_positions
from .selectors_vacancies import open_vacancies
from .selectors_videos import visible_videos


def _entry(path: str, lastmod: datetime | None) -> dict[str, Any]:
    return {"path": path, "lastmod": lastmod}


def _standard_paths() -> list[dict[str, Any]]:
    site = Site.objects.filter(is_default_site=True).select_related("root_page").first()
    if site is None:
        return []
    home = site.root_page
    pages = home.get_descendants(inclusive=True).live().public().specific()
    prefix = len(home.url_path) - 1  # url_path '/home/privacy/' → visitor path '/privacy'
    return [
        _entry(page.url_path[prefix:].rstrip("/") or "/", page.last_published_at)
        for page in pages
        if isinstance(page, BasePage)
    ]


def sitemap_entries() -> list[dict[str, Any]]:
    from events.selectors import upcoming  # events builds on content: imported when asked

    entries = _standard_paths()
    entries += [_entry(f"/agenda/{e.slug}", e.last_published_at) for e in upcoming()]
    entries.append(_entry("/nieuws", None))
    entries += [_entry(f"/nieuws/{a.slug}", a.last_published_at or a.publish_on) for a in visible_articles()]
    entries.append(_entry("/standpunten", None))
    entries += [_entry(f"/standpunten/{p.slug}", p.last_published_at) for p in visible_positions()]
    entries.append(_entry("/videos", None))
    entries += [_entry(f"/videos/{v.slug}", v.last_published_at or v.publish_on) for v in visible_videos()]
    entries += [_entry(f"/auteurs/{slug}", None) for slug in Author.objects.values_list("slug", flat=True)]
    entries += [_entry(f"/mensen/{slug}", None) for slug in PeopleList.objects.values_list("slug", flat=True)]
    entries += [_entry(f"/mensen/{slug}", None) for slug in Person.objects.values_list("slug", flat=True)]
    entries += [_entry(f"/vacatures/{uuid}", None) for uuid in open_vacancies().values_list("uuid", flat=True)]
    entries += [_entry(f"/organisaties/{u}", None) for u in Organisation.objects.values_list("uuid", flat=True)]
    entries += [_entry(f"/producten/{u}", None) for u in Product.objects.values_list("uuid", flat=True)]
    entries += [_entry(f"/profielen/{u}", None) for u in Profile.objects.values_list("uuid", flat=True)]
    entries += [_entry(f"/{path}", None) for path in REGION_PATHS.values()]
    entries += [_entry(f"/{REGION_PATHS[kind]}/{slug}", None) for kind, slug in Region.objects.values_list("kind", "slug")]
    regional = Article.objects.live().public().exclude(region=None).filter(publish_on__lte=timezone.now())
    entries += [
        _entry(f"/{REGION_PATHS[a.region.kind]}/{a.region.slug}/nieuws/{a.slug}", a.last_published_at or a.publish_on)
        for a in regional.select_related("region")
    ]
    return entries
