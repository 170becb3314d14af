"""The visitors' search over live positions and articles (SPEC §7 GET /api/search).

A query is searched tier after tier (query_plan.py: all words, compounds split, some words, typos
corrected) while a list has room; within a tier the title matches come first, then body matches.
With the database backends the title matches come from the title index (title_index.py) and
Wagtail's search backend (an autocomplete query over the word forms of indexing.py, so the last
word may be incomplete) ranks the body only to fill a list; with OpenSearch/Elasticsearch the
backend's best candidates are ordered title matches first.
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from wagtail.models import Locale
from wagtail.search.backends import get_search_backend
from wagtail.search.query import And, Or, PlainText

from content.translated import DEFAULT_LOCALE
from core.errors import DomainError

from .listing import rows_of
from .lists import SearchList, search_lists
from .query_plan import Groups, Tier, tiers
from .text import matches
from .thumbnails import thumbnail_urls

MAX_QUERY_LENGTH = 200
RESULTS_PER_LIST = 8
# How many of the backend's best matches are ordered title-first; the index weighs title words
# more (indexing.TITLE_WEIGHT), so title matches are among them.
CANDIDATES = 20
# Ranked per list when both lists are ranked in one query: a few more than CANDIDATES, as some of
# the best matches may not be visible (scheduled, regional, private).
WINDOW = CANDIDATES + 10
ITEM_FIELDS = ("title", "slug", "image_id", "locale")
TOO_LONG = {
    "nl": f"De zoekopdracht is te lang: gebruik hoogstens {MAX_QUERY_LENGTH} tekens.",
    "en": f"The search is too long: use at most {MAX_QUERY_LENGTH} characters.",
}
TOO_LONG_FIELD = {
    "nl": "Gebruik hoogstens {} tekens.",
    "en": "Use at most {} characters.",
}


def _backend_query(groups: Groups, every: bool = True) -> Any:
    def one_of(forms: tuple[str, ...]) -> Any:
        return PlainText(forms[0]) if len(forms) == 1 else Or([PlainText(form) for form in forms])

    if len(groups) == 1:
        return one_of(groups[0])
    return (And if every else Or)([one_of(forms) for forms in groups])


def _candidates(queryset: QuerySet, tier: Tier, fields: tuple[str, ...]) -> list[Any]:
    queryset = queryset.order_by().select_related(None).prefetch_related(None).only(*fields)
    try:
        results = queryset.autocomplete(_backend_query(tier.groups, tier.every))[:CANDIDATES]
        return list(results)
    except NotImplementedError:
        # Elasticsearch/OpenSearch autocomplete takes plain text only: the shortest form per word.
        text = " ".join(min(forms, key=len) for forms in tier.groups)
        return list(queryset.autocomplete(text)[:CANDIDATES])


def _row(page: Any, date_field: str) -> dict[str, Any]:
    return {
        "pk": page.pk,
        "title": page.title,
        "slug": page.slug,
        "image_id": page.image_id,
        "locale": page.locale_id,
        "date": getattr(page, date_field),
    }


def _title_first(rows: list[dict[str, Any]], tier: Tier, language: str) -> list[dict[str, Any]]:
    # Stable sort: relevance order within the title matches and within the others.
    if not tier.every:
        return rows
    return sorted(rows, key=lambda row: not matches(tier.groups, row["title"], language))


def _body_tier(
    backend: Any,
    tier: Tier,
    lists: dict[str, SearchList],
    found: dict[str, list[dict[str, Any]]],
) -> None:
    """Fills the lists that still have room with the best body matches, ranked by Wagtail's index
    (search/backends.py: one query for all lists)."""
    short = {key: value for key, value in lists.items() if len(found[key]) < RESULTS_PER_LIST}
    if not short:
        return
    models = [search_list.pages.model for search_list in short.values()]
    best = backend.best_per_model(_backend_query(tier.groups, tier.every), models, WINDOW)
    seen = {key: {row["pk"] for row in found[key]} for key in short}
    ranked = {
        key: [
            int(object_id)
            for object_id in best[search_list.pages.model]
            if int(object_id) not in seen[key]
        ]
        for key, search_list in short.items()
    }
    # The visible ones of both lists' best in one query.
    visible = rows_of([(search_list.listing, ranked[key]) for key, search_list in short.items()])
    for (key, search_list), rows in zip(short.items(), visible, strict=True):
        rows = rows[:CANDIDATES]
        wanted = RESULTS_PER_LIST - len(found[key])
        if len(rows) < wanted and len(best[search_list.pages.model]) == WINDOW:
            # Too few visible ones in the window: rank again with the visibility filters inside.
            date_field = search_list.date_field
            pages = _candidates(search_list.pages, tier, (*ITEM_FIELDS, date_field))
            rows = [
                row for row in (_row(page, date_field) for page in pages) if row["pk"] not in seen[key]
            ]
        found[key] += rows[:wanted]


def _fill_from(
    backend: Any,
    tier: Tier,
    lists: dict[str, SearchList],
    found: dict[str, list[dict[str, Any]]],
    language: str,
) -> None:
    """Adds this tier's matches, best first, to the lists that still have room. With the database
    backends (search/backends.py) the title matches come from the small title index
    (title_index.py), and the body is ranked only for a list the title matches leave room in: a
    common word or the first letters of one match most bodies, and ranking all of them is what
    takes time. Any other backend (OpenSearch, Elasticsearch) ranks through Wagtail's
    autocomplete, and its candidates are ordered title matches first."""
    ranked_here = hasattr(backend, "best_per_model")
    for key, search_list in lists.items():
        room = RESULTS_PER_LIST - len(found[key])
        if room <= 0:
            continue
        seen = {row["pk"] for row in found[key]}
        if ranked_here:
            rows = search_list.listing.title_matches(
                tier.groups, every=tier.every, room=room, seen=seen
            )
        else:
            date_field = search_list.date_field
            pages = _candidates(search_list.pages, tier, (*ITEM_FIELDS, date_field))
            rows = _title_first([_row(page, date_field) for page in pages], tier, language)
            rows = [row for row in rows if row["pk"] not in seen][:room]
        found[key] += rows
    if ranked_here:
        _body_tier(backend, tier, lists, found)


def _ranked_lists(
    query: str, languages: tuple[str, ...], lists: dict[str, SearchList]
) -> tuple[dict[str, list[dict[str, Any]]], str | None]:
    """Per list, the matches of each tier of the query (query_plan.py) while there is room; and
    the corrected query when the corrected words alone found what is listed."""
    backend = get_search_backend()
    found: dict[str, list[dict[str, Any]]] = {key: [] for key in lists}
    correction = None
    for tier in tiers(query, languages):
        if all(len(rows) >= RESULTS_PER_LIST for rows in found.values()):
            break
        anything_before = any(found.values())
        _fill_from(backend, tier, lists, found, languages[0])
        if tier.correction and not anything_before and any(found.values()):
            correction = tier.correction
    return found, correction


def _item(
    model_type: str, row: dict[str, Any], thumbnails: dict[int, str], codes: dict[int, str]
) -> dict[str, Any]:
    image_id = row["image_id"]
    return {
        "model_type": model_type,
        "slug": row["slug"],
        "title": row["title"],
        "locale": codes.get(row["locale"], DEFAULT_LOCALE),
        "image": thumbnails.get(image_id) if image_id else None,
        "publish_on": row["date"],
    }


def _date_as_dutch(
    rows: list[dict[str, Any]], model: Any, date_field: str, codes: dict[int, str]
) -> None:
    """A translation found on /en is dated as its Dutch page (the translation's own first
    publication is when it was translated): two queries, for the translated rows only."""
    translated = {row["pk"]: row for row in rows if codes.get(row["locale"]) != DEFAULT_LOCALE}
    if not translated:
        return
    keys = dict(model.objects.filter(pk__in=translated).values_list("pk", "translation_key"))
    dates = dict(
        model.objects.filter(
            locale__language_code=DEFAULT_LOCALE, translation_key__in=keys.values()
        ).values_list("translation_key", date_field)
    )
    for pk, row in translated.items():
        row["date"] = dates.get(keys.get(pk), row["date"])


def search(*, q: str, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
    """Best matches first, at most RESULTS_PER_LIST per list; an empty query finds nothing. On /en
    the English pages are searched in English word forms, untranslated ones in Dutch forms.
    `corrected`: the query with its typos corrected, when only that found the results."""
    if len(q) > MAX_QUERY_LENGTH:
        raise DomainError(
            TOO_LONG[locale], fields={"q": TOO_LONG_FIELD[locale].format(MAX_QUERY_LENGTH)}
        )
    languages = (locale,) if locale == DEFAULT_LOCALE else (locale, DEFAULT_LOCALE)
    lists = search_lists(locale)
    found, corrected = _ranked_lists(q, languages, lists)
    # On /en a result without an English translation is the Dutch page: its locale says so.
    codes = (
        {} if locale == DEFAULT_LOCALE else dict(Locale.objects.values_list("pk", "language_code"))
    )
    if codes:
        for key, search_list in lists.items():
            _date_as_dutch(found[key], search_list.pages.model, search_list.date_field, codes)
    thumbnails = thumbnail_urls(row["image_id"] for row in found["positions"] + found["articles"])
    return {
        "positions": [_item("position", row, thumbnails, codes) for row in found["positions"]],
        "articles": [_item("article", row, thumbnails, codes) for row in found["articles"]],
        "corrected": corrected,
    }
