"""Translated snippets (TranslatableMixin): every query starts from the Dutch source rows, so slugs,
uuids, ordering and relations are one fact; the visitor texts come from the row in the visitor's
locale when an editor translated it, and from the Dutch source otherwise."""

from __future__ import annotations

from typing import Any, TypeVar

from django.db.models import Model, QuerySet

DEFAULT_LOCALE = "nl"

M = TypeVar("M", bound=Model)


def sources(queryset: QuerySet[M]) -> QuerySet[M]:
    """The Dutch source rows of a translatable snippet's queryset."""
    return queryset.filter(locale__language_code=DEFAULT_LOCALE)


def in_locale_rows(rows: list[M], locale: str) -> list[M]:
    """Each source row in `locale` where translated (one query), else the row itself."""
    if locale == DEFAULT_LOCALE or not rows:
        return rows
    model: Any = type(rows[0])
    found = {
        row.translation_key: row
        for row in model.objects.filter(
            locale__language_code=locale, translation_key__in=[row.translation_key for row in rows]  # type: ignore[attr-defined]
        )
    }
    return [found.get(row.translation_key, row) for row in rows]  # type: ignore[attr-defined]


def in_locale_row(row: M, locale: str) -> M:
    return in_locale_rows([row], locale)[0]


def source_of(row: M) -> M:
    """The Dutch source of a translatable row (a draft too): itself when Dutch, or when its source
    is not found (a new, unsaved translation)."""
    shown: Any = row
    if shown.locale.language_code == DEFAULT_LOCALE:
        return row
    source = type(row)._default_manager.filter(
        translation_key=shown.translation_key, locale__language_code=DEFAULT_LOCALE
    ).first()
    return source or row


def content_locale(page: Any, shown: Any, locale: str) -> str:
    """The language of the texts shown for `page`: `locale` where its translation is shown (what
    in_locale found), else Dutch, the source's; on /en a list marks Dutch items lang="nl"."""
    return DEFAULT_LOCALE if shown.pk == page.pk else locale
