"""People and the people lists."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Query, Router

from core.schemas import ErrorOut

from ..params import LocaleQuery, checked_slug
from . import selectors as people
from .schemas import PeopleListOut, PersonOut

router = Router(tags=["people"])
ERRORS = {404: ErrorOut, 422: ErrorOut}


@router.get("/people/lists/{slug}", response={200: PeopleListOut, **ERRORS}, summary="A people list in editor order")
def people_list(request: HttpRequest, slug: str, query: Query[LocaleQuery]):
    return people.people_list(slug=checked_slug(slug), locale=query.locale)


@router.get("/people/{slug}", response={200: PersonOut, **ERRORS}, summary="One person")
def person(request: HttpRequest, slug: str, query: Query[LocaleQuery]):
    return people.person_detail(slug=checked_slug(slug), locale=query.locale)
