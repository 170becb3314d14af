"""The two lists a search fills (positions, articles): their visible pages, compiled once per
language and set of private sections and kept by the process.

Building the visibility filters (live, public, Dutch or translated, published by now) and compiling
them to SQL took about a third of a search's time, the same work for every search (bench/RESULTS.md,
issue 26). What they compile to depends only on the visitor's language and the private sections
(the pages with a view restriction): the articles' publication is compared with the database's
clock (Now()), not with a moment baked into the SQL. Each search reads the private sections (one
small query) and takes the compiled lists of that key, so a new restriction counts at once and no
cache needs to be told of a change.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from django.db.models import Q, QuerySet
from django.db.models.functions import Now
from wagtail.models import Page, PageViewRestriction

from content.news.selectors import public, visible_articles, visible_positions
from content.translated import DEFAULT_LOCALE

from .listing import Listing

# (path, depth) of each page with a view restriction: it and its descendants are private.
PrivateSections = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class SearchList:
    """One list: its visible pages as a queryset (for the backends that rank through Wagtail),
    the field that dates its items, and the same pages compiled for the database backends."""

    pages: QuerySet
    date_field: str
    listing: Listing


def private_sections() -> PrivateSections:
    return tuple(sorted(PageViewRestriction.objects.values_list("page__path", "page__depth")))


def _private_q(sections: PrivateSections) -> Q:
    """As Wagtail's PageQuerySet.private_q, with its own rule for a section (descendant_of_q), from
    the sections read for the key: a restriction added meanwhile cannot end up under an old key."""
    pages = Page.objects.all()
    q = Q()
    for path, depth in sections:
        q |= pages.descendant_of_q(Page(path=path, depth=depth), inclusive=True)
    return q if q else Q(pk__in=[])


def _as_shown_in(visible: QuerySet, locale: str, private: Q) -> QuerySet:
    """The pages a visitor of `locale` reaches from the visible Dutch ones: on /en each one's live
    English translation, or the Dutch page itself where there is none (shown on /en as it is)."""
    if locale == DEFAULT_LOCALE:
        return visible
    model = visible.model
    translated = public(model.objects.live(), private).filter(
        locale__language_code=locale, translation_key__in=visible.values("translation_key")
    )
    untranslated = visible.exclude(translation_key__in=translated.values("translation_key"))
    return model.objects.filter(
        Q(pk__in=translated.values("pk")) | Q(pk__in=untranslated.values("pk"))
    )


@lru_cache(maxsize=8)
def _compiled(locale: str, sections: PrivateSections) -> dict[str, SearchList]:
    private = _private_q(sections)
    # Articles are dated by their publish_on, positions by when they were first published.
    wanted = {
        "positions": (visible_positions(private_sections=private), "first_published_at"),
        "articles": (visible_articles(private_sections=private, now=Now()), "publish_on"),
    }
    lists = {}
    for key, (visible, date_field) in wanted.items():
        pages = _as_shown_in(visible, locale, private)
        lists[key] = SearchList(pages, date_field, Listing(pages, date_field))
    return lists


def search_lists(locale: str) -> dict[str, SearchList]:
    """The positions and the articles a visitor of `locale` can find, as they are now."""
    return _compiled(locale, private_sections())
