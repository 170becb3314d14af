"""The demo content in English, translated the way an editor translates: with wagtail-localize, from
the Dutch source (a translation source, its strings translated, the target saved and published), so
the admin shows each translation as synced and marks it out of date when the source changes.

Every page type and every translatable snippet type gets English translations; older national news,
the regional news, archive pages and some events stay untranslated on purpose, so /en shows how an
untranslated page looks (README, "English content")."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.db.models.signals import post_save
from modelsearch import index
from modelsearch.signal_handlers import post_save_signal_handler
from wagtail.models import Locale, Page
from wagtail_localize.models import (
    OverridableSegment,
    SegmentOverride,
    StringSegment,
    StringTranslation,
    Translation,
    TranslationSource,
)

from content.models import (
    Article,
    ComparisonPage,
    Organisation,
    PeopleList,
    Person,
    Position,
    PremiumVideo,
    Product,
    Profile,
    Region,
    RegionKind,
    Vacancy,
    Video,
)
from donations.models import DonationPage
from events.models import EventPage

from . import texts
from .english import english

# How many of each listed page type get an English translation (the first by path): the others show
# the untranslated case on /en, and the seed stays fast (every test run seeds).
TRANSLATED_PER_TYPE: dict[Any, int] = {
    Article: 4, Position: 5, Video: 2, PremiumVideo: 2, ComparisonPage: 1, EventPage: 6, DonationPage: 5,
}
# Archive and campaign landing pages stay Dutch-only.
UNTRANSLATED_PATHS = {
    "/15maart", "/allesopalles", "/kerst", "/niet-stemmer", "/ep-2024", "/index-oud", "/campagne-oud",
    "/landingspagina.old", "/word-lid/index-old", "/_backup_index", "/agenda/index-old", texts.UUID_PAGE,
}


def translate(instance: Any, locale: Locale) -> None:
    """Translates one page or snippet into `locale` with wagtail-localize and publishes it."""
    source, _ = TranslationSource.get_or_create_from_instance(instance)
    translation, _ = Translation.objects.get_or_create(source=source, target_locale=locale)
    segments = StringSegment.objects.filter(source=source).select_related("string", "context")
    StringTranslation.objects.bulk_create(
        [
            StringTranslation(
                translation_of=segment.string,
                locale=locale,
                context=segment.context,
                # A translation keeps its source's slug: /en/{path} is the Dutch path under /en.
                data=segment.string.data if segment.context.path == "slug" else english(segment.string.data),
                translation_type=StringTranslation.TRANSLATION_TYPE_MANUAL,
            )
            for segment in segments
        ],
        ignore_conflicts=True,
    )
    _localize_links(source, locale)
    # wagtail-localize publishes a page when the transaction commits, from the page as it was then;
    # the seed runs in one transaction and adds children meanwhile, so it publishes here and now.
    is_page = isinstance(instance, Page)
    translation.save_target(publish=not is_page)  # a snippet without drafts is saved as it is
    if is_page:
        instance.get_translation(locale).get_latest_revision().publish()


def _localize_links(source: TranslationSource, locale: Locale) -> None:
    """A rich-text link to a page of the site ('/contact') leads to that page in the translation's
    language ('/en/contact'), as an editor overrides the link in wagtail-localize."""
    prefix = f"/{locale.language_code}"
    overrides = []
    for segment in OverridableSegment.objects.filter(source=source).select_related("context"):
        href = json.loads(segment.data_json)
        # A rich-text link's context ends in its quoted href: body.{block id}.'/contact'.
        if isinstance(href, str) and href.startswith("/") and not href.startswith("//") and (
            segment.context.path.endswith(f"'{href}'")
        ):
            overrides.append(SegmentOverride(locale=locale, context=segment.context, data_json=json.dumps(prefix + href)))
    SegmentOverride.objects.bulk_create(overrides, ignore_conflicts=True)


def _skipped(home: Page) -> set[int]:
    skipped: set[int] = set()
    for model, count in TRANSLATED_PER_TYPE.items():
        pages = model.objects.filter(locale__language_code="nl").order_by("path")
        if model is Article:
            skipped |= set(pages.exclude(region=None).values_list("pk", flat=True))
            pages = pages.filter(region=None)
        skipped |= set(pages.values_list("pk", flat=True)[count:])
    prefix = len(home.url_path) - 1
    untranslated = {path.replace(".", "-") for path in UNTRANSLATED_PATHS}  # a slug holds no dot
    for page in home.get_descendants().only("pk", "url_path"):
        if page.url_path[prefix:].rstrip("/") in untranslated:
            skipped.add(page.pk)
    return skipped


def _snippet_rows() -> Iterator[Any]:
    """Every people list with its people, the provinces with their representatives, and every
    vacancy, organisation, product and profile (municipalities and water boards stay Dutch-only)."""
    yield from Person.objects.filter(locale__language_code="nl", memberships__isnull=False).distinct().order_by("pk")
    provinces = Region.objects.filter(locale__language_code="nl", kind=RegionKind.PROVINCIE).order_by("pk")
    yield from Person.objects.filter(regions__in=provinces).distinct().order_by("pk")
    for model in (PeopleList, Vacancy, Organisation, Product, Profile):
        yield from model.objects.filter(locale__language_code="nl").order_by("pk")
    yield from provinces


@contextmanager
def _indexed_once() -> Iterator[None]:
    """A translation saves its object several times (copy, sync, revision, publish): the search
    index is written once per object at the end instead of on every save."""
    saved: dict[tuple[Any, Any], None] = {}
    models = [model for model in index.get_indexed_models() if getattr(model, "search_auto_update", True)]

    def remember(sender: Any, instance: Any, raw: bool = False, **kwargs: Any) -> None:
        if not raw:
            saved[(sender, instance.pk)] = None

    for model in models:
        post_save.disconnect(post_save_signal_handler, sender=model)
        post_save.connect(remember, sender=model, weak=False)
    try:
        yield
    finally:
        for model in models:
            post_save.disconnect(remember, sender=model)
            post_save.connect(post_save_signal_handler, sender=model)
    for model, pk in saved:
        found = model.objects.filter(pk=pk).first()
        if found is not None:
            index.insert_or_update_object(found)


def translate_demo(home: Page) -> None:
    en = Locale.objects.get(language_code="en")
    skipped = _skipped(home)
    with _indexed_once():
        for row in _snippet_rows():
            translate(row, en)
        for page in home.get_descendants(inclusive=True).order_by("path").specific():
            if page.pk not in skipped:
                translate(page, en)
