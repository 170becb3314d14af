"""Open vacancies."""

from __future__ import annotations

from uuid import UUID

from django.http import HttpRequest
from ninja import Query, Router

from core.schemas import ErrorOut

from ..params import LocaleQuery
from . import selectors as vacancies
from .schemas import VacancyListOut, VacancyOut

router = Router(tags=["vacancies"])


@router.get("/vacancies", response=VacancyListOut, summary="Open vacancies, closing soonest first")
def vacancy_list(request: HttpRequest, query: Query[LocaleQuery]):
    return vacancies.vacancy_list(locale=query.locale)


@router.get("/vacancies/{uuid}", response={200: VacancyOut, 404: ErrorOut, 422: ErrorOut}, summary="One open vacancy")
def vacancy(request: HttpRequest, uuid: UUID, query: Query[LocaleQuery]):
    return vacancies.vacancy_detail(uuid=uuid, locale=query.locale)
