"""The title index (models.TitleWord), kept in step with Wagtail's search index.

Wagtail's database backends write their index entries in `add_items` and `delete_item`, whatever
asks for it: the signal handlers on saving and deleting a page (publishing, unpublishing and
editing save the page), and `manage.py update_index`. The index classes of search/backends.py
write the title words there too, so both always describe the same pages.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

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
    pages = {obj.pk: obj for obj in objs if obj.pk is not None}
    if not pages:
        return
    TitleWord.objects.filter(page_id__in=pages).delete()
    TitleWord.objects.bulk_create(
        [
            TitleWord(
                page_id=pk,
                form=form,
                content_type_id=page.content_type_id,
                title_length=len(page.title),
            )
            for pk, page in pages.items()
            for form in title_forms(page.title, page_language(page))
        ],
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
