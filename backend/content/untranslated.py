"""What has no English version yet: the admin's report 'Zonder Engelse vertaling' (wagtail-localize's
own 'Translations' report lists the translations that exist, not the ones that are missing)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.urls import reverse
from wagtail.models import Page

from .models import Organisation, PeopleList, Person, Product, Profile, Region, Vacancy

TRANSLATED_SNIPPETS: tuple[Any, ...] = (Person, PeopleList, Region, Vacancy, Organisation, Product, Profile)
SOURCE_LOCALE = "nl"
TARGET_LOCALE = "en"


@dataclass(frozen=True)
class Missing:
    kind: str  # the model's verbose name
    title: str
    edit_url: str
    translate_url: str


def _english_keys(model: Any) -> set[Any]:
    return set(model.objects.filter(locale__language_code=TARGET_LOCALE).values_list("translation_key", flat=True))


def untranslated_pages() -> list[Missing]:
    english = _english_keys(Page)
    pages = (
        Page.objects.filter(locale__language_code=SOURCE_LOCALE, depth__gt=1)
        .exclude(translation_key__in=english)
        .specific()
        .order_by("path")
    )
    return [
        Missing(
            kind=str(page.specific_class._meta.verbose_name),
            title=page.title,
            edit_url=reverse("wagtailadmin_pages:edit", args=[page.pk]),
            translate_url=reverse("wagtail_localize:submit_page_translation", args=[page.pk]),
        )
        for page in pages
    ]


def untranslated_snippets() -> list[Missing]:
    missing: list[Missing] = []
    for model in TRANSLATED_SNIPPETS:
        meta = model._meta
        english = _english_keys(model)
        for row in model.objects.filter(locale__language_code=SOURCE_LOCALE).exclude(translation_key__in=english):
            missing.append(
                Missing(
                    kind=str(meta.verbose_name),
                    title=str(row),
                    edit_url=reverse(f"wagtailsnippets_{meta.app_label}_{meta.model_name}:edit", args=[row.pk]),
                    translate_url=reverse(
                        "wagtail_localize:submit_snippet_translation", args=[meta.app_label, meta.model_name, row.pk]
                    ),
                )
            )
    return missing
