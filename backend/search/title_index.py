"""The title index (models.TitleWord), kept in step with Wagtail's search index.

Wagtail's database backends write their index entries in `add_items` and `delete_item`, whatever
asks for it: the signal handlers on saving and deleting a page (publishing, unpublishing and
editing save the page), and `manage.py update_index`. The index classes of search/backends.py
write the title words there too, so both always describe the same pages.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.db import connection
from django.db.models import Q, QuerySet

from .indexing import page_language
from .models import TitleWord
from .text import DUTCH, index_text

FORM_LENGTH = TitleWord._meta.get_field("form").max_length


def has_title_index(model: type) -> bool:
    """The pages of the visitors' search: those indexed with search_text."""
    return callable(getattr(model, "search_text", None))


def title_forms(title: str, language: str = DUTCH) -> set[str]:
    return {form[:FORM_LENGTH] for form in index_text(title, language).split()}


def index_titles(objs: Iterable[Any]) -> None:
    pages = {obj.pk: title_forms(obj.title, page_language(obj)) for obj in objs if obj.pk is not None}
    if not pages:
        return
    TitleWord.objects.filter(page_id__in=pages).delete()
    TitleWord.objects.bulk_create(
        [TitleWord(page_id=pk, form=form) for pk, forms in pages.items() for form in forms],
        batch_size=1000,
    )


def forget_title(obj: Any) -> None:
    TitleWord.objects.filter(page_id=obj.pk).delete()


class TitleIndexMixin:
    """Mixed into a Wagtail database index class: title words written with the index entries."""

    def add_items(self, model, objs):
        objs = list(objs)
        super().add_items(model, objs)
        if has_title_index(model):
            index_titles(objs)

    def delete_item(self, item):
        super().delete_item(item)
        if has_title_index(type(item)):
            forget_title(item)

    def reset(self):
        super().reset()
        TitleWord.objects.all().delete()


def _starts_with(prefix: str) -> Q:
    if connection.vendor == "sqlite":
        # A range over the index (SQLite's LIKE ignores case and so no index); exact in its
        # binary order: the next prefix has the last character one code point higher.
        return Q(form__gte=prefix, form__lt=prefix[:-1] + chr(ord(prefix[-1]) + 1))
    return Q(form__startswith=prefix)


def title_matches(queryset: QuerySet, groups: list[tuple[str, ...]]) -> QuerySet:
    """The pages of `queryset` whose title matches every group (one of its forms starts a form of
    a title word), as text.matches() decides for a title."""
    for group in groups:
        condition = Q()
        for form in group:
            condition |= _starts_with(form[:FORM_LENGTH])
        queryset = queryset.filter(pk__in=TitleWord.objects.filter(condition).values("page_id"))
    return queryset
