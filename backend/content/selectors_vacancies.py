"""Read queries for vacancies: published and not yet closed."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from django.db.models import Q, QuerySet
from django.utils import timezone

from core.errors import NotFound

from .models import Vacancy
from .serializers import serialize_body


def open_vacancies() -> QuerySet[Vacancy]:
    today = timezone.localdate()
    return Vacancy.objects.filter(is_published=True).filter(Q(closes_on__isnull=True) | Q(closes_on__gte=today))


def vacancy_summary_out(vacancy: Vacancy) -> dict[str, Any]:
    return {
        "uuid": vacancy.uuid,
        "title": vacancy.title,
        "intro": vacancy.intro,
        "location": vacancy.location,
        "hours_per_week": vacancy.hours_per_week,
        "closes_on": vacancy.closes_on,
    }


def vacancy_list() -> dict[str, Any]:
    return {"items": [vacancy_summary_out(vacancy) for vacancy in open_vacancies()]}


def vacancy_detail(*, uuid: UUID) -> dict[str, Any]:
    vacancy = open_vacancies().filter(uuid=uuid).first()
    if vacancy is None:
        raise NotFound(f"Page not found: /vacatures/{uuid}")
    return {**vacancy_summary_out(vacancy), "body": serialize_body(vacancy.body)}
