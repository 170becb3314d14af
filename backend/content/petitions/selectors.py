"""Petitions with their goal and the number of confirmed signatures: the published part of each
answer is kept (core/published_parts.py), the count is read per request in one query."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import Count, QuerySet

from core.errors import NotFound
from core.published_parts import kept_published
from engagement.models import PetitionSignature

from ..preview import preview_serializer
from ..serializers import image_out
from ..translated import DEFAULT_LOCALE, content_locale
from ..translated_pages import dutch_of, in_locale, in_locale_each, texts_out
from .models import PetitionIndexPage, PetitionPage


def visible_petitions() -> QuerySet[PetitionPage]:
    """Live, public Dutch petitions in editor order."""
    return (
        PetitionPage.objects.live()
        .public()
        .filter(locale__language_code=DEFAULT_LOCALE)
        .select_related("image", "seo_image")
        .order_by("path")
    )


def confirmed_counts(petition_ids: list[int]) -> dict[int, int]:
    """The number of confirmed signatures of each of these petitions, in one query (none: 0)."""
    confirmed = PetitionSignature.objects.filter(
        petition_id__in=petition_ids, confirmed_at__isnull=False
    )
    rows = confirmed.order_by().values("petition_id").annotate(count=Count("*"))
    return {row["petition_id"]: row["count"] for row in rows}


@dataclass(frozen=True)
class Counted:
    """An answer as published content decides it, and the petitions whose counts it shows: the
    answer's items in order (a list), or the answer itself (one petition)."""

    answer: dict[str, Any]
    petition_ids: list[int]


def with_counts(part: Counted) -> dict[str, Any]:
    """The answer with each petition's confirmed signatures as they are now."""
    counts = confirmed_counts(part.petition_ids)
    if "items" not in part.answer:
        return {**part.answer, "signature_count": counts.get(part.petition_ids[0], 0)}
    items = [
        {**item, "signature_count": counts.get(petition_id, 0)}
        for item, petition_id in zip(part.answer["items"], part.petition_ids, strict=True)
    ]
    return {**part.answer, "items": items}


def petition_summary_out(
    petition: PetitionPage, shown: PetitionPage | None = None, locale: str = DEFAULT_LOCALE
) -> dict[str, Any]:
    """A petition without its count (with_counts adds it)."""
    shown = shown or petition
    return {
        "slug": petition.slug,
        "title": shown.title,
        "intro": shown.intro,
        "locale": content_locale(petition, shown, locale),
        "image": image_out(petition.image),
        "goal": petition.goal,
        "closed": petition.closed,
    }


def petition_list(*, locale: str) -> dict[str, Any]:
    """The petitions page; its published part is kept (core/published_parts.py), its counts not."""
    return with_counts(kept_published(f"petitions:list:{locale}", lambda: _list_part(locale)))


def _list_part(locale: str) -> Counted:
    index = (
        PetitionIndexPage.objects.live()
        .public()
        .filter(locale__language_code=DEFAULT_LOCALE)
        .first()
    )
    if index is None:
        raise NotFound("Page not found: /petities")
    return petition_list_out(index, in_locale(index, locale), locale)


def petition_list_out(index: PetitionIndexPage, shown: PetitionIndexPage, locale: str) -> Counted:
    petitions = list(visible_petitions().child_of(index))
    answer = {
        "title": shown.title,
        "locale": shown.locale.language_code,
        "intro": shown.intro,
        "seo_title": shown.seo_title,
        "search_description": shown.search_description,
        "items": [
            petition_summary_out(p, shown, locale)
            for p, shown in zip(petitions, in_locale_each(petitions, locale), strict=True)
        ],
    }
    return Counted(answer, [petition.pk for petition in petitions])


def petition_detail(*, slug: str, locale: str) -> dict[str, Any]:
    return with_counts(
        kept_published(f"petitions:detail:{locale}:{slug}", lambda: _detail_part(slug, locale))
    )


def _detail_part(slug: str, locale: str) -> Counted:
    petition = visible_petitions().filter(slug=slug).first()
    if petition is None:
        raise NotFound(f"Page not found: /petities/{slug}")
    return Counted(petition_out(petition, in_locale(petition, locale), locale), [petition.pk])


def petition_out(petition: PetitionPage, shown: PetitionPage, locale: str) -> dict[str, Any]:
    return {
        **petition_summary_out(petition, shown, locale),
        **texts_out(petition, shown),
        "thank_you_title": shown.thank_you_title,
        "thank_you_text": shown.thank_you_text,
    }


@preview_serializer(PetitionPage, "petition")
def petition_preview(petition: PetitionPage) -> dict[str, Any]:
    # A draft counts the signatures of the live Dutch petition it is a version of (a new one: 0).
    dutch = dutch_of(petition)
    counted = dutch.pk if dutch.pk and visible_petitions().filter(pk=dutch.pk).exists() else None
    answer = petition_out(petition, petition, petition.locale.language_code)
    return with_counts(Counted(answer, [counted])) if counted else {**answer, "signature_count": 0}


@preview_serializer(PetitionIndexPage, "petitions")
def petitions_preview(index: PetitionIndexPage) -> dict[str, Any]:
    return with_counts(petition_list_out(dutch_of(index), index, index.locale.language_code))
