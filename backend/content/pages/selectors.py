"""Finding the page that answers a visitor path."""

from __future__ import annotations

import re

from wagtail.models import Locale, Page, Site

from core.errors import NotFound
from core.i18n import live_page_path

from ..preview import preview_serializer, visitor_path
from ..serializers import image_out, serialize_body
from ..translated import DEFAULT_LOCALE
from .models import BasePage, ComparisonPage, FluitjePage, HomePage, PressPage, StandardPage

MAX_PATH_LENGTH = 255
# Wagtail slugs: letters (any script), digits, '_' and '-'. A '.' in a visitor path (SPEC has
# /landingspagina.old and /agenda/index.old) is looked up as '-', since no slug can hold a dot.
SEGMENT = re.compile(r"^[\w.-]{1,100}$")


def page_not_found(path: str) -> NotFound:
    return NotFound(f"Page not found: {path}")


def _slugs(path: str) -> list[str]:
    if not path.startswith("/") or len(path) > MAX_PATH_LENGTH:
        raise page_not_found(path[:MAX_PATH_LENGTH])
    segments = [segment for segment in path.split("/") if segment]
    if not all(SEGMENT.match(segment) for segment in segments):
        raise page_not_found(path)
    return [segment.replace(".", "-").lower() for segment in segments]


def _home_for(locale_code: str) -> Page | None:
    site = Site.objects.filter(is_default_site=True).select_related("root_page").first()
    if site is None:
        return None
    home = site.root_page
    if locale_code == DEFAULT_LOCALE:
        return home
    locale = Locale.objects.filter(language_code=locale_code).first()
    return home.get_translation_or_none(locale) if locale else None


def _live_page_at(home: Page | None, segments: list[str]) -> BasePage | None:
    if home is None:
        return None
    url_path = home.url_path + "".join(f"{segment}/" for segment in segments)
    page = Page.objects.live().public().filter(url_path=url_path).first()
    page = page.specific if page else None
    return page if isinstance(page, BasePage) else None


def live_page(*, path: str, locale: str) -> BasePage:
    """The live page at `path` in `locale`, falling back to the Dutch page when untranslated."""
    segments = _slugs(path)
    page = _live_page_at(_home_for(locale), segments)
    if page is None and locale != DEFAULT_LOCALE:
        page = _live_page_at(_home_for(DEFAULT_LOCALE), segments)
    if page is None:
        raise page_not_found(path)
    return page


def resolve_page(*, path: str, locale: str) -> dict:
    return page_out(live_page(path=path, locale=locale), path=path)


def page_out(page: BasePage, *, path: str) -> dict:
    """A page as /api/pages/resolve answers it; `path` is the visitor path it was asked for."""
    return {
        "id": page.id,
        "title": page.title,
        "locale": page.locale.language_code,
        "path": "/" + "/".join(segment for segment in path.split("/") if segment),
        "page_type": page.page_type,
        "seo_title": page.seo_title,
        "search_description": page.search_description,
        "intro": page.intro,
        "body": serialize_body(page.body, page.locale.language_code),
        "last_published_at": page.last_published_at,
        "image": image_out(getattr(page, "image", None)),
        "comparison": _comparison(page) if isinstance(page, ComparisonPage) else None,
        "hero": home_hero(page) if isinstance(page, HomePage) else None,
        "press": _press(page) if isinstance(page, PressPage) else None,
    }


def _hero_link(label: str, target: Page | None, url: str) -> dict | None:
    href = live_page_path(target) if target else url
    return {"label": label, "href": href} if label and href else None


def home_hero(page: HomePage) -> dict:
    """The home page's hero. A chosen video or page stays the Dutch one in a translation (Wagtail
    keeps page links as they are): the video's title is read from its translation when there is one,
    and a link's path is the Dutch route table's, which the frontend puts under /en."""
    video = page.hero_video if page.hero_video and page.hero_video.live else None
    translated = video.get_translation_or_none(page.locale) if video else None
    video = translated if translated and translated.live else video
    image = page.hero_image or (video.image if video else None)
    return {
        "title": page.hero_title or page.title,
        "lead": page.hero_lead,
        "image": image_out(image),
        "video": {"title": video.title, "url": video.video_url} if video else None,
        "primary": _hero_link(
            page.hero_primary_label, page.hero_primary_page, page.hero_primary_url
        ),
        "secondary": _hero_link(
            page.hero_secondary_label, page.hero_secondary_page, page.hero_secondary_url
        ),
    }


@preview_serializer(HomePage, "home")
@preview_serializer(StandardPage, "cms")
@preview_serializer(FluitjePage, "cms")
@preview_serializer(ComparisonPage, "cms")
@preview_serializer(PressPage, "cms")
def page_preview(page: BasePage) -> dict:
    return page_out(page, path=visitor_path(page))


def _comparison(page: ComparisonPage) -> dict:
    rows = page.rows.select_related("position").order_by("sort_order")
    return {
        "our_party": page.our_party,
        "other_party": page.other_party,
        "rows": [
            {
                "topic": row.topic,
                "ours": row.ours,
                "theirs": row.theirs,
                "position_slug": row.position.slug if row.position and row.position.live else None,
            }
            for row in rows
        ],
    }


def _press(page: PressPage) -> dict:
    return {
        "contacts": [
            {
                "name": contact["name"],
                "role": contact["role"],
                "email": contact["email"],
                "phone": contact["phone"],
            }
            for contact in (block.value for block in page.contacts)
        ]
    }
