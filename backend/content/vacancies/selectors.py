"""Read queries for vacancies: published and not yet closed."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from django.db.models import Q, QuerySet
from django.utils import timezone

from core.errors import NotFound

from ..preview import preview_serializer
from ..serializers import serialize_body
from ..translated import DEFAULT_LOCALE, content_locale, in_locale_row, in_locale_rows, sources
from .models import Vacancy


def open_vacancies() -> QuerySet[Vacancy]:
    today = timezone.localdate()
    return sources(Vacancy.objects.filter(is_published=True)).filter(Q(closes_on__isnull=True) | Q(closes_on__gte=today))


def vacancy_summary_out(vacancy: Vacancy, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
    """`vacancy` in the list's language where translated; `locale`: the language of its texts."""
    return {
        "uuid": vacancy.uuid,
        "locale": locale,
        "title": vacancy.title,
        "intro": vacancy.intro,
        "location": vacancy.location,
        "hours_per_week": vacancy.hours_per_week,
        "closes_on": vacancy.closes_on,
    }


def vacancy_list(*, locale: str = "nl") -> dict[str, Any]:
    source_rows = list(open_vacancies())
    return {
        "items": [
            vacancy_summary_out(shown, content_locale(source, shown, locale))
            for source, shown in zip(source_rows, in_locale_rows(source_rows, locale), strict=True)
        ]
    }


def vacancy_detail(*, uuid: UUID, locale: str = "nl") -> dict[str, Any]:
    source = open_vacancies().filter(uuid=uuid).first()
    if source is None:
        raise NotFound(f"Page not found: /vacatures/{uuid}")
    return vacancy_out(in_locale_row(source, locale))


@preview_serializer(Vacancy, "vacancy")
def vacancy_out(vacancy: Vacancy) -> dict[str, Any]:
    """A vacancy as /vacatures/{uuid} shows it, in its own language. A draft is shown even when it
    is not published or has closed: that is what its editor previews."""
    return {**vacancy_summary_out(vacancy), "body": serialize_body(vacancy.body), "locale": vacancy.locale.language_code}
