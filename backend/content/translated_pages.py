"""Translated pages (wagtail-localize): lists and details start from the Dutch page, so slugs, dates
and images are one fact; the visitor's texts come from the live translation in the visitor's locale
when there is one, and from the Dutch page otherwise (README: "English content"). The snippets'
counterpart is translated.py."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from wagtail.models import Locale

from .serializers import image_out, serialize_body
from .translated import DEFAULT_LOCALE


def dutch_locales() -> QuerySet[Locale]:
    # A subquery on the locale rather than a join on its language code: Wagtail search can filter on
    # `locale` (a FilterField of every page), so search shares these visibility rules.
    return Locale.objects.filter(language_code=DEFAULT_LOCALE)


def in_locale(page: Any, locale: str) -> Any:
    if locale == DEFAULT_LOCALE:
        return page
    target = Locale.objects.filter(language_code=locale).first()
    translation = page.get_translation_or_none(target) if target else None
    return translation.specific if translation is not None and translation.live else page


def dutch_of(page: Any) -> Any:
    """The saved Dutch page a page (or a draft of its translation) translates; the page itself
    when it is Dutch or new."""
    if page.locale.language_code == DEFAULT_LOCALE:
        return page
    dutch = type(page).objects.filter(translation_key=page.translation_key, locale__in=dutch_locales()).first()
    return dutch or page


def in_locale_each(pages: list[Any], locale: str) -> list[Any]:
    """in_locale for every page of a list of one page type, with one query instead of two per page."""
    if locale == DEFAULT_LOCALE or not pages:
        return pages
    keys = [page.translation_key for page in pages]
    translations = type(pages[0]).objects.live().filter(
        locale__language_code=locale, translation_key__in=keys
    )
    found = {translation.translation_key: translation for translation in translations}
    return [found.get(page.translation_key, page) for page in pages]


def translated_fields(page: Any, locale: str) -> dict[str, Any]:
    """The texts of a detail page in `locale` (or Dutch); slug, dates and images stay the Dutch page's."""
    return texts_out(page, in_locale(page, locale))


def texts_out(page: Any, shown: Any) -> dict[str, Any]:
    """The texts of `shown` (the page or its translation) with the page's social image."""
    return {
        "title": shown.title,
        "intro": shown.intro,
        "body": serialize_body(shown.body, shown.locale.language_code),
        "seo_title": shown.seo_title,
        "search_description": shown.search_description,
        "seo_image": image_out(page.seo_image),
        "locale": shown.locale.language_code,
    }
