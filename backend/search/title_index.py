"""The title index (models.TitleWord), kept in step with Wagtail's search index.

Wagtail's database backends write their index entries in `add_items` and `delete_item`, whatever
asks for it: the signal handlers on saving and deleting a page (publishing, unpublishing and
editing save the page), and `manage.py update_index`. The index classes of search/backends.py
write the title words there too, so both always describe the same pages.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.db.models import Exists, IntegerField, OuterRef, Q, QuerySet
from django.db.models.functions import Cast

from . import vocabulary
from .indexing import page_language, page_text
from .models import TitleWord
from .text import DUTCH, index_text

FORM_LENGTH = TitleWord._meta.get_field("form").max_length


def has_title_index(model: type) -> bool:
    """The pages of the visitors' search: those indexed with search_text."""
    return callable(getattr(model, "search_text", None))


def title_forms(title: str, language: str = DUTCH) -> set[str]:
    return {form[:FORM_LENGTH] for form in index_text(title, language).split()}


def index_titles(objs: Iterable[Any]) -> None:
    pages = {
        obj.pk: title_forms(obj.title, page_language(obj)) for obj in objs if obj.pk is not None
    }
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
    """Mixed into a Wagtail database index class: title words and the vocabulary written with the
    index entries."""

    def add_items(self, model, objs):
        objs = list(objs)
        super().add_items(model, objs)
        if has_title_index(model):
            index_titles(objs)
            vocabulary.add_pages(page_text(obj) for obj in objs if obj.pk is not None)

    def delete_item(self, item):
        super().delete_item(item)
        if has_title_index(type(item)):
            forget_title(item)

    def reset(self):
        super().reset()
        TitleWord.objects.all().delete()
        vocabulary.forget_all()


def _matching(group: tuple[str, ...], *, whole: bool = False) -> Q:
    condition = Q()
    for form in group:
        form = form[:FORM_LENGTH]
        condition |= Q(form=form) if whole else vocabulary.starts_with(form, field="form")
    return condition


def _count_of(groups: list[tuple[str, ...]], *, whole: bool) -> Any:
    """How many of the groups the page's title matches (as whole words, or as starts of words)."""
    found = [
        Cast(
            Exists(TitleWord.objects.filter(_matching(group, whole=whole), page_id=OuterRef("pk"))),
            IntegerField(),
        )
        for group in groups
    ]
    return sum(found[1:], found[0])


def title_matches(queryset: QuerySet, groups: list[tuple[str, ...]]) -> QuerySet:
    """The pages of `queryset` whose title matches every group (one of its forms starts a form of
    a title word), as text.matches() decides for a title; annotated with how many groups match a
    whole title word (`whole_groups`: 'nieuwsbericht 1' is more 'Nieuwsbericht 1' than 'Nieuwsbericht
    12')."""
    for group in groups:
        queryset = queryset.filter(
            pk__in=TitleWord.objects.filter(_matching(group)).values("page_id")
        )
    return queryset.annotate(whole_groups=_count_of(groups, whole=True))


def title_matches_any(queryset: QuerySet, groups: list[tuple[str, ...]]) -> QuerySet:
    """The pages of `queryset` whose title matches at least one group, annotated with how many
    (`matched_groups`) and how many as whole words (`whole_groups`)."""
    any_group = Q()
    for group in groups:
        any_group |= _matching(group)
    queryset = queryset.filter(pk__in=TitleWord.objects.filter(any_group).values("page_id"))
    return queryset.annotate(
        matched_groups=_count_of(groups, whole=False), whole_groups=_count_of(groups, whole=True)
    )
