"""Every published visitor path, for /sitemap.xml (the frontend adds the /en twins of the entries
whose content has an English translation; README "English content")."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.utils import timezone
from wagtail.models import Page, Site

from ..models import (
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
    Vacancy,
)
from ..news.selectors import visible_articles, visible_positions
from ..translated import sources
from ..vacancies.selectors import open_vacancies
from ..videos.selectors import visible_videos


def _entry(path: str, lastmod: datetime | None, translated: bool = True) -> dict[str, Any]:
    return {"path": path, "lastmod": lastmod, "translated": translated}


def _english_page_keys() -> set[Any]:
    return set(Page.objects.live().public().filter(locale__language_code="en").values_list("translation_key", flat=True))


def _snippet_entries(model: Any, prefix: str, field: str) -> list[dict[str, Any]]:
    english = set(model.objects.filter(locale__language_code="en").values_list("translation_key", flat=True))
    rows = sources(model.objects.all()).values_list(field, "translation_key")
    return [_entry(f"/{prefix}/{value}", None, key in english) for value, key in rows]


def _standard_paths(english: set[Any]) -> list[dict[str, Any]]:
    site = Site.objects.filter(is_default_site=True).select_related("root_page").first()
    if site is None:
        return []
    home = site.root_page
    pages = home.get_descendants(inclusive=True).live().public().specific()
    prefix = len(home.url_path) - 1  # url_path '/home/privacy/' → visitor path '/privacy'
    return [
        _entry(page.url_path[prefix:].rstrip("/") or "/", page.last_published_at, page.translation_key in english)
        for page in pages
        if isinstance(page, BasePage)
    ]


def sitemap_entries() -> list[dict[str, Any]]:
    from events.selectors import upcoming  # events builds on content: imported when asked

    english = _english_page_keys()
    entries = _standard_paths(english)
    entries += [_entry(f"/agenda/{e.slug}", e.last_published_at, e.translation_key in english) for e in upcoming()]
    entries.append(_entry("/nieuws", None))
    entries += [
        _entry(f"/nieuws/{a.slug}", a.last_published_at or a.publish_on, a.translation_key in english)
        for a in visible_articles()
    ]
    entries.append(_entry("/standpunten", None))
    entries += [
        _entry(f"/standpunten/{p.slug}", p.last_published_at, p.translation_key in english) for p in visible_positions()
    ]
    entries.append(_entry("/videos", None))
    entries += [
        _entry(f"/videos/{v.slug}", v.last_published_at or v.publish_on, v.translation_key in english)
        for v in visible_videos()
    ]
    entries += [_entry(f"/auteurs/{slug}", None) for slug in Author.objects.values_list("slug", flat=True)]
    entries += _snippet_entries(PeopleList, "mensen", "slug")
    entries += _snippet_entries(Person, "mensen", "slug")
    english_vacancies = set(Vacancy.objects.filter(locale__language_code="en").values_list("translation_key", flat=True))
    entries += [
        _entry(f"/vacatures/{uuid}", None, key in english_vacancies)
        for uuid, key in open_vacancies().values_list("uuid", "translation_key")
    ]
    entries += _snippet_entries(Organisation, "organisaties", "uuid")
    entries += _snippet_entries(Product, "producten", "uuid")
    entries += _snippet_entries(Profile, "profielen", "uuid")
    entries += [_entry(f"/{path}", None) for path in REGION_PATHS.values()]
    english_regions = set(Region.objects.filter(locale__language_code="en").values_list("translation_key", flat=True))
    entries += [
        _entry(f"/{REGION_PATHS[kind]}/{slug}", None, key in english_regions)
        for kind, slug, key in sources(Region.objects.all()).values_list("kind", "slug", "translation_key")
    ]
    regional = Article.objects.live().public().exclude(region=None).filter(publish_on__lte=timezone.now())
    entries += [
        _entry(
            f"/{REGION_PATHS[a.region.kind]}/{a.region.slug}/nieuws/{a.slug}",
            a.last_published_at or a.publish_on,
            a.translation_key in english,
        )
        for a in regional.filter(locale__language_code="nl").select_related("region")
    ]
    return entries
